/**
 * `npm run soak:cluster` (which builds first): the large cluster soak. Prints the figures and exits
 * non-zero when a write was lost, a spot oversold, an email missing or sent twice, or a request failed
 * that was not in flight to the killed process.
 *
 * SOAK_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the PostgreSQL server; a
 * database of the run's own is created there and dropped. SOAK_SECONDS, SOAK_SEEKERS and
 * SOAK_CONCURRENCY change the size; SOAK_LOG_LEVEL the Luz processes' log level; their logs and the
 * haproxy and pgbouncer configurations are in the run's temporary folder, kept with SOAK_KEEP_FILES=on.
 */
import { formatReport, LARGE, runSoak } from './soak';

const size = {
  ...LARGE,
  durationMs: Number(process.env.SOAK_SECONDS ?? LARGE.durationMs / 1000) * 1000,
  seekers: Number(process.env.SOAK_SEEKERS ?? LARGE.seekers),
  concurrency: Number(process.env.SOAK_CONCURRENCY ?? LARGE.concurrency),
};

const report = await runSoak({
  size,
  serverUrl: process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  logLevel: process.env.SOAK_LOG_LEVEL ?? 'warn',
  keepFiles: process.env.SOAK_KEEP_FILES === 'on',
  pooler: process.env.SOAK_POOLER !== 'off',
  cleanUpOnSignals: true,
  say: (line) => console.log(`· ${line}`),
});
console.log(`\n${formatReport(report, 40)}`);

const failed =
  report.lost.total > 0 ||
  report.oversold.spots > 0 ||
  report.oversold.inconsistent > 0 ||
  report.emails.missing > 0 ||
  report.emails.twice > 0 ||
  report.failures.otherwise > 0;
process.exit(failed ? 1 : 0);
