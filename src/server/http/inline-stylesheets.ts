import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

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
    return `<style>${css}</style>`;
  });
}
