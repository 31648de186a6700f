/**
 * After the run: what the database holds against what was acknowledged, what the mail capture
 * received against what the database says was owed, and every session's spots.
 */
import type pg from 'pg';
import { formatDate } from '../../src/contract/date-formats';
import type { LoopbackSmtpServer } from '../../src/server/testing/loopback-smtp';
import type { Recorded } from './http';
import type { Acknowledged } from './workload';

/** Cancellations that owe the seeker an email (a hold that lapsed or was left owes none). */
const EMAILED_CANCELLATIONS = [
  'seeker_cancelled',
  'guide_cancelled_session',
  'admin_cancelled_session',
  'payment_refunded',
];
const APPROVED_SUBJECT = 'Your Luz guide application is approved';

export interface LostWrites {
  total: number;
  /** One line per lost write, for the report. */
  details: string[];
  /** Uploads acknowledged whose image some process does not serve. */
  uploadsNotServedEverywhere: number;
}

export async function countLostWrites(
  sql: pg.Pool,
  ack: Acknowledged,
  processUrls: string[],
): Promise<LostWrites> {
  const details: string[] = [];
  const bookingIds = [...new Set([...ack.held, ...ack.paid, ...ack.cancelled, ...ack.abandoned])];
  const { rows } = await sql.query(
    `select id, status, payment_amount, amount_due, confirmed_at, cancelled_at, cancellation_reason
     from bookings where id = any($1::int[])`,
    [bookingIds],
  );
  const stored = new Map(rows.map((row) => [Number(row.id), row]));
  for (const id of ack.held)
    if (!stored.has(id)) details.push(`booking ${id}: held (201) but not in the database`);
  for (const id of ack.paid) {
    const row = stored.get(id);
    if (row && (row.confirmed_at === null || row.payment_amount !== row.amount_due)) {
      details.push(`booking ${id}: paid (200) but ${row.status}, ${row.payment_amount} of ${row.amount_due}`);
    }
  }
  for (const id of ack.cancelled) {
    const row = stored.get(id);
    if (row && row.cancellation_reason !== 'seeker_cancelled') {
      details.push(`booking ${id}: cancelled (200) but ${row.status}`);
    }
  }
  for (const id of ack.abandoned) {
    const row = stored.get(id);
    if (row && row.status !== 'cancelled')
      details.push(`booking ${id}: checkout left (200) but ${row.status}`);
  }

  const users = await sql.query('select email from users where email = any($1::text[])', [ack.registered]);
  const registered = new Set(users.rows.map((row) => String(row.email)));
  for (const email of ack.registered)
    if (!registered.has(email)) details.push(`sign-up ${email}: not in the database`);

  const applications = await sql.query(
    'select id, status from guide_applications where id = any($1::int[])',
    [ack.approvedApplications],
  );
  const approved = new Set(
    applications.rows.filter((row) => row.status === 'approved').map((row) => Number(row.id)),
  );
  for (const id of ack.approvedApplications) {
    if (!approved.has(id)) details.push(`application ${id}: approved (200) but not in the database`);
  }

  const activity = await sql.query('select id, is_active from users where id = any($1::int[])', [
    [...ack.activity.keys()],
  ]);
  for (const row of activity.rows) {
    const wanted = ack.activity.get(Number(row.id));
    if (row.is_active !== wanted)
      details.push(`user ${row.id}: last set ${wanted ? 'active' : 'inactive'}, is not`);
  }

  const titles = await sql.query('select id, title from sessions where id = any($1::int[])', [
    [...ack.titles.keys()],
  ]);
  for (const row of titles.rows) {
    const wanted = ack.titles.get(Number(row.id));
    if (row.title !== wanted)
      details.push(`session ${row.id}: renamed "${wanted}" (200), holds "${row.title}"`);
  }

  let uploadsNotServedEverywhere = 0;
  for (const url of ack.uploads) {
    const missingAt: string[] = [];
    for (const base of processUrls) {
      const response = await fetch(`${base}${url}`).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status !== 200) missingAt.push(new URL(base).port);
    }
    if (missingAt.length > 0) {
      uploadsNotServedEverywhere++;
      details.push(`upload ${url}: not served by the process on port ${missingAt.join(', ')}`);
    }
  }
  return { total: details.length, details, uploadsNotServedEverywhere };
}

export interface Oversold {
  /** Spots taken beyond capacity, over all sessions. */
  spots: number;
  /** Sessions whose remaining spots differ from capacity minus the places not cancelled. */
  inconsistent: number;
  details: string[];
}

export async function countOversold(sql: pg.Pool): Promise<Oversold> {
  const { rows } = await sql.query(
    `select s.id, s.capacity, s.remaining_spots,
            count(b.id) filter (where b.status <> 'cancelled')::int as taken
     from sessions s left join bookings b on b.session_id = s.id
     group by s.id`,
  );
  let spots = 0;
  let inconsistent = 0;
  const details: string[] = [];
  for (const row of rows) {
    if (row.taken > row.capacity) {
      spots += row.taken - row.capacity;
      details.push(`session ${row.id}: ${row.taken} places for ${row.capacity} spots`);
    }
    if (row.remaining_spots !== row.capacity - row.taken) {
      inconsistent++;
      details.push(
        `session ${row.id}: ${row.remaining_spots} spots left, ${row.capacity} - ${row.taken} expected`,
      );
    }
  }
  return { spots, inconsistent, details };
}

export interface EmailCount {
  expected: number;
  received: number;
  /** Owed by the database's rows but not received (by recipient and subject). */
  missing: number;
  /** Received more often than owed (by recipient and subject). */
  twice: number;
  /** Message-IDs that arrived more than once. */
  repeatedMessageIds: number;
  details: string[];
}

/**
 * The emails the run's bookings and approvals owe: one confirmation per booking that was ever
 * confirmed, one notice per cancellation that owes one (to the seeker, and to the guide when the seeker
 * cancelled a paid booking), one welcome per approved application.
 */
export async function countEmails(
  sql: pg.Pool,
  smtp: LoopbackSmtpServer,
  firstBookingId: number,
  ack: Acknowledged,
): Promise<EmailCount> {
  const owed = new Map<string, number>();
  const owe = (to: string, subject: string) => {
    const key = `${to.toLowerCase()}\n${subject}`;
    owed.set(key, (owed.get(key) ?? 0) + 1);
  };
  const { rows } = await sql.query(
    `select u.email, s.title, b.confirmed_at is not null as confirmed, b.cancellation_reason
     from bookings b join users u on u.id = b.student_id join sessions s on s.id = b.session_id
     where b.id >= $1`,
    [firstBookingId],
  );
  for (const row of rows) {
    if (row.confirmed) owe(row.email, `Booking confirmed: ${row.title}`);
    if (EMAILED_CANCELLATIONS.includes(row.cancellation_reason))
      owe(row.email, `Booking cancelled: ${row.title}`);
  }
  // The guide hears of each paid booking a seeker cancels, under the session's title and day.
  const guideNotices = await sql.query(
    `select g.email, s.title, s.starts_at from bookings b join sessions s on s.id = b.session_id
       join users g on g.id = s.practitioner_id
     where b.id >= $1 and b.cancellation_reason = 'seeker_cancelled' and b.confirmed_at is not null`,
    [firstBookingId],
  );
  for (const row of guideNotices.rows) {
    owe(row.email, `Booking cancelled: ${row.title}, ${formatDate(row.starts_at, 'short')}`);
  }
  const approvals = await sql.query(
    `select u.email from guide_applications a join users u on u.id = a.user_id where a.id = any($1::int[])`,
    [ack.approvedApplications],
  );
  for (const row of approvals.rows) owe(row.email, APPROVED_SUBJECT);

  const got = new Map<string, number>();
  const messageIds = new Map<string, number>();
  let received = 0;
  for (const email of smtp.received) {
    const subject = email.subject ?? '';
    if (!subject.startsWith('Booking ') && subject !== APPROVED_SUBJECT) continue;
    received++;
    for (const to of email.to ?? []) {
      const key = `${(to.address ?? '').toLowerCase()}\n${subject}`;
      got.set(key, (got.get(key) ?? 0) + 1);
    }
    if (email.messageId) messageIds.set(email.messageId, (messageIds.get(email.messageId) ?? 0) + 1);
  }
  let missing = 0;
  let twice = 0;
  const details: string[] = [];
  for (const key of new Set([...owed.keys(), ...got.keys()])) {
    const want = owed.get(key) ?? 0;
    const have = got.get(key) ?? 0;
    const label = key.replace('\n', ': ');
    if (have < want) {
      missing += want - have;
      details.push(`missing ${want - have}× to ${label}`);
    } else if (have > want) {
      twice += have - want;
      details.push(`${have - want}× too many to ${label}`);
    }
  }
  const repeatedMessageIds = [...messageIds.values()].filter((count) => count > 1).length;
  const expected = [...owed.values()].reduce((sum, count) => sum + count, 0);
  return { expected, received, missing, twice, repeatedMessageIds, details };
}

/** Waits until the emails owed have arrived, or until none has arrived for `quietMs`. */
export async function waitForEmails(
  count: () => Promise<EmailCount>,
  quietMs: number,
  maxMs: number,
): Promise<EmailCount> {
  const started = Date.now();
  let last = await count();
  let lastChange = Date.now();
  while (last.missing > 0 && Date.now() - lastChange < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await count();
    if (now.received !== last.received) lastChange = Date.now();
    last = now;
  }
  return last;
}

export interface ClientFailures {
  total: number;
  /** Failed requests that were in flight to a process when it was killed. */
  inFlightAtKill: number;
  /** Failed requests that were not: these should not happen. */
  otherwise: number;
  details: string[];
}

/**
 * A request failed at the client when it got no answer, a 5xx, or an answer its kind never gets.
 * Those in flight when a process was killed may fail; no others. In flight: started before the
 * process was seen gone and ended after the signal was sent.
 */
export function countClientFailures(
  requests: Recorded[],
  kills: { signalledAt: number; goneAt: number }[],
  /** The workload's start, from which the report counts times. */
  began: number,
): ClientFailures {
  const failed = requests.filter((r) => !r.expected);
  const inFlight = (r: Recorded) =>
    kills.some((kill) => r.startedAt <= kill.goneAt && r.endedAt >= kill.signalledAt);
  const details: string[] = [];
  let inFlightAtKill = 0;
  for (const r of failed) {
    const when = inFlight(r);
    if (when) inFlightAtKill++;
    details.push(
      `${when ? 'in flight at a kill' : 'NOT at a kill'}: ${r.kind} ${r.method} ${r.path} → ${r.status ?? `no answer (${r.error})`}` +
        ` (${r.process ?? 'no process named'}, ${Math.round(r.startedAt - began)}–${Math.round(r.endedAt - began)} ms after the workload began)`,
    );
  }
  return { total: failed.length, inFlightAtKill, otherwise: failed.length - inFlightAtKill, details };
}
