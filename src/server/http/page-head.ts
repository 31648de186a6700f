import { PRODUCT_NAME } from '../../contract/brand';
import { FIRST_SCREEN_ANSWERS_ID, PAGE_CODE_ID } from '../../contract/first-screen';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/locales';

/** What crawlers and link previews read of a page before any JavaScript runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one address in its language. */
  canonicalUrl: string;
  /** The page's language. */
  locale?: Locale;
  /**
   * Absolute URL of the same page in each language (decision 061), written as hreflang alternates, the
   * English one also as x-default: what search engines show a reader whose language Luz does not speak.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** Absolute URL of the preview image. */
  imageUrl: string;
  imageAlt: string;
  type: 'website' | 'profile';
  /** Pages that should not be indexed (a guide that is not listed). */
  noindex?: boolean;
  /** schema.org data, written as a JSON-LD block. */
  structuredData?: Record<string, unknown>;
  /**
   * Address of the picture the page opens with (its largest element), preloaded so the browser fetches it
   * with the app's code rather than after the app has drawn the page.
   */
  leadImageUrl?: string;
  /**
   * Source module of the screen the page opens on, relative to src/web (as the build's manifest names it), whose
   * code is preloaded with the app's own.
   */
  screenModule?: string;
}

/**
 * Reads one of the API's own answers (a GET, as the visitor asking for the page would get it), or
 * undefined when it is not a success. The answers read are written into the page for the app to start
 * with.
 */
export type FirstScreenApi = <T>(address: string) => Promise<T | undefined>;

/**
 * Writes a page's head into the built index.html: its <title> and description are replaced (they
 * keep their attributes, so the web app still recognises and swaps them), everything else goes
 * just before </head>.
 */
export function injectPageHead(indexHtml: string, head: PageHead): string {
  let html = replaceOrAdd(
    indexHtml,
    /<title\b([^>]*)>[\s\S]*?<\/title>/i,
    (attributes = '') => `<title${attributes}>${escapeHtml(head.title)}</title>`,
  );
  html = replaceOrAdd(html, /<meta\b[^>]*\bname=["']description["'][^>]*>/i, (_, tag) =>
    tag
      ? tag.replace(/\bcontent=("[^"]*"|'[^']*')/i, () => `content="${escapeHtml(head.description)}"`)
      : meta('name', 'description', head.description),
  );
  return beforeHeadEnd(html, headTags(head));
}

/** Modulepreloads of these script files, so they download with the page rather than when a script asks. */
export function injectModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  return beforeHeadEnd(
    html,
    files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
  );
}

function beforeHeadEnd(html: string, tags: readonly string[]): string {
  const at = html.search(/<\/head>/i);
  const block = `  ${tags.join('\n    ')}\n  `;
  return at === -1 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/**
 * Writes the API answers the page opens with (address to answer) as a JSON block the app reads before
 * its first draw. It is data, never run, so the content security policy has nothing to allow.
 */
export function injectFirstScreenAnswers(html: string, answers: Readonly<Record<string, unknown>>): string {
  if (Object.keys(answers).length === 0) return html;
  return beforeBodyEnd(
    html,
    `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${jsonForScript(answers)}</script>`,
  );
}

/**
 * Writes the list of script files a page drawn by the server runs (see PAGE_CODE_ID). Data, never fetched by the
 * browser on its own: the page paints before any of it downloads.
 */
export function injectPageCode(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  return beforeBodyEnd(
    html,
    `<script type="application/json" id="${PAGE_CODE_ID}">${jsonForScript(files)}</script>`,
  );
}

function beforeBodyEnd(html: string, tag: string): string {
  const at = html.search(/<\/body>/i);
  return at === -1 ? `${html}${tag}` : `${html.slice(0, at)}  ${tag}\n  ${html.slice(at)}`;
}

/**
 * Replaces the first match of `pattern` with `render(firstGroup, match)`, or adds `render()`
 * before </head> when there is none. A function replacement, so "$" in a title stays literal.
 */
function replaceOrAdd(
  html: string,
  pattern: RegExp,
  render: (group?: string, match?: string) => string,
): string {
  if (pattern.test(html)) return html.replace(pattern, (match, group) => render(group, match));
  return html.replace(/<\/head>/i, () => `  ${render()}\n  </head>`);
}

function headTags(head: PageHead): string[] {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[head.locale ?? DEFAULT_LOCALE]),
    ...LOCALES.filter(
      (locale) => locale !== (head.locale ?? DEFAULT_LOCALE) && head.alternates?.[locale],
    ).map((locale) => meta('property', 'og:locale:alternate', OPEN_GRAPH_LOCALES[locale])),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
  ];
  for (const locale of LOCALES) {
    const href = head.alternates?.[locale];
    if (href) tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}" />`);
  }
  const fallback = head.alternates?.[DEFAULT_LOCALE];
  if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}" />`);
  if (head.leadImageUrl) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.leadImageUrl)}" fetchpriority="high" />`,
    );
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  }
  return tags;
}

/** Open Graph names languages with a territory and an underscore. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_GB', 'pt-PT': 'pt_PT' };

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON inside <script> ends at the first "</script>" whatever the JSON means, so "<" (and ">",
 * "&", and the line separators old parsers choke on) are written as \u escapes, which JSON reads
 * back as the same characters.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
