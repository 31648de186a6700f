import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REPLY_MAX } from '../../../contract/reviews';
import { createGuide } from '../../testing/fixtures';
import { reviewedSession, signedInAs } from '../../testing/review-fixtures';
import { TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const REPLY = 'Thank you for coming, and for the kind words. See you at the next circle!';

const publicReviews = async (guideId: number) => {
  const res = await world.client().get(`/api/practitioners/${guideId}/reviews`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('a guide replying to a review', () => {
  it('shows the reply under the review on the guide page, the session reviews and the dashboard', async () => {
    const { guide, guideClient, session, reviewId } = await reviewedSession(world);
    const res = await guideClient.post(`/api/reviews/${reviewId}/reply`, { text: `  ${REPLY}  ` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ text: REPLY, createdAt: expect.any(String), editedAt: null });

    const reply = { text: REPLY, createdAt: res.body.createdAt, editedAt: null };
    expect((await publicReviews(guide.id)).items).toEqual([expect.objectContaining({ id: reviewId, reply })]);
    const ofSession = await world.client().get(`/api/sessions/${session.id}/reviews`);
    expect(ofSession.body.items).toEqual([expect.objectContaining({ id: reviewId, reply })]);
    const dashboard = await guideClient.get('/api/practitioner/reviews');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual({
      items: [expect.objectContaining({ id: reviewId, reply, hidden: false, rating: 4 })],
      total: 1,
      page: 1,
      pageSize: 10,
    });
  });

  it('allows one reply only: a second is refused, the first can be edited or taken back', async () => {
    const { guide, guideClient, reviewId } = await reviewedSession(world);
    expect((await guideClient.post(`/api/reviews/${reviewId}/reply`, { text: REPLY })).status).toBe(201);

    const again = await guideClient.post(`/api/reviews/${reviewId}/reply`, { text: 'A second reply.' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You have already replied to this review. Edit your reply instead.',
      code: 'ALREADY_REPLIED',
      requestId: expect.any(String),
    });

    world.clock.advance(hours(1));
    const edited = await guideClient.patch(`/api/reviews/${reviewId}/reply`, { text: 'Thank you, truly.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      text: 'Thank you, truly.',
      createdAt: expect.any(String),
      editedAt: expect.any(String),
    });
    expect(Date.parse(edited.body.editedAt)).toBeGreaterThan(Date.parse(edited.body.createdAt));
    expect((await publicReviews(guide.id)).items[0].reply).toEqual(edited.body);

    const removed = await guideClient.delete(`/api/reviews/${reviewId}/reply`);
    expect(removed.status).toBe(204);
    expect((await publicReviews(guide.id)).items[0].reply).toBeNull();

    for (const res of [
      await guideClient.patch(`/api/reviews/${reviewId}/reply`, { text: 'Edited.' }),
      await guideClient.delete(`/api/reviews/${reviewId}/reply`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'This review has no reply yet.',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
    // Taken back, a reply may be written anew.
    expect((await guideClient.post(`/api/reviews/${reviewId}/reply`, { text: REPLY })).status).toBe(201);
  });

  it('lets only one of two simultaneous replies through', async () => {
    const { guideClient, reviewId } = await reviewedSession(world);
    const answers = await Promise.all([
      guideClient.post(`/api/reviews/${reviewId}/reply`, { text: 'First.' }),
      guideClient.post(`/api/reviews/${reviewId}/reply`, { text: 'Second.' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no text', {}, 'Please write a reply'],
    ['empty text', { text: '' }, 'Please write a reply'],
    ['blank text', { text: '   ' }, 'Please write a reply'],
    ['a number', { text: 42 }, 'Reply must be text'],
    [
      'text too long',
      { text: 'x'.repeat(REVIEW_REPLY_MAX + 1) },
      `Reply must be at most ${REVIEW_REPLY_MAX} characters`,
    ],
  ])('refuses a reply of %s with its message, and writes nothing', async (_label, body, message) => {
    const { guide, guideClient, reviewId } = await reviewedSession(world);
    for (const method of ['POST', 'PATCH'] as const) {
      const res = await guideClient.request(method, `/api/reviews/${reviewId}/reply`, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: message,
        code: 'VALIDATION_FAILED',
        fields: { text: message },
        requestId: expect.any(String),
      });
    }
    expect((await publicReviews(guide.id)).items[0].reply).toBeNull();
  });

  it('accepts a reply of exactly the longest length', async () => {
    const { guideClient, reviewId } = await reviewedSession(world);
    const res = await guideClient.post(`/api/reviews/${reviewId}/reply`, {
      text: 'x'.repeat(REVIEW_REPLY_MAX),
    });
    expect(res.status).toBe(201);
  });

  it('is for the reviewed guide alone', async () => {
    const { guide, seekerClient, reviewId } = await reviewedSession(world);
    const otherGuide = await signedInAs(world, await createGuide(world));
    const { client: admin } = await world.signedIn({ role: 'admin' });
    const notYours = 'You can only reply to reviews of your own sessions.';
    for (const client of [otherGuide, seekerClient, admin]) {
      for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
        const res = await client.request(
          method,
          `/api/reviews/${reviewId}/reply`,
          method === 'DELETE' ? undefined : { text: REPLY },
        );
        expect(res.status, `${method}`).toBe(403);
        expect(res.body).toMatchObject({ error: notYours, code: 'FORBIDDEN' });
      }
    }
    const signedOut = await world.client().post(`/api/reviews/${reviewId}/reply`, { text: REPLY });
    expect(signedOut.status).toBe(401);
    const unknown = await otherGuide.post('/api/reviews/999999/reply', { text: REPLY });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'Review not found', code: 'NOT_FOUND' });
    expect((await publicReviews(guide.id)).items[0].reply).toBeNull();
  });

  it('shows a reply in another process as soon as it hears of the change', async () => {
    const { guide, guideClient, reviewId } = await reviewedSession(world);
    const other = new TestClient(await world.anotherApp());
    expect((await other.get(`/api/practitioners/${guide.id}/reviews`)).body.items[0].reply).toBeNull();
    await guideClient.post(`/api/reviews/${reviewId}/reply`, { text: REPLY });
    await world.listingNoticesHeard();
    await expect
      .poll(async () => (await other.get(`/api/practitioners/${guide.id}/reviews`)).body.items[0].reply?.text)
      .toBe(REPLY);
  });

  it("leaves the guide's rating as it was", async () => {
    const { guide, guideClient, reviewId } = await reviewedSession(world, { rating: 3 });
    await guideClient.post(`/api/reviews/${reviewId}/reply`, { text: REPLY });
    const page = await world.client().get(`/api/practitioners/${guide.id}`);
    expect(page.body).toMatchObject({ rating: 3, reviewCount: 1 });
  });
});

describe('GET /api/practitioner/reviews', () => {
  it("pages the guide's own reviews and is for guides only", async () => {
    const { guideClient } = await reviewedSession(world);
    const page = await guideClient.get('/api/practitioner/reviews?page=2&pageSize=1');
    expect(page.body).toMatchObject({ items: [], total: 1, page: 2, pageSize: 1 });
    const tooLarge = await guideClient.get('/api/practitioner/reviews?pageSize=51');
    expect(tooLarge.status).toBe(400);
    const { client: seeker } = await world.signedIn();
    expect((await seeker.get('/api/practitioner/reviews')).status).toBe(403);
    expect((await world.client().get('/api/practitioner/reviews')).status).toBe(401);
  });
});
