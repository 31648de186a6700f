/**
 * Lists the scripts a page loads in Chromium, each with its gzipped size, largest first: where the
 * first-load budget goes (decision 010). Starts the built server with its demo data. The page is not
 * scrolled, as in the audit's Lighthouse load; with `--scroll`, it is, and what loads on the way is counted.
 *
 *   npm run build && npx tsx scripts/audit-web/first-load-scripts.ts [--scroll] [path ...]
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server';
import { CHROME_FLAGS } from './lighthouse-runs';

const scroll = process.argv.includes('--scroll');
const paths = process.argv.slice(2).filter((arg) => arg !== '--scroll');
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS });
try {
  for (const path of paths.length > 0 ? paths : ['/', '/pt']) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
    });
    await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    if (scroll) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1_000);
      await page.waitForLoadState('networkidle');
    }
    const rows = [...scripts].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, size]) => sum + size, 0);
    console.log(`${path}: ${(total / 1000).toFixed(1)} kB gzipped JavaScript in ${rows.length} files`);
    for (const [file, size] of rows) console.log(`  ${(size / 1000).toFixed(1).padStart(6)}  ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
