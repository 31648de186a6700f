import type { FirstLoadBytes } from './first-load-bytes';
import type { CategoryId, FailingAudit } from './lighthouse-runs';

/** The scores a page must reach; null where a category has no target. */
export type ScoreTargets = Record<CategoryId, number | null>;

/** Public pages: what a visitor, a phone and a search engine see first. */
export const PUBLIC_PAGE_TARGETS: ScoreTargets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/**
 * Pages of a signed-in visitor. No SEO target: they are private, robots.txt keeps crawlers out of them on purpose,
 * and Lighthouse's SEO score counts that against them (its score is still shown).
 */
export const SIGNED_IN_PAGE_TARGETS: ScoreTargets = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: null,
};
/** kB of 1,000 bytes, as `vite build` prints them (docs/decisions/010). */
export const HOME_JS_BUDGET_KB = 120;

export interface PageResult {
  label: string;
  path: string;
  targets: ScoreTargets;
  scores: Record<CategoryId, number | null>;
  /** Performance score of every run, in the order they ran. */
  performanceRuns: (number | null)[];
  /** Lighthouse's measure of the machine's speed during the median run (lower is slower or busier). */
  benchmarkIndex: number;
  bytes: FirstLoadBytes;
  jsBudgetKb?: number;
  failingAudits: FailingAudit[];
}

const SHORT_NAMES: Record<CategoryId, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best practices',
  seo: 'SEO',
};

function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/** The targets a page misses, by short name; empty when it meets them all. */
export function missedTargets(page: PageResult): string[] {
  const missed: string[] = [];
  for (const [category, target] of Object.entries(page.targets) as [CategoryId, number | null][]) {
    const value = page.scores[category];
    if (target !== null && (value === null || value < target)) missed.push(SHORT_NAMES[category]);
  }
  if (page.jsBudgetKb !== undefined && page.bytes.jsGzip / 1000 > page.jsBudgetKb) missed.push('JS budget');
  return missed;
}

function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const render = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [render(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(render)].join(
    '\n',
  );
}

export function resultsTable(pages: PageResult[]): string {
  const header = ['page', 'perf', 'a11y', 'best practices', 'SEO', 'JS kB gz', 'CSS kB gz', 'result'];
  const rows = pages.map((page) => {
    const missed = missedTargets(page);
    const js = `${kb(page.bytes.jsGzip)} (${page.bytes.jsFiles})`;
    return [
      `${page.label} \`${page.path}\``,
      ...(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((c) =>
        String(page.scores[c] ?? '-'),
      ),
      page.jsBudgetKb === undefined ? js : `${js} ≤ ${page.jsBudgetKb}`,
      `${kb(page.bytes.cssGzip)} (${page.bytes.cssFiles})`,
      missed.length === 0 ? 'PASS' : `FAIL (${missed.join(', ')})`,
    ];
  });
  const targets = [
    `Targets: public pages ${describeTargets(PUBLIC_PAGE_TARGETS)}, `,
    `≤ ${HOME_JS_BUDGET_KB} kB gzipped JavaScript on the first load of \`/\`; `,
    `signed-in pages (signed in as the README's demo accounts) ${describeTargets(SIGNED_IN_PAGE_TARGETS)}. `,
    'Scores are those of the median of 3 Lighthouse runs per page (by performance score); ',
    'kB gz are the gzipped bodies of the scripts and stylesheets that run requested (file count in brackets).',
  ].join('');
  return `${renderTable(header, rows)}\n\n${targets}`;
}

function describeTargets(targets: ScoreTargets): string {
  const parts = (Object.entries(targets) as [CategoryId, number | null][]).map(([category, target]) =>
    target === null
      ? `no ${SHORT_NAMES[category]} target`
      : `${SHORT_NAMES[category]} ${target === 100 ? '100' : `≥ ${target}`}`,
  );
  return parts.join(', ');
}

export function failingAuditList(pages: PageResult[]): string {
  const sections = pages.map((page) => {
    const runs =
      `performance of the runs: ${page.performanceRuns.map((s) => s ?? '-').join(', ')}; ` +
      `CPU benchmark index of the median run: ${Math.round(page.benchmarkIndex)}`;
    if (page.failingAudits.length === 0) return `**${page.label}** (${runs}): no failing audit.`;
    const lines = page.failingAudits.map(
      (audit) =>
        `- \`${audit.id}\` (${SHORT_NAMES[audit.category]}, ${audit.result}): ${audit.title}` +
        (audit.displayValue ? ` — ${audit.displayValue}` : ''),
    );
    return [`**${page.label}** (${runs}):`, '', ...lines].join('\n');
  });
  return sections.join('\n\n');
}

export function reportMarkdown(pages: PageResult[], context: { date: string; machine: string }): string {
  return [
    '# Web audit (`npm run audit:web`)',
    '',
    `${context.date} — ${context.machine}`,
    '',
    resultsTable(pages),
    '',
    '## Failing audits (median run)',
    '',
    failingAuditList(pages),
    '',
  ].join('\n');
}
