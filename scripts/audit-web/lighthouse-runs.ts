import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { LOCALE_COOKIE, splitLocalePath } from '../../src/contract/locales';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** How every script here starts Chromium: headless, and quiet on this machine's closed network. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Now and then Chromium's trace misses the navigation (NO_NAVSTART); Lighthouse's advice is to run again. */
const ATTEMPTS = 3;

export interface Auditor {
  /**
   * Lighthouse with its default mobile settings (simulated throttling) on one URL, in a browser whose only cookies
   * are the choice of the page's language and, with `cookie` (`name=value`), a signed-in visitor's session.
   */
  audit(url: string, options?: { cookie?: string }): Promise<Result>;
  close(): Promise<void>;
}

interface CookieParam {
  name: string;
  value: string;
  url: string;
}

/** Empties the browser's cookie jar and puts `cookies` in it, through one DevTools protocol connection. */
async function replaceCookies(port: number, cookies: CookieParam[]): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const commands: [string, object][] = [
    ['Storage.clearCookies', {}],
    ['Storage.setCookies', { cookies }],
  ];
  try {
    for (const [id, [method, params]] of commands.entries()) {
      await new Promise<void>((resolve, reject) => {
        const onMessage = (event: MessageEvent) => {
          const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
          if (answer.id !== id) return;
          socket.removeEventListener('message', onMessage);
          if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
          else resolve();
        };
        socket.addEventListener('message', onMessage);
        socket.send(JSON.stringify({ id, method, params }));
      });
    }
  } finally {
    socket.close();
  }
}

/** One Chromium for every run; Lighthouse clears the origin's cache and storage before each. */
export async function launchAuditor(): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  // Lighthouse clears an origin's caches and storage before each run, not its cookies, and a cookie the browser
  // holds wins over one sent as an extra header: the language a page before chose would redirect the next page,
  // and replace the session of a signed-in one. So each run starts from cookies set here, over the DevTools
  // protocol Lighthouse itself drives.
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The full-page screenshot only illustrates the HTML report, and costs a few seconds a run.
    disableFullPageScreenshot: true,
  };
  return {
    async audit(url, { cookie } = {}) {
      const origin = new URL(url).origin;
      const pairs = [
        `${LOCALE_COOKIE}=${splitLocalePath(new URL(url).pathname).locale}`,
        ...(cookie ? [cookie] : []),
      ];
      const cookies = pairs.map((pair) => {
        const [name = '', value = ''] = pair.split(/=(.*)/s);
        return { name, value, url: origin };
      });
      let problem = '';
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        await replaceCookies(chrome.port, cookies);
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (!lhr.runtimeError) return lhr;
        problem = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      }
      throw new Error(`Lighthouse could not audit ${url} in ${ATTEMPTS} attempts (${problem})`);
    },
    close: async () => {
      chrome.kill();
    },
  };
}

export function score(lhr: Result, category: CategoryId): number | null {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/**
 * The run whose performance score is the median of the runs (the other categories barely move
 * between runs; performance is the one a busy machine shakes).
 */
export function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  return median;
}

export interface FailingAudit {
  id: string;
  title: string;
  category: CategoryId;
  /** Score out of 100, or the reason it has none. */
  result: string;
  displayValue?: string;
}

/**
 * The audits of the four categories that Lighthouse's report shows as failed: scored below its
 * pass mark of 0.9, or unable to run.
 */
export function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(audit.id)) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const failed = audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative';
      if (!errored && !failed) continue;
      seen.add(audit.id);
      failing.push({
        id: audit.id,
        title: audit.title,
        category,
        result: errored
          ? `error: ${audit.errorMessage ?? 'unknown'}`
          : String(Math.round((audit.score ?? 0) * 100)),
        displayValue: audit.displayValue,
      });
    }
  }
  return failing;
}
