import { eq, sql } from 'drizzle-orm';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { queryRows } from '../../db/raw-query';
import { profiles } from '../../db/schema';
import { JOB_SCHEMA } from '../../jobs/job-queue';
import {
  bookingRow,
  DECLINED_CARD,
  holdSpot,
  payHold,
  sessionRow,
  settle,
} from '../../testing/booking-fixtures';
import { approvedThroughApplication, publishSession } from '../../testing/guide-flow';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

/** Every link of an email's HTML part. */
/** The web links of the HTML part (the support address is a mailto: link and not one of them). */
function linksOf(email: Email): string[] {
  return [...(email.html ?? '').matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .filter((link) => !link.startsWith('mailto:'));
}

async function jobsNamed(kind: string, key: string, value: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.db,
    sql`select count(*)::int as n from ${sql.raw(`${JOB_SCHEMA}.job`)}
        where name = ${kind} and data->>${key} = ${String(value)}`,
  );
  return row!.n;
}

/** The guide's emails matching `subject`, after every job due has run. */
async function guideMail(email: string, subject: RegExp): Promise<Email[]> {
  await settle(world);
  return world.smtp.messagesTo(email).filter((m) => subject.test(m.subject ?? ''));
}

/** An approved guide's published session, and a seeker (with a name of their own) holding a spot on it. */
async function heldSpot(spec: { daysAhead?: number; notes?: string } = {}) {
  const guide = await approvedThroughApplication(world, admin);
  const sessionId = await publishSession(world, guide.client, { daysAhead: spec.daysAhead ?? 5 });
  const seeker = await world.signedIn({ name: 'Sofia Almeida' });
  const hold = await holdSpot(seeker.client, sessionId, spec.notes);
  return { guide, sessionId, seeker, hold };
}

describe('the guide hears of a new paid booking', () => {
  it('with the seeker’s name, the session, Lisbon time, the notes and a link to the dashboard', async () => {
    const { guide, seeker, hold } = await heldSpot({ notes: 'First time, a bit nervous about the gongs' });
    expect(await guideMail(guide.user.email, /New booking/)).toEqual([]);
    await payHold(seeker.client, hold);

    const [email, ...more] = await guideMail(guide.user.email, /New booking/);
    expect(more).toEqual([]);
    expect(email!.to?.map((a) => a.address)).toEqual([guide.user.email]);
    expect(email!.subject).toBe('New booking: Full moon sound bath');
    expect(email!.messageId).toBe(`<guide-booking.booking-${hold.bookingId}@luz>`);
    expect(email!.text).toContain('Hello Rita Sousa,');
    expect(email!.text).toContain('Sofia Almeida booked a place on Full moon sound bath, and paid.');
    expect(email!.text).toMatch(/When: .+, 19:00–20:30 \(Lisbon time\)/);
    expect(email!.text).toContain('Where: Rua da Graça 12, Lisbon');
    expect(email!.text).toContain('Booked: 1 of 6 places');
    expect(email!.text).toContain('Paid: €35');
    expect(email!.text).toContain("Sofia Almeida's notes: First time, a bit nervous about the gongs");
    // Nobody's email address goes to the other side of a booking.
    expect(email!.text).not.toContain(seeker.user.email);
    expect(email!.html).not.toContain(seeker.user.email);
    expect(linksOf(email!)).toEqual([
      `${PUBLIC_URL}/practitioner-dashboard`,
      `${PUBLIC_URL}/practitioner-dashboard`,
    ]);
    expect(email!.text).toContain(`Open my dashboard: ${PUBLIC_URL}/practitioner-dashboard`);
    // The seeker still gets their own confirmation.
    expect((await world.smtp.waitFor(seeker.user.email, /Booking confirmed/)).text).toContain('Paid: €35');
  });

  it('is one job, and a retry sends the same message under the same Message-ID', async () => {
    const { guide, seeker, hold } = await heldSpot();
    await payHold(seeker.client, hold);
    // A second payment of the same hold (a double click) confirms nothing and writes nothing.
    expect((await seeker.client.post(`/api/checkout/${hold.reference}/pay`, DECLINED_CARD)).status).toBe(200);
    expect(await jobsNamed('guide-booking-email', 'bookingId', hold.bookingId)).toBe(1);
    const [first] = await guideMail(guide.user.email, /New booking/);

    await world.app.bookings.guideEmails.sendBookingOf(hold.bookingId);
    const both = await guideMail(guide.user.email, /New booking/);
    expect(both).toHaveLength(2);
    expect(both.map((m) => m.messageId)).toEqual([first!.messageId, first!.messageId]);
    expect(both[1]!.text).toBe(first!.text);
  });

  it('is not sent for a declined card, a hold that runs out, or a hold the seeker leaves', async () => {
    const { guide, seeker, hold } = await heldSpot();
    const declined = await seeker.client.post(`/api/checkout/${hold.reference}/pay`, DECLINED_CARD);
    expect(declined.status).toBe(402);
    world.clock.advance(minutes(16));
    await world.app.bookings.maintenance.releaseExpiredHolds(world.clock.now());

    const other = await world.signedIn();
    const { sessionId } = await bookingRow(world, hold.bookingId);
    const left = await holdSpot(other.client, sessionId);
    expect((await other.client.post(`/api/checkout/${left.reference}/cancel`)).status).toBe(200);

    expect(await guideMail(guide.user.email, /booking|session/i)).toEqual([]);
    expect(await jobsNamed('guide-booking-email', 'bookingId', hold.bookingId)).toBe(0);
  });
});

describe('the guide hears of a private session booked in their availability', () => {
  it('once it is paid, with the hour and the seeker’s notes', async () => {
    const guide = await approvedThroughApplication(world, admin, 'Inês Carvalho');
    const day = lisbonDate(new Date(world.clock.now().getTime() + hours(24 * 9)));
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${day}T12:00:00Z`).getUTCDay()
    ]!;
    await world.db
      .update(profiles)
      .set({ availability: { [weekday]: ['morning'] } })
      .where(eq(profiles.userId, guide.user.id));
    const seeker = await world.signedIn({ name: 'Tomás Reis' });
    const res = await seeker.client.post('/api/create-checkout-session', {
      practitionerId: guide.user.id,
      sessionDate: day,
      sessionTime: '10:00',
      notes: 'Lower back tension',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reference = (res.body.checkoutUrl as string).split('/').pop()!;
    expect(await guideMail(guide.user.email, /Private session/)).toEqual([]);
    await payHold(seeker.client, {
      bookingId: res.body.bookingId,
      checkoutUrl: res.body.checkoutUrl,
      reference,
    });

    const [email, ...more] = await guideMail(guide.user.email, /Private session/);
    expect(more).toEqual([]);
    expect(email!.subject).toMatch(/^Private session booked: .+, 10:00$/);
    expect(email!.text).toContain('A private session was booked');
    expect(email!.text).toContain(
      'Tomás Reis booked a private one-to-one hour in your availability, and paid.',
    );
    expect(email!.text).toContain('When: ');
    expect(email!.text).toContain('10:00–11:00 (Lisbon time)');
    expect(email!.text).toContain('Paid: €65');
    expect(email!.text).toContain("Tomás Reis's notes: Lower back tension");
    expect(email!.text).not.toContain(seeker.user.email);
    expect(linksOf(email!)[0]).toBe(`${PUBLIC_URL}/practitioner-dashboard`);
  });
});

describe('the guide hears of a seeker’s cancellation', () => {
  it('with the full refund the seeker gets a day or more ahead', async () => {
    const { guide, seeker, hold } = await heldSpot({ daysAhead: 5 });
    await payHold(seeker.client, hold);
    const res = await seeker.client.post(`/api/bookings/${hold.bookingId}/cancel`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const [email, ...more] = await guideMail(guide.user.email, /Booking cancelled/);
    expect(more).toEqual([]);
    expect(email!.subject).toMatch(/^Booking cancelled: Full moon sound bath, /);
    expect(email!.messageId).toBe(`<guide-cancellation.booking-${hold.bookingId}@luz>`);
    expect(email!.text).toMatch(
      /Sofia Almeida cancelled their booking for Full moon sound bath on .+\(Lisbon time\)\./,
    );
    expect(email!.text).toContain('Sofia Almeida gets everything they paid back: €35.');
    expect(email!.text).toContain('The place is open for booking again: 6 of 6 places are free.');
    expect(email!.text).not.toContain(seeker.user.email);
    expect(linksOf(email!)[0]).toBe(`${PUBLIC_URL}/practitioner-dashboard`);
  });

  it('says so when the seeker cancels too late for a refund', async () => {
    const { guide, sessionId, seeker, hold } = await heldSpot({ daysAhead: 2 });
    await payHold(seeker.client, hold);
    const { startsAt } = await sessionRow(world, sessionId);
    world.clock.advanceTo(new Date(startsAt.getTime() - hours(20)));
    expect((await seeker.client.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);
    const [email] = await guideMail(guide.user.email, /Booking cancelled/);
    expect(email!.text).toContain(
      'Sofia Almeida cancelled less than 24 hours before the start, so nothing is refunded: the €35 paid stays with the booking.',
    );
  });

  it('is not sent when the seeker lets go of an unpaid hold', async () => {
    const { guide, seeker, hold } = await heldSpot();
    expect((await seeker.client.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);
    expect(await guideMail(guide.user.email, /booking|session/i)).toEqual([]);
    expect(await jobsNamed('guide-cancellation-email', 'bookingId', hold.bookingId)).toBe(0);
  });
});

describe('the guide hears that an admin cancelled their session', () => {
  it('with the bookings refunded; a guide cancelling their own session gets no email of it', async () => {
    const { guide, sessionId, seeker, hold } = await heldSpot();
    await payHold(seeker.client, hold);
    expect((await admin.patch(`/api/admin/sessions/${sessionId}/cancel`)).status).toBe(200);

    const [email, ...more] = await guideMail(guide.user.email, /Session cancelled/);
    expect(more).toEqual([]);
    expect(email!.messageId).toBe(`<guide-session-cancellation.session-${sessionId}@luz>`);
    expect(email!.subject).toMatch(/^Session cancelled: Full moon sound bath, /);
    expect(email!.text).toMatch(
      /The Luz team cancelled your session Full moon sound bath on .+\(Lisbon time\)\./,
    );
    expect(email!.text).toContain(
      '1 booking on it was cancelled too, and every seeker gets back everything they paid (€35 in all).',
    );
    expect(linksOf(email!)[0]).toBe(`${PUBLIC_URL}/practitioner-dashboard`);

    const own = await publishSession(world, guide.client, { daysAhead: 12 });
    expect((await guide.client.delete(`/api/sessions/${own}`)).status).toBe(200);
    expect(await guideMail(guide.user.email, /Session cancelled/)).toHaveLength(1);
    expect(await jobsNamed('guide-session-cancellation-email', 'sessionId', own)).toBe(0);
  });
});
