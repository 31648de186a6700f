import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';

export interface EmailContent {
  /** The line mail programs show beside the subject. */
  preview: string;
  heading: string;
  /** A picture under the heading, in the HTML part only (the text part has no pictures). */
  image?: { url: string; alt: string };
  paragraphs: string[];
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

/** Every Luz email: the same warm card in HTML, and the same words as plain text. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${colors.ink}">${escapeHtml(p)}</p>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${colors.teal};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${colors.muted}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:${colors.teal};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
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
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${colors.muted}">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${colors.sand}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.sand};padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colors.card};border:1px solid ${colors.line};border-radius:16px;padding:32px;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<tr><td>
<p style="margin:0 0 24px;font-family:Georgia,'Times New Roman',serif;font-size:24px;color:${colors.teal};font-weight:600">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:22px;line-height:1.3;color:${colors.ink}">${escapeHtml(content.heading)}</h1>
${image}${paragraphs}${action}${links}${footnote}
</td></tr></table>
<p style="margin:16px 0 0;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;font-size:12px;color:${colors.muted}">${PRODUCT_NAME} · Wellness and spiritual sessions in Lisbon · ${SUPPORT_EMAIL}</p>
</td></tr></table>
</body></html>`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(content.footnote ? [content.footnote, ''] : []),
    `${PRODUCT_NAME} · Wellness and spiritual sessions in Lisbon · ${SUPPORT_EMAIL}`,
  ].join('\n');
  return { html, text };
}
