import { expect } from 'vitest';
import { bookedSession, holdSpot, payHold } from './booking-fixtures';
import { type CreatedSession, createSession, type Guide } from './fixtures';
import type { CreatedUser, TestClient, TestWorld } from './test-app';
import { hours } from './test-clock';

/** Reviews written the way people write them: a spot booked and paid, the session over, the review posted. */

export interface ReviewedSession {
  guide: Guide;
  /** The guide, signed in. */
  guideClient: TestClient;
  session: CreatedSession;
  seeker: CreatedUser;
  /** The seeker who wrote the review, signed in. */
  seekerClient: TestClient;
  reviewId: number;
}

/** A guide's session a seeker booked, paid for and attended, then reviewed with `rating` stars. */
export async function reviewedSession(
  world: TestWorld,
  { rating = 4, comment = 'Calm, kind and well held. I slept so well.' } = {},
): Promise<ReviewedSession> {
  const booked = await bookedSession(world, { startsIn: hours(30), minutes: 60 });
  world.clock.advance(hours(32));
  const review = await booked.client.post(`/api/sessions/${booked.session.id}/reviews`, { rating, comment });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  return {
    guide: booked.guide,
    guideClient: await signedInAs(world, booked.guide),
    session: booked.session,
    seeker: booked.seeker,
    seekerClient: booked.client,
    reviewId: review.body.id,
  };
}

/** Another seeker's review of the same guide, through another booked and attended session. */
export async function anotherReview(
  world: TestWorld,
  guide: Guide,
  rating: number,
): Promise<{ reviewId: number; sessionId: number }> {
  const session = await createSession(world, guide, { startsIn: hours(30) });
  const { client } = await world.signedIn();
  await payHold(client, await holdSpot(client, session.id));
  world.clock.advance(hours(32));
  const review = await client.post(`/api/sessions/${session.id}/reviews`, {
    rating,
    comment: 'A good session, thank you.',
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  return { reviewId: review.body.id, sessionId: session.id };
}

export async function signedInAs(world: TestWorld, user: { username: string; password: string }) {
  const client = world.client();
  const res = await client.post('/api/login', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return client;
}
