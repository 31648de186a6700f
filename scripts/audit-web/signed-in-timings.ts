/**
 * How soon signed-in pages show their main content, in two builds measured side by side:
 *
 *   npx tsx scripts/audit-web/signed-in-timings.ts --before /path/to/other/checkout [--runs 3] [--slow-network]
 *
 * Each checkout must have been built (`npm run build`). Both built servers start on new embedded databases with
 * the demo data; Chromium (through Playwright, no throttling) opens My Bookings as sofia, the best-rated guide's
 * page as sofia until its Book Now button, the guide dashboard as marta until its figures and the admin panel as
 * admin until its metrics, each time in a new browser context (an empty cache: cold), alternating between the
 * builds so both see the same moments of a shared machine. It prints the median of the runs of each page and
 * build, and this build's time as a ratio of the other's. With --slow-network, Chromium adds Lighthouse's mobile
 * network to every request (150 ms of latency, 1.6 Mbit/s down, 750 kbit/s up), where each request a page waits
 * for in turn shows.
 */
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { type BuiltServer, startBuiltServer } from './built-server';
import { type DemoRole, signInCookie } from './demo-sign-in';
import { CHROME_FLAGS } from './lighthouse-runs';

/** What shows that a page's main content is there: an element matching `selector`, with `text` when given. */
interface MainContent {
  selector: string;
  text?: string;
}

interface TimedPage {
  label: string;
  role: DemoRole;
  path: (baseUrl: string) => Promise<string>;
  content: MainContent;
}

const PAGES: TimedPage[] = [
  {
    label: "My Bookings' first card",
    role: 'seeker',
    path: async () => '/bookings',
    content: { selector: 'section[aria-labelledby$="-heading"] li' },
  },
  {
    label: "a guide's page, Book Now",
    role: 'seeker',
    path: bestRatedGuidePath,
    content: { selector: 'button', text: 'Book Now' },
  },
  {
    label: "guide dashboard's figures",
    role: 'guide',
    path: async () => '/practitioner-dashboard',
    content: { selector: 'p', text: 'Upcoming sessions' },
  },
  {
    label: "admin's metrics",
    role: 'admin',
    path: async () => '/admin',
    content: { selector: 'p', text: 'Weekly Signups' },
  },
];

async function bestRatedGuidePath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/practitioners?sort=rating`);
  const { items } = (await response.json()) as { items: { id: number; nextSessionAt: string | null }[] };
  const guide = items.find((item) => item.nextSessionAt !== null);
  if (!guide) throw new Error('the demo data has no listed guide with a session to book');
  return `/practitioner/${guide.id}`;
}

/**
 * Runs in the page before any of its own scripts: notes the moment the main content enters the document, whether
 * the HTML brought it or the app drew it, and the frame after (when it is painted). Plain text, as tsx would add
 * its own helpers to a function, which the page does not have.
 */
function contentWatcher(content: MainContent): string {
  return `(() => {
    const content = ${JSON.stringify(content)};
    const present = () => [...document.querySelectorAll(content.selector)].some(
      (element) => content.text === undefined || element.textContent.trim() === content.text,
    );
    const observer = new MutationObserver(() => {
      if (window.luzShownAt !== undefined || !present()) return;
      window.luzShownAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => { window.luzPaintedAt = performance.now(); });
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

interface Build {
  name: string;
  server: BuiltServer;
  cookies: Map<DemoRole, string>;
  paths: Map<string, string>;
}

/** Lighthouse's simulated mobile network ("slow 4G"), applied by Chromium to each request. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function timeOnce(
  browser: Browser,
  build: Build,
  page: TimedPage,
  slowNetwork = false,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const [name, value] = build.cookies.get(page.role)!.split('=') as [string, string];
    await context.addCookies([{ name, value, url: build.server.baseUrl }]);
    await context.addInitScript({ content: contentWatcher(page.content) });
    const tab = await context.newPage();
    if (slowNetwork) {
      const devtools = await context.newCDPSession(tab);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    }
    await tab.goto(`${build.server.baseUrl}${build.paths.get(page.label)}`, { waitUntil: 'commit' });
    const painted = await tab.waitForFunction(
      () => (window as unknown as { luzPaintedAt?: number }).luzPaintedAt,
      undefined,
      { timeout: 30_000 },
    );
    return (await painted.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

async function prepare(name: string, projectDir: string): Promise<Build> {
  const server = await startBuiltServer(projectDir);
  const cookies = new Map<DemoRole, string>();
  for (const role of ['seeker', 'guide', 'admin'] as const)
    cookies.set(role, await signInCookie(server.baseUrl, role));
  const paths = new Map<string, string>();
  for (const page of PAGES) paths.set(page.label, await page.path(server.baseUrl));
  return { name, server, cookies, paths };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'slow-network': { type: 'boolean', default: false },
    },
  });
  if (!values.before) throw new Error('--before <folder of the other, built checkout> is required');
  const runs = Number(values.runs);
  const slowNetwork = values['slow-network'];
  const builds: Build[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  try {
    builds.push(await prepare('before', values.before));
    builds.push(await prepare('after', '.'));
    // Each server's first answer of a page is slower (cold code, empty database caches): one visit each, unmeasured.
    for (const page of PAGES) for (const build of builds) await timeOnce(browser, build, page);

    const times = new Map<string, number[]>();
    for (let run = 0; run < runs; run += 1) {
      for (const page of PAGES) {
        for (const build of builds) {
          const key = `${page.label}|${build.name}`;
          times.set(key, [...(times.get(key) ?? []), await timeOnce(browser, build, page, slowNetwork)]);
        }
      }
    }

    const network = slowNetwork ? 'slow 4G network' : 'no network throttling';
    console.log(
      `\nTime to the main content, ms (${network}; median of ${runs} cold runs, every run in brackets)\n`,
    );
    console.log('| page | before | after | after / before |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const page of PAGES) {
      const before = times.get(`${page.label}|before`)!;
      const after = times.get(`${page.label}|after`)!;
      const cell = (list: number[]) =>
        `${Math.round(median(list))} (${list.map((t) => Math.round(t)).join(', ')})`;
      console.log(
        `| ${page.label} | ${cell(before)} | ${cell(after)} | ${(median(after) / median(before)).toFixed(2)} |`,
      );
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
