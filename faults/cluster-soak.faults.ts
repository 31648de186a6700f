import { describe, expect, it } from 'vitest';
import { formatReport, runSoak, SMALL } from '../scripts/soak-cluster/soak';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/*
 * The small cluster soak (`npm run soak:cluster` is the large one): three built Luz processes behind
 * haproxy, through pgbouncer in transaction mode, to one PostgreSQL database of its own, under mixed
 * traffic, one process SIGKILLed and restarted twice. Needs haproxy and pgbouncer (.ci/run installs
 * them). The workload lasts 20 s; the run lasts longer by the cluster's start and the two restarts,
 * which on a busy shared machine take minutes rather than seconds: hence the long timeout.
 */
describe('three processes behind a balancer and a pooler, one killed twice', () => {
  it('loses no acknowledged write, oversells no spot, sends every email once', async () => {
    // SOAK_POOLER=off: straight to PostgreSQL, only to tell a pooler problem from another.
    const report = await runSoak({
      size: SMALL,
      serverUrl: SERVER_URL,
      pooler: process.env.SOAK_POOLER !== 'off',
    });
    console.log(formatReport(report));

    expect(report.kills).toHaveLength(2);
    expect(report.writes.payments).toBeGreaterThan(0);
    expect(report.writes.renames).toBeGreaterThan(0);
    // Only requests in flight to the process when it was killed may go unanswered.
    expect(report.failures.details.filter((line) => !line.startsWith('in flight'))).toEqual([]);
    expect(report.lost.details).toEqual([]);
    expect(report.oversold.details).toEqual([]);
    expect({
      missing: report.emails.missing,
      twice: report.emails.twice,
      details: report.emails.details,
    }).toEqual({
      missing: 0,
      twice: 0,
      details: [],
    });
    expect(report.emails.repeatedMessageIds).toBe(0);
  }, 600_000);
});
