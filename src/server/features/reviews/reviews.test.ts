import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, REVIEWABLE_SESSIONS_MAX } from '../../../contract/reviews';
import { english } from '../../testing/english';
import { createBooking, createGuide, createReview, createSession, uniqueTag } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const GOOD_REVIEW = { rating: 5, comment: 'Deeply restful, I slept so well afterwards.' };

/** A guide, a session that ended yesterday, and a signed-in seeker holding a booking of it. */
async function attendedSession(bookingStatus: 'confirmed' | 'completed' = 'confirmed') {
  const guide = await createGuide(world, { name: `Guide ${uniqueTag()}` });
  const session = await createSession(world, guide, { startsIn: -hours(26), title: 'Sunday Gong & Rest' });
  const { user: seeker, client } = await world.signedIn({ name: 'Sofia Marques' });
  const booking = await createBooking(world, session, seeker, bookingStatus);
  return { guide, session, seeker, client, booking };
}

describe('POST /api/sessions/{id}/reviews', () => {
  it('lets a seeker review a session they attended, once it has ended', async () => {
    const { guide, session, client } = await attendedSession();
    const res = await client.post(`/api/sessions/${session.id}/reviews`, {
      ...GOOD_REVIEW,
      comment: '  Deeply restful.  ',
      practitionerId: guide.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      sessionId: session.id,
      sessionTitle: 'Sunday Gong & Rest',
      rating: 5,
      comment: 'Deeply restful.',
      createdAt: expect.any(String),
      authorName: 'Sofia M.',
      reply: null,
    });
  });

  it('accepts a completed booking too', async () => {
    const { session, client } = await attendedSession('completed');
    expect((await client.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW)).status).toBe(201);
  });

  it('shows the new rating on the card and the profile at once', async () => {
    const { guide, session, client } = await attendedSession();
    const before = await world.client().get(`/api/practitioners/${guide.id}`);
    expect(before.body).toMatchObject({ rating: null, reviewCount: 0 });

    await client.post(`/api/sessions/${session.id}/reviews`, { ...GOOD_REVIEW, rating: 4 });
    const after = await world.client().get(`/api/practitioners/${guide.id}`);
    expect(after.body).toMatchObject({ rating: 4, reviewCount: 1 });
    const search = await world.client().get(`/api/practitioners?q=${encodeURIComponent(guide.name)}`);
    expect(search.body.items[0]).toMatchObject({ id: guide.id, rating: 4, reviewCount: 1 });
  });

  it('refuses a second review of the same booking with 409', async () => {
    const { session, client } = await attendedSession();
    expect((await client.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW)).status).toBe(201);
    const again = await client.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You have already reviewed this session.',
      code: 'ALREADY_REVIEWED',
      requestId: expect.any(String),
    });
  });

  it('lets only one of two simultaneous reviews of one booking through', async () => {
    const { session, client } = await attendedSession();
    const answers = await Promise.all([
      client.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW),
      client.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('needs a signed-in user', async () => {
    const { session } = await attendedSession();
    const res = await world.client().post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_SIGNED_IN');
  });

  it('refuses a seeker without a booking, with a cancelled booking, or before the session has ended', async () => {
    const { session } = await attendedSession();
    const { client: stranger } = await world.signedIn();
    const noBooking = await stranger.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW);
    expect(noBooking.status).toBe(403);
    expect(noBooking.body).toEqual({
      error: 'Only seekers who attended this session can review it.',
      code: 'NOT_ATTENDED',
      requestId: expect.any(String),
    });

    const { user: canceller, client: cancellerClient } = await world.signedIn();
    await createBooking(world, session, canceller, 'cancelled');
    const cancelled = await cancellerClient.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW);
    expect(cancelled.status).toBe(403);
    expect(cancelled.body.error).toBe(english(REVIEW_MESSAGES.notAttendedSession));

    const guide = await createGuide(world);
    const underway = await createSession(world, guide, { startsIn: -hours(0.5), minutes: 60 });
    const { user: early, client: earlyClient } = await world.signedIn();
    await createBooking(world, underway, early, 'confirmed');
    const tooEarly = await earlyClient.post(`/api/sessions/${underway.id}/reviews`, GOOD_REVIEW);
    expect(tooEarly.status).toBe(403);
    expect(tooEarly.body).toEqual({
      error: 'You can review this session once it has ended.',
      code: 'SESSION_NOT_ENDED',
      requestId: expect.any(String),
    });
    world.clock.advance(hours(1));
    expect((await earlyClient.post(`/api/sessions/${underway.id}/reviews`, GOOD_REVIEW)).status).toBe(201);
  });

  it('never lets a guide review their own session', async () => {
    const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const session = await createSession(world, guide, { startsIn: -hours(26) });
    const res = await client.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'You cannot review your own sessions.',
      code: 'OWN_SESSIONS',
      requestId: expect.any(String),
    });
  });

  it('refuses a review naming another guide than the session has', async () => {
    const { session, client } = await attendedSession();
    const other = await createGuide(world);
    const res = await client.post(`/api/sessions/${session.id}/reviews`, {
      ...GOOD_REVIEW,
      practitionerId: other.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ practitionerId: 'This session is not with that guide.' });
  });

  it('answers 404 for an unknown session and 400 for a bad id', async () => {
    const { client } = await world.signedIn();
    const missing = await client.post('/api/sessions/2000000000/reviews', GOOD_REVIEW);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Session not found');
    expect((await client.post('/api/sessions/nope/reviews', GOOD_REVIEW)).status).toBe(400);
  });

  it.each([
    ['no rating', { comment: GOOD_REVIEW.comment }, 'rating', 'Please select a rating'],
    ['a rating of 0', { rating: 0, comment: GOOD_REVIEW.comment }, 'rating', 'Please select a rating'],
    ['a rating of 6', { rating: 6, comment: GOOD_REVIEW.comment }, 'rating', 'Please select a rating'],
    ['a rating of 4.5', { rating: 4.5, comment: GOOD_REVIEW.comment }, 'rating', 'Please select a rating'],
    ['a rating as text', { rating: '5', comment: GOOD_REVIEW.comment }, 'rating', 'Please select a rating'],
    ['no comment', { rating: 5 }, 'comment', 'Please leave a comment of at least 5 characters'],
    [
      'a 4-character comment',
      { rating: 5, comment: 'Nice' },
      'comment',
      'Please leave a comment of at least 5 characters',
    ],
    [
      'a comment of spaces',
      { rating: 5, comment: '   ok    ' },
      'comment',
      'Please leave a comment of at least 5 characters',
    ],
    [
      'a 501-character comment',
      { rating: 5, comment: 'a'.repeat(501) },
      'comment',
      'Comment must be less than 500 characters',
    ],
  ])('refuses %s with its message', async (_, body, field, message) => {
    const { session, client } = await attendedSession();
    const res = await client.post(`/api/sessions/${session.id}/reviews`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[field]).toBe(message);
  });

  it('accepts a comment of exactly 500 characters', async () => {
    const { session, client } = await attendedSession();
    const res = await client.post(`/api/sessions/${session.id}/reviews`, {
      rating: 3,
      comment: 'b'.repeat(500),
    });
    expect(res.status).toBe(201);
  });
});

describe('GET /api/practitioners/{id}/reviews and /api/sessions/{id}/reviews', () => {
  it('lists reviews newest first, signed with the first name and last initial only', async () => {
    const guide = await createGuide(world);
    const morning = await createSession(world, guide, { startsIn: -hours(50), title: 'Morning sit' });
    const evening = await createSession(world, guide, { startsIn: -hours(30), title: 'Evening sit' });
    const reviews = [];
    for (const [session, rating] of [
      [morning, 5],
      [evening, 3],
      [morning, 4],
    ] as const) {
      const seeker = await world.createUser({ name: rating === 3 ? null : 'sofia Almeida' });
      const booking = await createBooking(world, session, seeker, 'completed');
      reviews.push(await createReview(world, booking, guide.id, rating, `Rated ${rating} by a seeker.`));
    }

    const res = await world.client().get(`/api/practitioners/${guide.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(res.body.items.map((r: Json) => r.id)).toEqual([reviews[2]!.id, reviews[1]!.id, reviews[0]!.id]);
    expect(res.body.items[1]).toEqual({
      id: reviews[1]!.id,
      sessionId: evening.id,
      sessionTitle: 'Evening sit',
      rating: 3,
      comment: 'Rated 3 by a seeker.',
      createdAt: reviews[1]!.createdAt.toISOString(),
      // A seeker who never gave a name is not named by their username.
      authorName: 'Verified seeker',
      reply: null,
    });
    expect(res.body.items[0].authorName).toBe('Sofia A.');
    expect(JSON.stringify(res.body)).not.toMatch(/Almeida|seekerId|student\d/);

    const ofMorning = await world.client().get(`/api/sessions/${morning.id}/reviews`);
    expect(ofMorning.body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(ofMorning.body.items.map((r: Json) => r.id)).toEqual([reviews[2]!.id, reviews[0]!.id]);
    const second = await world.client().get(`/api/sessions/${morning.id}/reviews?pageSize=1&page=2`);
    expect(second.body.items.map((r: Json) => r.id)).toEqual([reviews[0]!.id]);
    expect((await world.client().get(`/api/sessions/${morning.id}/reviews?pageSize=51`)).status).toBe(400);
    expect(ofMorning.body.items.map((r: Json) => r.authorName)).toEqual(['Sofia A.', 'Sofia A.']);
  });

  it("pages a guide's reviews newest first, with the total of all of them", async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, { startsIn: -hours(50) });
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const booking = await createBooking(world, session, await world.createUser(), 'completed');
      ids.push((await createReview(world, booking, guide.id, 4)).id);
    }
    const newestFirst = ids.reverse();

    const seen = [];
    for (const page of [1, 2, 3]) {
      const res = await world.client().get(`/api/practitioners/${guide.id}/reviews?page=${page}&pageSize=2`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 5, page, pageSize: 2 });
      seen.push(...res.body.items.map((r: Json) => r.id));
    }
    expect(seen).toEqual(newestFirst);
    const past = await world.client().get(`/api/practitioners/${guide.id}/reviews?page=4&pageSize=2`);
    expect(past.body).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
    const empty = await world.client().get(`/api/practitioners/${(await createGuide(world)).id}/reviews`);
    expect(empty.body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });

    for (const bad of ['page=0', 'pageSize=51', 'pageSize=two']) {
      const res = await world.client().get(`/api/practitioners/${guide.id}/reviews?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 404 for a guide who is not listed and for an unknown session', async () => {
    const hidden = await createGuide(world, { isApproved: false });
    expect((await world.client().get(`/api/practitioners/${hidden.id}/reviews`)).status).toBe(404);
    expect((await world.client().get('/api/sessions/2000000000/reviews')).status).toBe(404);
    expect((await world.client().get('/api/practitioners/x/reviews')).status).toBe(400);
  });
});

describe('GET /api/practitioners/{id}/review-eligibility', () => {
  it('names the sessions a seeker attended and has not reviewed yet', async () => {
    const { guide, session, client } = await attendedSession('completed');
    const res = await client.get(`/api/practitioners/${guide.id}/review-eligibility`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      canReview: true,
      reason: null,
      sessions: [
        {
          sessionId: session.id,
          title: 'Sunday Gong & Rest',
          sessionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      ],
    });

    await client.post(`/api/sessions/${session.id}/reviews`, GOOD_REVIEW);
    const after = await client.get(`/api/practitioners/${guide.id}/review-eligibility`);
    expect(after.body).toEqual({
      canReview: false,
      reason: 'You have already reviewed your sessions with this guide.',
      sessions: [],
    });
  });

  it(`offers the latest ${REVIEWABLE_SESSIONS_MAX} sessions not reviewed yet, however many were attended`, async () => {
    const guide = await createGuide(world);
    const { user: seeker, client } = await world.signedIn();
    const attended = [];
    for (let n = 1; n <= REVIEWABLE_SESSIONS_MAX + 2; n++) {
      const session = await createSession(world, guide, { startsIn: -hours(24 * n), status: 'completed' });
      await createBooking(world, session, seeker, 'completed');
      attended.push(session.id);
    }
    const res = await client.get(`/api/practitioners/${guide.id}/review-eligibility`);
    expect(res.body.canReview).toBe(true);
    expect(res.body.sessions.map((s: Json) => s.sessionId)).toEqual(
      attended.slice(0, REVIEWABLE_SESSIONS_MAX),
    );
  });

  it('explains why not: never attended, session still ahead, or their own profile', async () => {
    const guide = await createGuide(world);
    const { user: seeker, client } = await world.signedIn();
    const never = await client.get(`/api/practitioners/${guide.id}/review-eligibility`);
    expect(never.body).toEqual({
      canReview: false,
      reason: 'Only seekers who attended a session with this guide can review them.',
      sessions: [],
    });

    const ahead = await createSession(world, guide, { startsIn: hours(48) });
    await createBooking(world, ahead, seeker, 'confirmed');
    const waiting = await client.get(`/api/practitioners/${guide.id}/review-eligibility`);
    expect(waiting.body.reason).toBe('You can review this guide once your session with them has ended.');

    const { user: self, client: selfClient } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
    });
    const own = await selfClient.get(`/api/practitioners/${self.id}/review-eligibility`);
    expect(own.body).toEqual({
      canReview: false,
      reason: 'You cannot review your own sessions.',
      sessions: [],
    });
  });

  it('is for signed-in users, about listed guides', async () => {
    const guide = await createGuide(world);
    expect((await world.client().get(`/api/practitioners/${guide.id}/review-eligibility`)).status).toBe(401);
    const { client } = await world.signedIn();
    expect((await client.get('/api/practitioners/2000000000/review-eligibility')).status).toBe(404);
  });
});
