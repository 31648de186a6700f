import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { TEST_CARDS } from '../../contract/checkout';
import { bookings, sessions } from '../db/schema';
import { type CreatedSession, createGuide, createSession, type Guide, type SessionSpec } from './fixtures';
import type { CreatedUser, TestClient, TestWorld } from './test-app';

/** Bookings made the way seekers make them: through the API, so spots and holds are real. */

export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Sofia Almeida',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: TEST_CARDS.declined };

export interface Hold {
  bookingId: number;
  checkoutUrl: string;
  /** The local checkout reference (the last part of `/checkout/{reference}`). */
  reference: string;
}

/** Books `sessionId` as `client` and expects a hold. */
export async function holdSpot(client: TestClient, sessionId: number, notes?: string): Promise<Hold> {
  const res = await client.post('/api/create-checkout-session', { sessionId, ...(notes ? { notes } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const checkoutUrl: string = res.body.checkoutUrl;
  return { bookingId: res.body.bookingId, checkoutUrl, reference: checkoutUrl.split('/').pop()! };
}

/** Pays a local hold with the card that succeeds. */
export async function payHold(client: TestClient, hold: Hold): Promise<void> {
  const res = await client.post(`/api/checkout/${hold.reference}/pay`, GOOD_CARD);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export interface BookedSession {
  guide: Guide;
  session: CreatedSession;
  seeker: CreatedUser;
  client: TestClient;
  hold: Hold;
  bookingId: number;
}

/** A guide's session and a seeker holding (or, with `paid`, having paid for) a spot on it. */
export async function bookedSession(
  world: TestWorld,
  spec: SessionSpec & { paid?: boolean } = {},
): Promise<BookedSession> {
  const guide = await createGuide(world);
  const session = await createSession(world, guide, spec);
  const { user: seeker, client } = await world.signedIn();
  const hold = await holdSpot(client, session.id);
  if (spec.paid ?? true) await payHold(client, hold);
  return { guide, session, seeker, client, hold, bookingId: hold.bookingId };
}

export async function spotsLeft(world: TestWorld, sessionId: number): Promise<number> {
  const [row] = await world.db
    .select({ remainingSpots: sessions.remainingSpots })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row!.remainingSpots;
}

export async function bookingRow(world: TestWorld, bookingId: number) {
  const [row] = await world.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

export async function sessionRow(world: TestWorld, sessionId: number) {
  const [row] = await world.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row!;
}

/** Runs the jobs (emails, refunds, closing checkouts) a request wrote, until none is due. */
export async function settle(world: TestWorld): Promise<void> {
  await world.app.jobs.drain();
  await world.app.background.drain();
}
