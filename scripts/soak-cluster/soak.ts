/**
 * One cluster soak: start the cluster, prepare the cast, run the workload for a while with one
 * process SIGKILLed and restarted twice, then count. Used by `npm run soak:cluster` (large) and by
 * faults/cluster-soak.faults.ts (small, in `npm test`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Teardown } from '../bench/teardown';
import { type Cluster, startCluster } from './cluster';
import {
  type ClientFailures,
  countClientFailures,
  countEmails,
  countLostWrites,
  countOversold,
  type EmailCount,
  type LostWrites,
  type Oversold,
  waitForEmails,
} from './counting';
import { SoakClient } from './http';
import {
  emptyAcknowledged,
  type Propagation,
  prepareCast,
  runRenames,
  runWorkers,
  type WorkloadSize,
} from './workload';

/** Longer than a job's expiry plus a supervision round and a retry's delay. */
const EMAIL_WAIT_MS = 150_000;

export const SMALL: WorkloadSize = {
  seekers: 16,
  guides: 3,
  sessionsPerGuide: 3,
  capacity: 3,
  concurrency: 4,
  durationMs: 20_000,
};

export const LARGE: WorkloadSize = {
  seekers: 160,
  guides: 8,
  sessionsPerGuide: 6,
  capacity: 4,
  concurrency: 24,
  durationMs: 240_000,
};

/** How long a killed process stays down before it is started again. */
const DOWN_MS = 2000;
/** When the process is killed, as shares of the workload's time. */
const KILL_AT = [0.3, 0.65];

export interface SoakReport {
  size: WorkloadSize;
  pooler: boolean;
  healthPath: string;
  requests: number;
  requestsByKind: Record<string, number>;
  failures: ClientFailures;
  lost: LostWrites;
  emails: EmailCount;
  oversold: Oversold;
  propagation: Propagation & { maxMs: number; medianMs: number };
  /** Acknowledged writes by kind, to show the run did something. */
  writes: Record<string, number>;
  /** Each kill: which process, when (ms after the workload began), how long until it answered again. */
  kills: { process: string; atMs: number; backAfterMs: number }[];
  runMs: number;
}

export interface SoakOptions {
  size: WorkloadSize;
  /** The PostgreSQL server; the soak creates and drops its own database there. */
  serverUrl: string;
  logLevel?: string;
  keepFiles?: boolean;
  /** False (SOAK_POOLER=off): straight to PostgreSQL, to tell a pooler problem from another. */
  pooler?: boolean;
  /** Ctrl-C or SIGTERM undo what the run started, then exit (the command line's run). */
  cleanUpOnSignals?: boolean;
  /** Progress lines. */
  say?: (line: string) => void;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const teardown = new Teardown();
  if (options.cleanUpOnSignals) teardown.exitOnSignals();
  try {
    return await soak(teardown, options);
  } finally {
    await teardown.run();
  }
}

async function soak(
  teardown: Teardown,
  { size, serverUrl, logLevel, keepFiles, pooler = true, say = () => {} }: SoakOptions,
): Promise<SoakReport> {
  say(
    `starting a PostgreSQL database, ${pooler ? 'pgbouncer, ' : ''}three Luz processes, haproxy, SMTP capture…`,
  );
  const cluster: Cluster = await startCluster(teardown, {
    serverUrl,
    logLevel: logLevel ?? 'warn',
    keepFiles,
    pooler,
  });
  say(`cluster up at ${cluster.url} (health check GET ${cluster.healthPath}); files in ${cluster.folder}`);
  const client = new SoakClient(cluster.url);
  const ack = emptyAcknowledged();
  const cast = await prepareCast(client, size, ack);
  const firstBookingId = Number(
    (await cluster.sql.query('select coalesce(max(id), 0) + 1 as next from bookings')).rows[0].next,
  );
  say(
    `cast ready: ${cast.seekers.length} seekers, ${cast.guides.length} guides, ${cast.sessions.length} sessions`,
  );

  const began = client.now();
  const victim = cluster.processes[1]!;
  const kills: SoakReport['kills'] = [];
  const gone: { signalledAt: number; goneAt: number }[] = [];
  const propagation: Propagation = { delaysMs: [], neverShown: 0 };
  // The workload goes on until its time is up and the killed process is back after its second kill.
  const run = { until: began + size.durationMs, killsOver: false };
  const killer = (async () => {
    try {
      for (const share of KILL_AT) {
        await sleep(Math.max(0, began + size.durationMs * share - client.now()));
        const killedAt = client.now();
        await victim.kill();
        gone.push({ signalledAt: killedAt, goneAt: client.now() });
        say(`SIGKILL ${victim.name} at ${Math.round(killedAt - began)} ms`);
        await sleep(DOWN_MS);
        await victim.start();
        kills.push({ process: victim.name, atMs: killedAt - began, backAfterMs: client.now() - killedAt });
        say(`${victim.name} answers again ${Math.round(client.now() - killedAt)} ms after the kill`);
      }
    } finally {
      run.killsOver = true;
    }
  })();
  const going = () => client.now() < run.until || !run.killsOver;
  await Promise.all([
    runWorkers(client, cast, ack, size.concurrency, going),
    runRenames(client, cast, ack, cluster.processes, going, propagation),
    killer,
  ]);
  const runMs = client.now() - began;
  say(`workload over after ${Math.round(runMs)} ms; counting…`);

  const failures = countClientFailures(client.requests, gone, began);
  const lost = await countLostWrites(
    cluster.sql,
    ack,
    cluster.processes.map((luz) => luz.url),
  );
  const oversold = await countOversold(cluster.sql);
  const emails = await waitForEmails(
    () => countEmails(cluster.sql, cluster.smtp, firstBookingId, ack),
    // A job the killed process held is taken again once it expires (decision 040): wait that long.
    EMAIL_WAIT_MS,
    EMAIL_WAIT_MS,
  );

  const requestsByKind: Record<string, number> = {};
  for (const r of client.requests) requestsByKind[r.kind] = (requestsByKind[r.kind] ?? 0) + 1;
  const sorted = [...propagation.delaysMs].sort((a, b) => a - b);
  return {
    size,
    pooler: cluster.pooler,
    healthPath: cluster.healthPath,
    requests: client.requests.length,
    requestsByKind,
    failures,
    lost,
    emails,
    oversold,
    propagation: {
      ...propagation,
      maxMs: sorted.at(-1) ?? Number.NaN,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    },
    writes: {
      'sign-ups': ack.registered.length,
      holds: ack.held.length,
      payments: ack.paid.length,
      cancellations: ack.cancelled.length,
      'checkouts left': ack.abandoned.length,
      uploads: ack.uploads.length,
      'applications approved': ack.approvedApplications.length,
      'users (de)activated': ack.activity.size,
      renames: propagation.delaysMs.length + propagation.neverShown,
    },
    kills,
    runMs,
  };
}

/** The report as the soak prints it. */
export function formatReport(report: SoakReport, detailLines = 20): string {
  const { failures, lost, emails, oversold, propagation } = report;
  const lines = [
    `Cluster soak: 3 Luz processes behind haproxy, ${report.pooler ? 'through pgbouncer (transaction pooling) to' : 'straight to (SOAK_POOLER=off)'} one PostgreSQL`,
    `  workload ${Math.round(report.runMs / 1000)} s, ${report.size.concurrency} at a time, ${report.size.seekers} seekers, ${report.size.guides} guides; health check GET ${report.healthPath}`,
    `  kills: ${report.kills.map((k) => `${k.process} at ${Math.round(k.atMs / 1000)} s (answering again after ${Math.round(k.backAfterMs)} ms)`).join('; ')}`,
    '',
    `requests made:                         ${report.requests}`,
    `  by kind:                             ${Object.entries(report.requestsByKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
    `  writes acknowledged:                 ${Object.entries(report.writes)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
    `requests failed at the client:         ${failures.total} (${failures.inFlightAtKill} in flight at a kill, ${failures.otherwise} otherwise)`,
    `acknowledged writes lost:              ${lost.total} (uploads not served by every process: ${lost.uploadsNotServedEverywhere})`,
    `emails missing:                        ${emails.missing} (owed ${emails.expected}, received ${emails.received})`,
    `emails sent twice:                     ${emails.twice} (Message-IDs received twice: ${emails.repeatedMessageIds})`,
    `oversold spots:                        ${oversold.spots} (sessions with inconsistent remaining spots: ${oversold.inconsistent})`,
    `longest change-to-other-process delay: ${Math.round(propagation.maxMs)} ms (median ${Math.round(propagation.medianMs)} ms over ${propagation.delaysMs.length} renames; never shown within 10 s: ${propagation.neverShown})`,
  ];
  const detail = (title: string, items: string[]) => {
    if (items.length === 0) return;
    lines.push('', `${title}:`);
    for (const item of items.slice(0, detailLines)) lines.push(`  ${item}`);
    if (items.length > detailLines) lines.push(`  … and ${items.length - detailLines} more`);
  };
  detail('client failures', failures.details);
  detail('lost writes', lost.details);
  detail('emails', emails.details);
  detail('spots', oversold.details);
  return lines.join('\n');
}
