import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;
/** The Latin subset of each font face: Luz's text is written in it. */
const LATIN_FONT = /url\((\/assets\/[\w.-]+-latin-wght-normal-[\w-]+\.woff2)\)/g;

/**
 * Writes the build's stylesheets into index.html instead of linking them. A linked stylesheet blocks
 * the first paint for one more round trip (on a phone's network, most of a second before anything
 * shows); inline, the page paints as soon as its HTML arrives. Pages are compressed, so the cost is
 * the CSS's gzipped size on each full page load; moving between screens loads no HTML.
 */
export function inlineStylesheets(html: string, webDistDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, path: string) => {
    const file = join(webDistDir, path);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    // A stylesheet that could close the style element early stays a link.
    if (/<\/style/i.test(css)) return link;
    return `${fontPreloads(css)}<style>${css}</style>`;
  });
}

/**
 * The fonts every page's text uses, fetched with the page: found only once the text is laid out, they arrived
 * after the first paint, and the whole page was laid out again with each of them.
 */
function fontPreloads(css: string): string {
  const files = new Set([...css.matchAll(LATIN_FONT)].map((match) => match[1]));
  return [...files]
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}" />`)
    .join('');
}
