/**
 * The bench's one table, as Markdown (printed, and written to bench-results/latest.md to paste into
 * PERFORMANCE.md), with each figure's target and the list of targets missed.
 */
import { availableParallelism, cpus, totalmem } from 'node:os';
import type { BenchCounts } from './generate-data';
import type { LoadResult } from './load';
import type { FloorResult } from './sql-floor';

export const TARGETS = {
  exploreP99Ms: 40,
  otherP99Ms: 60,
  /** Reading a conversation, opened as often as a page; sending a message is held to `otherP99Ms`. */
  conversationReadP99Ms: 40,
  maxFloorRatio: 1.5,
  rssMb: 300,
  restartMs: 2000,
};

export interface EndpointFigures {
  name: string;
  load: LoadResult;
  /** The endpoint's own SQL replayed through `pg`; null for baselines and PGlite. */
  floor: FloorResult | null;
  /** null: a baseline, measured for comparison only. */
  p99TargetMs: number | null;
}

export interface LoadSection {
  title: string;
  rows: EndpointFigures[];
  /** Informational sections (PGlite) are shown without pass or fail. */
  targets: boolean;
}

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  postgres: string;
}

export interface BenchReport {
  date: Date;
  machine: Machine;
  scale: number;
  counts: BenchCounts;
  sections: LoadSection[];
  server: { peakRssMb: number; restartMs: number; firstStartMs: number };
  notes: string[];
  phases: { name: string; seconds: number }[];
}

export function describeMachine(postgresVersion: string): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: availableParallelism(),
    ramGb: totalmem() / 1024 ** 3,
    node: process.version,
    postgres: postgresVersion,
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const thousands = (n: number) => n.toLocaleString('en-US');

/** The targets an endpoint row misses, worded for the summary. */
function rowFailures(row: EndpointFigures): string[] {
  const { load, floor, p99TargetMs } = row;
  if (p99TargetMs === null) return [];
  const failures: string[] = [];
  if (load.total === 0) failures.push('no response within the run');
  else if (load.p99 > p99TargetMs) failures.push(`p99 ${fmt(load.p99)} ms > ${p99TargetMs} ms`);
  if (floor && load.p50 / floor.p50 > TARGETS.maxFloorRatio) {
    failures.push(`p50 ${fmt(load.p50 / floor.p50, 2)}x its SQL > ${TARGETS.maxFloorRatio}x`);
  }
  if (load.errors > 0) failures.push(`${load.errors} errors`);
  if (load.non2xx > 0) failures.push(`${load.non2xx} non-2xx`);
  return failures;
}

/** Every target missed, as "what: why"; empty when all pass. */
export function missedTargets(report: BenchReport): string[] {
  const missed: string[] = [];
  for (const section of report.sections.filter((s) => s.targets)) {
    for (const row of section.rows) {
      for (const failure of rowFailures(row)) missed.push(`${row.name}: ${failure}`);
    }
  }
  const { peakRssMb, restartMs } = report.server;
  if (!(peakRssMb <= TARGETS.rssMb)) missed.push(`server RSS: ${fmt(peakRssMb, 0)} MB > ${TARGETS.rssMb} MB`);
  if (!(restartMs <= TARGETS.restartMs)) {
    missed.push(`restart: ${fmt(restartMs / 1000, 2)} s > ${TARGETS.restartMs / 1000} s`);
  }
  return missed;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function loadTable(section: LoadSection): string {
  if (!section.targets) {
    return table(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
      section.rows.map(({ name, load }) => [
        name,
        fmt(load.requestsPerSecond, 0),
        fmt(load.p50),
        fmt(load.p99),
        String(load.errors),
        String(load.non2xx),
      ]),
    );
  }
  return table(
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'p99 target',
      'errors',
      'non-2xx',
      'SQL p50 ms',
      'p50/SQL',
      'result',
    ],
    section.rows.map((row) => {
      const { name, load, floor, p99TargetMs } = row;
      const failures = rowFailures(row);
      return [
        name,
        fmt(load.requestsPerSecond, 0),
        load.total === 0 ? '-' : fmt(load.p50),
        load.total === 0 ? '-' : fmt(load.p99),
        p99TargetMs === null ? '' : `<= ${p99TargetMs}`,
        String(load.errors),
        String(load.non2xx),
        floor ? `${fmt(floor.p50)}${floor.cutShort > 0 ? '*' : ''}` : '',
        floor && load.total > 0 ? `${fmt(load.p50 / floor.p50, 2)}x` : '',
        p99TargetMs === null ? 'baseline' : failures.length === 0 ? 'PASS' : 'FAIL',
      ];
    }),
  );
}

function serverTable(report: BenchReport): string {
  const { peakRssMb, restartMs, firstStartMs } = report.server;
  return table(
    ['server', 'figure', 'target', 'result'],
    [
      [
        'peak RSS under load (PostgreSQL)',
        `${fmt(peakRssMb, 0)} MB`,
        `<= ${TARGETS.rssMb} MB`,
        verdict(peakRssMb <= TARGETS.rssMb),
      ],
      [
        'restart on its data dir, to first answer (PGlite)',
        `${fmt(restartMs / 1000, 2)} s`,
        `<= ${TARGETS.restartMs / 1000} s`,
        verdict(restartMs <= TARGETS.restartMs),
      ],
      [
        'first-ever start: new database, migrations, demo data',
        `${fmt(firstStartMs / 1000, 2)} s`,
        '',
        'info',
      ],
    ],
  );
}

export function renderReport(report: BenchReport): string {
  const { machine, counts } = report;
  const missed = missedTargets(report);
  const total = report.phases.reduce((sum, p) => sum + p.seconds, 0);
  return [
    `## npm run bench, ${report.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${fmt(machine.ramGb, 0)} GB RAM; Node ${machine.node}; ` +
      `PostgreSQL ${machine.postgres}.`,
    `Data (BENCH_SCALE=${report.scale}): ${thousands(counts.guides)} guides, ${thousands(counts.seekers)} seekers, ` +
      `${thousands(counts.sessions)} sessions, ${thousands(counts.bookings)} bookings, ${thousands(counts.reviews)} reviews, ` +
      `${thousands(counts.messages)} messages in ${thousands(counts.conversations)} conversations.`,
    '',
    ...report.sections.flatMap((section) => [`### ${section.title}`, '', loadTable(section), '']),
    serverTable(report),
    '',
    ...report.notes.map((note) => `- ${note}`),
    '',
    `Phases: ${report.phases.map((p) => `${p.name} ${fmt(p.seconds, 0)} s`).join(', ')}; total ${fmt(total, 0)} s.`,
    '',
    missed.length === 0
      ? 'Result: every target passes.'
      : `Result: ${missed.length} target(s) missed:\n${missed.map((m) => `- ${m}`).join('\n')}`,
    '',
  ].join('\n');
}
