/**
 * `npm run audit:web`: Lighthouse and the first-load JavaScript and CSS of Luz's public pages and of the main
 * pages of each signed-in role.
 *
 * 1. Starts the built server (dist/) on a free 127.0.0.1 port with a new embedded database, which
 *    loads the demo data, and signs in the demo seeker, guide and admin.
 * 2. Runs Lighthouse 13 (default mobile settings, simulated throttling; performance, accessibility,
 *    best practices, SEO) 3 times on `/`, `/explore` and a demo guide's profile in Chromium, signed out,
 *    and on My Bookings (as the seeker), the guide dashboard (as the guide) and the admin panel (as the
 *    admin), and keeps each page's median run by performance score.
 * 3. Gzips every script and stylesheet that run requested, lazy chunks included.
 * 4. Prints one table with the targets and the failing audits, writes it to
 *    audit-results/latest.md (beside each median run's Lighthouse report, HTML and JSON), and exits
 *    non-zero when a target is missed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { generateReport, type Result } from 'lighthouse';
import {
  HOME_JS_BUDGET_KB,
  missedTargets,
  type PageResult,
  PUBLIC_PAGE_TARGETS,
  reportMarkdown,
  type ScoreTargets,
  SIGNED_IN_PAGE_TARGETS,
} from './audit-report';
import { startBuiltServer } from './built-server';
import { DEMO_ACCOUNTS, type DemoRole, signInCookie } from './demo-sign-in';
import { firstLoadBytes } from './first-load-bytes';
import { type Auditor, CATEGORIES, failingAudits, launchAuditor, medianRun, score } from './lighthouse-runs';

const RUNS_PER_PAGE = 3;
const RESULTS_DIR = 'audit-results';
const REPORT_FILE = `${RESULTS_DIR}/latest.md`;

interface AuditedPage {
  label: string;
  path: string;
  targets: ScoreTargets;
  jsBudgetKb?: number;
  /** The demo account the page is audited as; signed out when none. */
  role?: DemoRole;
}

/** The best-rated guide of the demo data with reviews, so the profile shows its reviews too. */
async function demoGuidePath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/practitioners?sort=rating`);
  if (!response.ok) throw new Error(`GET /api/practitioners answered ${response.status}`);
  const { items } = (await response.json()) as { items: { id: number; reviewCount: number }[] };
  const guide = items.find((item) => item.reviewCount > 0) ?? items[0];
  if (!guide) throw new Error('the demo data has no listed guide');
  return `/practitioner/${guide.id}`;
}

/** Cleanups run once, on the way out or on Ctrl-C, so neither the server nor Chromium outlives the audit. */
function cleanupStack() {
  const tasks: (() => Promise<void>)[] = [];
  let running: Promise<void> | undefined;
  const runAll = () => {
    running ??= (async () => {
      for (const task of tasks.reverse()) await task().catch((error) => console.error(error));
    })();
    return running;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server and Chromium…`);
    void runAll().then(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { add: (task: () => Promise<void>) => tasks.push(task), runAll };
}

async function auditPage(
  auditor: Auditor,
  baseUrl: string,
  page: AuditedPage,
  cookie: string | undefined,
): Promise<{ result: PageResult; lighthouseVersion: string }> {
  const runs: Result[] = [];
  process.stdout.write(`  ${page.label} (${page.path}): performance`);
  for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
    const lhr = await auditor.audit(`${baseUrl}${page.path}`, { cookie });
    runs.push(lhr);
    process.stdout.write(` ${score(lhr, 'performance') ?? '-'}`);
  }
  console.log('');
  const median = medianRun(runs);
  const result: PageResult = {
    label: page.label,
    path: page.path,
    targets: page.targets,
    jsBudgetKb: page.jsBudgetKb,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)])) as PageResult['scores'],
    performanceRuns: runs.map((lhr) => score(lhr, 'performance')),
    benchmarkIndex: median.environment.benchmarkIndex,
    bytes: await firstLoadBytes(median),
    failingAudits: failingAudits(median),
  };
  const slug = page.label.replaceAll(' ', '-');
  await writeFile(`${RESULTS_DIR}/${slug}.report.html`, generateReport(median, 'html'));
  await writeFile(`${RESULTS_DIR}/${slug}.report.json`, JSON.stringify(median));
  return { result, lighthouseVersion: median.lighthouseVersion };
}

async function main(): Promise<boolean> {
  const cleanups = cleanupStack();
  try {
    const started = Date.now();
    console.log('Starting the built server on a new embedded database with the demo data…');
    const server = await startBuiltServer();
    cleanups.add(server.stop);
    const signedIn = (role: DemoRole) => ({ role, targets: SIGNED_IN_PAGE_TARGETS });
    const guidePath = await demoGuidePath(server.baseUrl);
    // Each page in English and in Portuguese: the budgets hold in both languages (decision 061).
    const pages: AuditedPage[] = [
      { label: 'home', path: '/', targets: PUBLIC_PAGE_TARGETS, jsBudgetKb: HOME_JS_BUDGET_KB },
      { label: 'home pt', path: '/pt', targets: PUBLIC_PAGE_TARGETS, jsBudgetKb: HOME_JS_BUDGET_KB },
      { label: 'explore', path: '/explore', targets: PUBLIC_PAGE_TARGETS },
      { label: 'explore pt', path: '/pt/explore', targets: PUBLIC_PAGE_TARGETS },
      { label: 'guide profile', path: guidePath, targets: PUBLIC_PAGE_TARGETS },
      { label: 'guide profile pt', path: `/pt${guidePath}`, targets: PUBLIC_PAGE_TARGETS },
      { label: 'my bookings', path: '/bookings', ...signedIn('seeker') },
      { label: 'my bookings pt', path: '/pt/bookings', ...signedIn('seeker') },
      { label: 'guide dashboard', path: '/practitioner-dashboard', ...signedIn('guide') },
      { label: 'guide dashboard pt', path: '/pt/practitioner-dashboard', ...signedIn('guide') },
      { label: 'admin', path: '/admin', ...signedIn('admin') },
      { label: 'admin pt', path: '/pt/admin', ...signedIn('admin') },
    ];
    const cookies = new Map<DemoRole, string>();
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
      cookies.set(role, await signInCookie(server.baseUrl, role));
    }
    const cookieOf = (page: AuditedPage) => (page.role ? cookies.get(page.role) : undefined);
    // The first answers of a fresh process are slower (cold code, empty database caches).
    for (const page of pages) {
      const cookie = cookieOf(page);
      await fetch(`${server.baseUrl}${page.path}`, { headers: cookie ? { cookie } : {} }).then((r) =>
        r.arrayBuffer(),
      );
    }

    await mkdir(RESULTS_DIR, { recursive: true });
    const auditor = await launchAuditor();
    cleanups.add(auditor.close);
    console.log(`Lighthouse, mobile, ${RUNS_PER_PAGE} runs a page (${server.baseUrl}):`);
    const results: PageResult[] = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      const audited = await auditPage(auditor, server.baseUrl, page, cookieOf(page));
      results.push(audited.result);
      lighthouseVersion = audited.lighthouseVersion;
    }

    const machine = `Lighthouse ${lighthouseVersion}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;
    const markdown = reportMarkdown(results, { date: new Date().toISOString(), machine });
    await writeFile(REPORT_FILE, markdown);
    console.log(`\n${markdown}`);
    console.log(`Written to ${REPORT_FILE} in ${Math.round((Date.now() - started) / 1000)} s.`);
    return results.every((page) => missedTargets(page).length === 0);
  } finally {
    await cleanups.runAll();
  }
}

main().then(
  (passed) => {
    process.exitCode = passed ? 0 : 1;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
