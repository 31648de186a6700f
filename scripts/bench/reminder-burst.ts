/**
 * Reminders of many bookings due in the same minute: the sweep queues them, the app's workers send
 * them to a loopback SMTP server, and the capture counts each one. Prints how long until every
 * reminder arrived and whether any arrived twice (the target: 10,000 within 2 minutes, each once).
 *
 *   npx tsx scripts/bench/reminder-burst.ts [count] [--compare]
 *
 * With `--compare`, the same burst first with a new SMTP connection per message (the transport as it
 * was before connections were pooled), then pooled, in the same run.
 */
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openEmbeddedDatabase } from '../../src/server/db/connection';
import { migrateEmbedded } from '../../src/server/db/migrate';
import { bookings, sessions, users } from '../../src/server/db/schema';
import { createSmtpMailer } from '../../src/server/features/mail/smtp-mailer';
import { createLocalPaymentProvider } from '../../src/server/features/payments/local-provider';
import { DatabaseImageStorage } from '../../src/server/features/uploads/image-storage';
import { LoopbackSmtpServer } from '../../src/server/testing/loopback-smtp';

export interface ReminderBurstResult {
  count: number;
  /** Milliseconds from the sweep until the capture held every reminder. */
  allSentMs: number;
  received: number;
  distinct: number;
  /** Milliseconds the sweep took to queue them all. */
  sweepMs: number;
}

export interface ReminderBurstOptions {
  /** Off: a new SMTP connection per message. */
  pool?: boolean;
}

const PER_SESSION = 100;

export async function reminderBurst(
  count: number,
  options: ReminderBurstOptions = {},
): Promise<ReminderBurstResult> {
  const smtp = new LoopbackSmtpServer();
  const smtpUrl = await smtp.start();
  const database = await openEmbeddedDatabase();
  await migrateEmbedded(database.client);
  const db = database.db;
  const now = Date.now();
  const startsAt = new Date(now + 24 * 3600_000 - 30_000);
  const confirmedAt = new Date(now - 48 * 3600_000);
  const [guide] = await db
    .insert(users)
    .values({
      username: 'bench_guide',
      email: 'guide@bench.test',
      passwordHash: 'x',
      role: 'practitioner',
      isApproved: true,
    })
    .returning();
  for (let first = 0; first < count; first += PER_SESSION) {
    const size = Math.min(PER_SESSION, count - first);
    const [session] = await db
      .insert(sessions)
      .values({
        guideId: guide!.id,
        title: `Sound bath ${first / PER_SESSION + 1}`,
        description: 'Gongs and bowls.',
        location: 'Rua da Graça 1, Lisbon',
        modality: 'Sound Healing',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        price: 3000,
        capacity: size,
        remainingSpots: 0,
      })
      .returning();
    const seekers = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          username: `bench_seeker_${first + i}`,
          email: `seeker${first + i}@bench.test`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    await db.insert(bookings).values(
      seekers.map((s) => ({
        sessionId: session!.id,
        seekerId: s.id,
        status: 'confirmed' as const,
        paymentAmount: 3000,
        confirmedAt,
      })),
    );
  }
  const mailer = createSmtpMailer(smtpUrl, 'Luz <hello@luz.test>', { pool: options.pool });
  const app = await buildApp({
    db,
    mailer,
    clock: systemClock,
    publicUrl: 'http://localhost:3000',
    imageStorage: new DatabaseImageStorage(db, systemClock),
    logger: pino({ level: 'silent' }),
    payments: createLocalPaymentProvider(),
    jobDatabase: database.jobs,
    jobSchedule: false,
    jobPollingIntervalSeconds: 0.5,
  });
  await app.ready();
  const started = performance.now();
  // What the scheduled sweep does in the minute they come due.
  await app.maintenance.sweep();
  const sweepMs = performance.now() - started;
  const reminders = () => smtp.received.filter((m) => m.subject?.startsWith('Reminder:'));
  const deadline = started + 10 * 60_000;
  while (reminders().length < count && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  const allSentMs = performance.now() - started;
  // A moment more, to see any reminder sent twice.
  await new Promise((r) => setTimeout(r, 2000));
  const got = reminders();
  await app.close();
  await mailer.close?.();
  await database.close();
  await smtp.stop();
  return {
    count,
    allSentMs,
    sweepMs,
    received: got.length,
    distinct: new Set(got.map((m) => m.messageId)).size,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv.find((a, i) => i > 1 && /^\d+$/.test(a)) ?? 10_000);
  const variants = process.argv.includes('--compare')
    ? [
        { name: 'a connection per message', pool: false },
        { name: 'pooled connections', pool: true },
      ]
    : [{ name: 'a connection per message', pool: false }];
  for (const variant of variants) {
    const result = await reminderBurst(count, { pool: variant.pool });
    console.log(
      `${variant.name}: ${result.count} reminders due in one minute, queued in ${(result.sweepMs / 1000).toFixed(1)} s, all sent in ${(result.allSentMs / 1000).toFixed(1)} s, received ${result.received}, distinct ${result.distinct}`,
    );
  }
}
