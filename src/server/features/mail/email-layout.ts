import { LinkifyIt } from 'linkify-it';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales';
import { SERVER_I18N } from '../../i18n';

/**
 * Facts set out as label and value ("When", "Where", "Paid"): a table in the HTML part, one
 * "Label: value" line each in the text part.
 */
export interface EmailFacts {
  facts: Array<{ label: string; value: string }>;
}

export interface EmailContent {
  /** The line mail programs show beside the subject. */
  preview: string;
  heading: string;
  /** A picture under the heading, in the HTML part only (the text part has no pictures). */
  image?: { url: string; alt: string };
  /**
   * The body, in order: plain sentences, and blocks of facts. Web addresses and email addresses in
   * them become links in the HTML part.
   */
  paragraphs: Array<string | EmailFacts>;
  action?: { label: string; url: string };
  /** Further links under the button, each on a line of its own ("Your receipt"). */
  links?: { label: string; url: string }[];
  /** Small print under the button, e.g. why the person got this email. */
  footnote?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Finds web and email addresses written in a sentence; nothing else (no bare "luz.pt") becomes a link. */
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyIP: false });

/**
 * A sentence as HTML, its web and email addresses made links. Everything is escaped, and only
 * http, https and mailto addresses become links, so a session title or a name can never add markup
 * or a `javascript:` link to an email.
 */
function withLinks(text: string, linkStyle: string): string {
  const matches = linkify.match(text) ?? [];
  let html = '';
  let at = 0;
  for (const match of matches) {
    if (!/^(https?|mailto):/i.test(match.url)) continue;
    html += escapeHtml(text.slice(at, match.index));
    html += `<a href="${escapeHtml(match.url)}" style="${linkStyle}">${escapeHtml(match.text)}</a>`;
    at = match.lastIndex;
  }
  return html + escapeHtml(text.slice(at));
}

const colors = {
  sand: '#f6efe4',
  card: '#fffdf9',
  ink: '#2b2a28',
  muted: '#5f5a52',
  teal: '#135e63',
  line: '#e7dccb',
};

/** Pixels of a picture's width in an email: the card's width less its padding. */
const EMAIL_IMAGE_WIDTH = 496;

const FONT = 'Inter,Segoe UI,Helvetica,Arial,sans-serif';
const SERIF = "Georgia,'Times New Roman',serif";

/**
 * Narrow screens get a card with less padding, so a phone's width goes to the words. Mail programs
 * that drop the style sheet keep the roomier card, which still fits.
 */
const PHONE_STYLES = `@media only screen and (max-width:480px){
.luz-outer{padding:16px 8px !important}
.luz-card{padding:22px 18px !important}
.luz-facts td{display:block !important;width:auto !important;padding:0 !important}
.luz-facts td.luz-fact-label{padding-top:8px !important}
}`;

function paragraphHtml(block: string | EmailFacts): string {
  const link = `color:${colors.teal};text-decoration:underline;word-break:break-word`;
  if (typeof block === 'string') {
    return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${colors.ink}">${withLinks(block, link)}</p>`;
  }
  const rows = block.facts
    .map(
      ({ label, value }) =>
        `<tr><td class="luz-fact-label" valign="top" width="88" style="padding:6px 12px 6px 0;width:88px;font-size:14px;line-height:1.5;color:${colors.muted}">${escapeHtml(label)}</td><td valign="top" style="padding:6px 0;font-size:16px;line-height:1.5;color:${colors.ink};word-break:break-word">${withLinks(value, link)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" class="luz-facts" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid ${colors.line};border-bottom:1px solid ${colors.line};padding:8px 0">${rows}</table>`;
}

function paragraphText(block: string | EmailFacts): string {
  return typeof block === 'string'
    ? block
    : block.facts.map(({ label, value }) => `${label}: ${value}`).join('\n');
}

/**
 * Every Luz email: the same warm card in HTML, and the same words as plain text. `content` is already in
 * the recipient's language; the layout's own words (the footer, the button's fallback) follow `locale`.
 */
export function renderEmail(
  content: EmailContent,
  locale: Locale = DEFAULT_LOCALE,
): { html: string; text: string } {
  const i18n = SERVER_I18N[locale];
  const footer = i18n._('mail.layout.footer', { support: SUPPORT_EMAIL });
  const paragraphs = content.paragraphs.map(paragraphHtml).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${colors.teal};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 22px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${colors.muted}">${escapeHtml(i18n._('mail.layout.buttonFallback'))}<br><a href="${escapeHtml(content.action.url)}" style="color:${colors.teal};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${colors.ink}">${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}" style="color:${colors.teal};word-break:break-all">${escapeHtml(link.url)}</a></p>`,
    )
    .join('');
  // As wide as the card's text; mail programs that block pictures show the alt text in its place.
  const image = content.image
    ? `<img src="${escapeHtml(content.image.url)}" alt="${escapeHtml(content.image.alt)}" width="${EMAIL_IMAGE_WIDTH}" style="display:block;width:100%;max-width:${EMAIL_IMAGE_WIDTH}px;height:auto;margin:0 0 20px;border:0;border-radius:12px;background:${colors.sand};color:${colors.muted};font-size:14px">`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${colors.muted}">${withLinks(content.footnote, `color:${colors.muted}`)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(content.heading)}</title>
<style>${PHONE_STYLES}</style></head>
<body style="margin:0;padding:0;background:${colors.sand};-webkit-text-size-adjust:100%">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</span>
<table role="presentation" class="luz-outer" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.sand};padding:32px 12px"><tr><td align="center">
<table role="presentation" class="luz-card" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colors.card};border:1px solid ${colors.line};border-radius:16px;padding:32px;font-family:${FONT}">
<tr><td>
<p style="margin:0 0 24px;font-family:${SERIF};font-size:24px;color:${colors.teal};font-weight:600">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-family:${SERIF};font-size:22px;line-height:1.3;color:${colors.ink}">${escapeHtml(content.heading)}</h1>
${image}${paragraphs}${action}${links}${footnote}
</td></tr></table>
<p style="margin:16px 0 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${colors.muted}">${withLinks(footer, `color:${colors.muted}`)}</p>
</td></tr></table>
</body></html>`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [paragraphText(p), '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(content.footnote ? [content.footnote, ''] : []),
    footer,
  ].join('\n');
  return { html, text };
}
