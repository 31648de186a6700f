import { randomInt } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * An address no other visitor of this run shares, in the benchmarking range: rate limits count per
 * address, and test files run in separate processes, so a counter alone would repeat addresses.
 */
export function uniqueAddress(): string {
  const n = randomInt(1, 65_535);
  return `198.18.${n >> 8}.${n & 255}`;
}

/** A new person at their own address (the server trusts X-Forwarded-For here) with an empty cookie jar. */
export async function newVisitor(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; url: (path: string) => string }> {
  const context = await browser.newContext({
    viewport,
    baseURL: inject('baseUrl'),
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  const page = await context.newPage();
  // A page the server drew is taken over by the app once it has loaded (src/web/boot.ts); until then its buttons
  // do nothing. These visitors act at machine speed, so opening a page waits for the network to settle, by which
  // time the app's code has come and run.
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(url, { waitUntil: 'networkidle', ...options });
  return { context, page, url: (path) => new URL(path, inject('baseUrl')).toString() };
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
