import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type LuzApp } from '../app';
import { queryRows } from '../db/raw-query';
import type { Mailer, MailMessage } from '../features/mail/mailer';
import { createSmtpMailer } from '../features/mail/smtp-mailer';
import { createLocalPaymentProvider } from '../features/payments/local-provider';
import { bookedSession } from '../testing/booking-fixtures';
import { LoopbackSmtpServer } from '../testing/loopback-smtp';
import { PUBLIC_URL, TEST_JOB_RETRY, type TestClient, TestWorld } from '../testing/test-app';
import { JOB_SCHEMA, type JobKind } from './job-queue';

/** A mail server that refuses every message while `down`, and remembers the Message-ID of every attempt. */
class FlakyMailer implements Mailer {
  down = false;
  readonly attempts: MailMessage[] = [];
  forward?: Mailer;

  async send(message: MailMessage): Promise<void> {
    this.attempts.push(message);
    if (this.down) throw new Error('mail server down');
    await this.forward!.send(message);
  }
}

const smtp = new LoopbackSmtpServer();
const mailer = new FlakyMailer();
let world: TestWorld;
let admin: TestClient;
const otherApps: LuzApp[] = [];

beforeAll(async () => {
  mailer.forward = createSmtpMailer(await smtp.start(), 'Luz <hello@luz.test>');
  world = await TestWorld.start({ mailer });
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterEach(async () => {
  world.runJobsAfterRequests = true;
  mailer.down = false;
  for (const app of otherApps.splice(0)) await app.close();
});
afterAll(async () => {
  await world.close();
  await smtp.stop();
});

async function jobsAbout(kind: JobKind, bookingId: number): Promise<{ state: string }[]> {
  return queryRows<{ state: string }>(
    world.db,
    sql`select state::text as state from ${sql.raw(`${JOB_SCHEMA}.job`)}
        where name = ${kind} and data->>'bookingId' = ${String(bookingId)}`,
  );
}

/** Another process on the same database, its workers on: it takes jobs by itself. */
async function anotherProcess(): Promise<LuzApp> {
  const app = await buildApp({
    db: world.db,
    mailer,
    clock: world.clock,
    publicUrl: PUBLIC_URL,
    imageStorage: world.imageStorage,
    logger: pino({ level: 'silent' }),
    payments: createLocalPaymentProvider(),
    jobDatabase: world.database.jobs,
    jobWorkers: true,
    jobRetry: TEST_JOB_RETRY,
    jobSchedule: false,
    jobPollingIntervalSeconds: 0.5,
  });
  otherApps.push(app);
  return app;
}

describe('the confirmation email', () => {
  it('is a job written in the transaction that confirms the booking: rolled back, there is none', async () => {
    world.runJobsAfterRequests = false;
    const { bookingId, session } = await bookedSession(world, { paid: false });
    const confirm = (tx: Parameters<Parameters<typeof world.db.transaction>[0]>[0]) =>
      world.app.checkout.confirmPayment(
        { bookingId, amountPaid: session.price, paymentIntentId: null, card: null, requireLiveHold: false },
        tx,
      );

    await expect(
      world.db.transaction(async (tx) => {
        expect(await confirm(tx)).toBe('confirmed');
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('the payment could not be recorded');
    expect(await jobsAbout('booking-confirmation-email', bookingId)).toEqual([]);
    expect(await jobsAbout('guide-booking-email', bookingId)).toEqual([]);

    const queuedBefore = (await world.app.jobs.stats()).queued;
    await world.db.transaction(confirm);
    expect(await jobsAbout('booking-confirmation-email', bookingId)).toEqual([{ state: 'created' }]);
    expect(await jobsAbout('guide-booking-email', bookingId)).toEqual([{ state: 'created' }]);
    // The seeker's confirmation and the guide's notice of the booking.
    expect((await world.app.jobs.stats()).queued).toBe(queuedBefore + 2);
  });

  it('is sent by another process when the one that confirmed the booking never ran it', async () => {
    world.runJobsAfterRequests = false;
    const { bookingId, seeker } = await bookedSession(world);
    expect(await jobsAbout('booking-confirmation-email', bookingId)).toEqual([{ state: 'created' }]);

    // The app that took the payment stands for a process stopped at once: it never works a job.
    await anotherProcess();
    const received = await waitForMail(seeker.email, /Booking confirmed/);
    expect(received.messageId).toBe(`<booking-confirmation.booking-${bookingId}@luz>`);
    await vi.waitFor(async () =>
      expect(await jobsAbout('booking-confirmation-email', bookingId)).toEqual([{ state: 'completed' }]),
    );
  });

  it('is sent once when two processes work the same queue', async () => {
    world.runJobsAfterRequests = false;
    const booked = [];
    for (let i = 0; i < 4; i++) booked.push(await bookedSession(world));
    await Promise.all([anotherProcess(), anotherProcess()]);
    for (const { seeker } of booked) await waitForMail(seeker.email, /Booking confirmed/);
    // Long enough for a second send to arrive, had one been made.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const { seeker } of booked) expect(smtp.messagesTo(seeker.email)).toHaveLength(1);
  });
});

describe('a job that keeps failing', () => {
  it('is retried, then shown to admins as failed; their retry sends it once, under the same Message-ID', async () => {
    mailer.down = true;
    const { bookingId, seeker } = await bookedSession(world);
    const failed = await admin.get('/api/admin/jobs?state=failed');
    expect(failed.status).toBe(200);
    const job = failed.body.items.find(
      (item: { kind: string; summary: string }) =>
        item.kind === 'booking-confirmation-email' && item.summary.includes(`booking ${bookingId}`),
    );
    expect(job).toMatchObject({
      state: 'failed',
      attempts: TEST_JOB_RETRY.retryLimit + 1,
      lastError: 'mail server down',
      summary: `Booking confirmation email for booking ${bookingId}, to ${seeker.email}`,
    });
    expect(smtp.messagesTo(seeker.email)).toHaveLength(0);
    expect((await world.app.jobs.stats()).failed).toBeGreaterThanOrEqual(1);

    mailer.down = false;
    const retried = await admin.post(`/api/admin/jobs/${job.id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await waitForMail(seeker.email, /Booking confirmed/);
    expect(smtp.messagesTo(seeker.email)).toHaveLength(1);

    const sends = mailer.attempts.filter((m) => m.to === seeker.email);
    expect(sends).toHaveLength(TEST_JOB_RETRY.retryLimit + 2);
    expect(new Set(sends.map((m) => m.messageId))).toEqual(
      new Set([`<booking-confirmation.booking-${bookingId}@luz>`]),
    );

    // Done now: not failed, so not retried again.
    expect((await admin.post(`/api/admin/jobs/${job.id}/retry`)).status).toBe(409);
    const audit = await admin.get('/api/admin/audit-log?targetType=job');
    expect(audit.body.items[0]).toMatchObject({ action: 'job.retry', targetType: 'job' });
  });
});

describe('GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry', () => {
  const unknownJob = '00000000-0000-4000-8000-000000000000';

  it('are for admins only', async () => {
    const { client: seeker } = await world.signedIn();
    const { client: guide } = await world.signedIn({ role: 'practitioner', isApproved: true });
    for (const [method, url] of [
      ['GET', '/api/admin/jobs'],
      ['POST', `/api/admin/jobs/${unknownJob}/retry`],
    ] as const) {
      expect((await world.client().request(method, url)).status).toBe(401);
      for (const client of [seeker, guide]) {
        const res = await client.request(method, url);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          error: 'You need to be an admin to do this',
          code: 'FORBIDDEN',
          requestId: expect.any(String),
        });
      }
    }
  });

  it('refuse a state or a page that is not one with 400', async () => {
    for (const query of ['state=lost', 'state=', 'page=0', 'page=abc', 'pageSize=1000']) {
      const res = await admin.get(`/api/admin/jobs?${query}`);
      if (query === 'state=') {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await admin.get('/api/admin/jobs?state=lost')).body.error).toBe(
      'State must be failed, retry, active, created or completed',
    );
  });

  it('lists completed jobs by page, and answers 404 for a job that does not exist', async () => {
    const page = await admin.get('/api/admin/jobs?state=completed&pageSize=1&page=1');
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(1);
    expect(page.body).toMatchObject({ page: 1, pageSize: 1, total: expect.any(Number) });
    for (const id of [unknownJob, 'not-a-job', '1']) {
      const res = await admin.post(`/api/admin/jobs/${id}/retry`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Job not found', code: 'NOT_FOUND', requestId: expect.any(String) });
    }
  });
});

async function waitForMail(to: string, subject: RegExp) {
  return smtp.waitFor(to, subject, 15_000);
}
