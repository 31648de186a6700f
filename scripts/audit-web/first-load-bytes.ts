import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

export interface FirstLoadBytes {
  /** Gzipped bytes of every script the page requested during Lighthouse's load. */
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  statusCode?: number;
}

function requestedUrls(lhr: Result, resourceType: 'Script' | 'Stylesheet'): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkRequestItem[];
  const urls = items
    .filter((item) => item.resourceType === resourceType && item.url.startsWith('http'))
    .map((item) => item.url);
  return [...new Set(urls)];
}

/**
 * Node's fetch undoes the server's compression, so each body is gzipped here at the default level:
 * the same figure for every run, whatever compression the server chose on the wire.
 */
async function gzippedSize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

async function totalGzipped(urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(gzippedSize));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The JavaScript and CSS a page requested on its first load, lazy chunks included, from a Lighthouse run. */
export async function firstLoadBytes(lhr: Result): Promise<FirstLoadBytes> {
  const scripts = requestedUrls(lhr, 'Script');
  const stylesheets = requestedUrls(lhr, 'Stylesheet');
  return {
    jsGzip: await totalGzipped(scripts),
    cssGzip: await totalGzipped(stylesheets),
    jsFiles: scripts.length,
    cssFiles: stylesheets.length,
  };
}
