import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REPORT_NOTE_MAX } from '../../../contract/reviews';
import { queryRows } from '../../db/raw-query';
import { profiles } from '../../db/schema';
import { createGuide } from '../../testing/fixtures';
import { anotherReview, reviewedSession, signedInAs } from '../../testing/review-fixtures';
import { type Json, TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

const REPORT = { reason: 'offensive', note: 'Insults the guide by name.' };

const guidePage = async (guideId: number, client = world.client()) =>
  (await client.get(`/api/practitioners/${guideId}`)).body;
const reviewIds = async (guideId: number) =>
  (await world.client().get(`/api/practitioners/${guideId}/reviews`)).body.items.map((r: Json) => r.id);
const reportedList = async (query = '') => {
  const res = await admin.get(`/api/admin/review-reports${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const auditOf = async (reviewId: number) =>
  (await admin.get(`/api/admin/audit-log?targetType=review&targetId=${reviewId}`)).body.items;

/** What the stored totals of a guide would be if counted afresh from their visible reviews. */
async function recounted(guideId: number) {
  const [row] = await queryRows<{ stored: string; counted: string }>(
    world.db,
    sql`select (p.review_count, p.rating_sum)::text as stored,
               (select (count(*)::int, coalesce(sum(rating), 0)::int)::text from reviews
                where practitioner_id = p.user_id and hidden_at is null) as counted
        from ${profiles} p where p.user_id = ${guideId}`,
  );
  return row!;
}

describe('POST /api/reviews/{id}/reports', () => {
  it('lets anyone signed in report a review once, the guide included', async () => {
    const { guideClient, reviewId } = await reviewedSession(world);
    const { client: stranger } = await world.signedIn();
    const res = await stranger.post(`/api/reviews/${reviewId}/reports`, REPORT);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      reviewId,
      reason: 'offensive',
      createdAt: expect.any(String),
    });
    const again = await stranger.post(`/api/reviews/${reviewId}/reports`, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You have already reported this review.',
      code: 'ALREADY_REPORTED',
      requestId: expect.any(String),
    });
    expect((await guideClient.post(`/api/reviews/${reviewId}/reports`, { reason: 'other' })).status).toBe(
      201,
    );
    expect((await admin.post(`/api/reviews/${reviewId}/reports`, { reason: 'spam' })).status).toBe(201);
  });

  it("refuses the review's author, a signed-out visitor and an unknown review", async () => {
    const { seekerClient, reviewId } = await reviewedSession(world);
    const own = await seekerClient.post(`/api/reviews/${reviewId}/reports`, REPORT);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({
      error: 'You cannot report your own review.',
      code: 'OWN_REVIEW',
      requestId: expect.any(String),
    });
    expect((await world.client().post(`/api/reviews/${reviewId}/reports`, REPORT)).status).toBe(401);
    const unknown = await seekerClient.post('/api/reviews/999999/reports', REPORT);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'Review not found' });
    expect((await reportedList('?status=all')).items.map((r: Json) => r.reviewId)).not.toContain(reviewId);
  });

  it.each([
    ['no reason', {}, 'reason', 'Please choose a reason'],
    ['an unknown reason', { reason: 'boring' }, 'reason', 'Please choose a reason'],
    [
      'a note too long',
      { reason: 'other', note: 'x'.repeat(REVIEW_REPORT_NOTE_MAX + 1) },
      'note',
      `Note must be at most ${REVIEW_REPORT_NOTE_MAX} characters`,
    ],
    ['a note that is not text', { reason: 'other', note: 7 }, 'note', 'Note must be text'],
  ])('refuses a report with %s', async (_label, body, field, message) => {
    const { reviewId } = await reviewedSession(world);
    const { client } = await world.signedIn();
    const res = await client.post(`/api/reviews/${reviewId}/reports`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      fields: { [field]: message },
      requestId: expect.any(String),
    });
    expect((await reportedList('?status=all')).items.map((r: Json) => r.reviewId)).not.toContain(reviewId);
  });
});

describe('the admins’ reported reviews', () => {
  it('lists reviews with open reports, the latest first, with their reports, and counts them', async () => {
    const before = (await admin.get('/api/admin/metrics')).body.reportedReviews;
    const first = await reviewedSession(world, { comment: 'First reported review, please look.' });
    const second = await reviewedSession(world, { comment: 'Second reported review, please look.' });
    const { user: reporter, client } = await world.signedIn();
    await client.post(`/api/reviews/${first.reviewId}/reports`, REPORT);
    await client.post(`/api/reviews/${second.reviewId}/reports`, { reason: 'spam' });
    await first.guideClient.post(`/api/reviews/${first.reviewId}/reports`, { reason: 'not_about_session' });

    expect((await admin.get('/api/admin/metrics')).body.reportedReviews).toBe(before + 2);
    const list = await reportedList('?pageSize=2');
    expect(list).toMatchObject({ page: 1, pageSize: 2, total: before + 2 });
    expect(list.items.map((r: Json) => r.reviewId)).toEqual([first.reviewId, second.reviewId]);
    expect(list.items[0]).toEqual({
      reviewId: first.reviewId,
      guideId: first.guide.id,
      guideName: first.guide.name,
      authorUsername: first.seeker.username,
      sessionTitle: first.session.title,
      rating: 4,
      comment: 'First reported review, please look.',
      reply: null,
      createdAt: expect.any(String),
      hiddenAt: null,
      openReports: 2,
      totalReports: 2,
      lastReportedAt: expect.any(String),
      reports: [
        {
          id: expect.any(Number),
          reason: 'not_about_session',
          note: null,
          reporterUsername: first.guide.username,
          createdAt: expect.any(String),
          resolution: null,
        },
        {
          id: expect.any(Number),
          reason: 'offensive',
          note: REPORT.note,
          reporterUsername: reporter.username,
          createdAt: expect.any(String),
          resolution: null,
        },
      ],
    });
    const next = await reportedList('?pageSize=2&page=2');
    expect(next.items.map((r: Json) => r.reviewId)).not.toContain(first.reviewId);
    const wrong = await admin.get('/api/admin/review-reports?status=closed');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ status: 'Status must be open, hidden or all' });
  });

  it('hides a review: gone from every public list, out of the rating and count, reports closed, logged', async () => {
    const { guide, session, reviewId } = await reviewedSession(world, { rating: 1 });
    await anotherReview(world, guide, 5);
    const { client } = await world.signedIn();
    await client.post(`/api/reviews/${reviewId}/reports`, REPORT);
    expect(await guidePage(guide.id)).toMatchObject({ rating: 3, reviewCount: 2 });
    // A process that kept the guide's answers before the change drops them when it hears of it.
    const other = new TestClient(await world.anotherApp());
    expect(await guidePage(guide.id, other)).toMatchObject({ rating: 3, reviewCount: 2 });

    const hidden = await admin.patch(`/api/admin/reviews/${reviewId}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ reviewId, hiddenAt: expect.any(String), openReports: 0 });
    expect(hidden.body.reports).toEqual([expect.objectContaining({ resolution: 'hidden' })]);

    expect(await guidePage(guide.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(await reviewIds(guide.id)).not.toContain(reviewId);
    const ofSession = await world.client().get(`/api/sessions/${session.id}/reviews`);
    expect(ofSession.body).toMatchObject({ items: [], total: 0 });
    const search = await world.client().get(`/api/practitioners?q=${encodeURIComponent(guide.name)}`);
    expect(search.body.items[0]).toMatchObject({ id: guide.id, rating: 5, reviewCount: 1 });
    await world.listingNoticesHeard();
    await expect.poll(async () => (await guidePage(guide.id, other)).reviewCount).toBe(1);
    expect(await recounted(guide.id)).toEqual({ stored: '(1,5)', counted: '(1,5)' });

    // The guide still sees it in their dashboard, marked, and may answer it.
    const dashboard = await (await signedInAs(world, guide)).get('/api/practitioner/reviews');
    expect(dashboard.body.items).toContainEqual(expect.objectContaining({ id: reviewId, hidden: true }));

    expect((await reportedList()).items.map((r: Json) => r.reviewId)).not.toContain(reviewId);
    expect((await reportedList('?status=hidden')).items.map((r: Json) => r.reviewId)).toContain(reviewId);
    const { client: late } = await world.signedIn();
    expect((await late.post(`/api/reviews/${reviewId}/reports`, REPORT)).status).toBe(404);
    const again = await admin.patch(`/api/admin/reviews/${reviewId}/hide`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This review is already hidden.');

    expect(await auditOf(reviewId)).toEqual([
      expect.objectContaining({
        action: 'review.hide',
        targetType: 'review',
        targetId: reviewId,
        before: { hidden: false, openReports: 1 },
        after: { hidden: true, openReports: 0 },
      }),
    ]);
  });

  it('shows a hidden review again, counted once more, and logs it', async () => {
    const { guide, reviewId } = await reviewedSession(world, { rating: 2 });
    await admin.patch(`/api/admin/reviews/${reviewId}/hide`);
    expect(await guidePage(guide.id)).toMatchObject({ rating: null, reviewCount: 0 });

    const shown = await admin.patch(`/api/admin/reviews/${reviewId}/unhide`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ reviewId, hiddenAt: null });
    expect(await guidePage(guide.id)).toMatchObject({ rating: 2, reviewCount: 1 });
    expect(await reviewIds(guide.id)).toEqual([reviewId]);
    expect(await recounted(guide.id)).toEqual({ stored: '(1,2)', counted: '(1,2)' });
    const again = await admin.patch(`/api/admin/reviews/${reviewId}/unhide`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This review is not hidden.');
    expect((await auditOf(reviewId)).map((entry: Json) => entry.action)).toEqual([
      'review.unhide',
      'review.hide',
    ]);
  });

  it('dismisses the reports of a review, leaving it shown and counted', async () => {
    const { guide, reviewId } = await reviewedSession(world, { rating: 5 });
    const { client } = await world.signedIn();
    await client.post(`/api/reviews/${reviewId}/reports`, { reason: 'spam' });

    const dismissed = await admin.patch(`/api/admin/reviews/${reviewId}/dismiss-reports`);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ reviewId, hiddenAt: null, openReports: 0, totalReports: 1 });
    expect(dismissed.body.reports).toEqual([expect.objectContaining({ resolution: 'dismissed' })]);
    expect(await guidePage(guide.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await reportedList()).items.map((r: Json) => r.reviewId)).not.toContain(reviewId);
    expect((await reportedList('?status=all')).items.map((r: Json) => r.reviewId)).toContain(reviewId);
    // The same person may not report it again; someone new may.
    expect((await client.post(`/api/reviews/${reviewId}/reports`, { reason: 'spam' })).status).toBe(409);

    const nothingOpen = await admin.patch(`/api/admin/reviews/${reviewId}/dismiss-reports`);
    expect(nothingOpen.status).toBe(409);
    expect(nothingOpen.body.error).toBe('This review has no open reports.');
    expect(await auditOf(reviewId)).toEqual([
      expect.objectContaining({
        action: 'review.dismiss_reports',
        before: { openReports: 1 },
        after: { openReports: 0 },
      }),
    ]);
  });

  it('leaves out hidden reviews from the home page testimonials', async () => {
    const { reviewId } = await reviewedSession(world, {
      rating: 5,
      comment:
        `A testimonial long enough to be the longest of all the reviews here, ${'truly '.repeat(60)}`.slice(
          0,
          500,
        ),
    });
    const ids = async () => (await world.client().get('/api/testimonials')).body.map((t: Json) => t.id);
    expect(await ids()).toContain(reviewId);
    await admin.patch(`/api/admin/reviews/${reviewId}/hide`);
    expect(await ids()).not.toContain(reviewId);
  });

  it('answers an unknown review with 404 and is for admins only', async () => {
    const { guideClient, seekerClient, reviewId } = await reviewedSession(world);
    for (const verb of ['hide', 'unhide', 'dismiss-reports']) {
      const unknown = await admin.patch(`/api/admin/reviews/999999/${verb}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ error: 'Review not found', code: 'NOT_FOUND' });
      expect((await guideClient.patch(`/api/admin/reviews/${reviewId}/${verb}`)).status).toBe(403);
      expect((await seekerClient.patch(`/api/admin/reviews/${reviewId}/${verb}`)).status).toBe(403);
      expect((await world.client().patch(`/api/admin/reviews/${reviewId}/${verb}`)).status).toBe(401);
    }
    expect((await guideClient.get('/api/admin/review-reports')).status).toBe(403);
    expect(await auditOf(reviewId)).toEqual([]);
  });

  it('keeps stored totals exact when another guide is unaffected', async () => {
    const { guide: hiddenGuide, reviewId } = await reviewedSession(world, { rating: 1 });
    const bystander = await createGuide(world);
    await anotherReview(world, bystander, 4);
    await admin.patch(`/api/admin/reviews/${reviewId}/hide`);
    expect(await recounted(hiddenGuide.id)).toEqual({ stored: '(0,0)', counted: '(0,0)' });
    expect(await recounted(bystander.id)).toEqual({ stored: '(1,4)', counted: '(1,4)' });
  });
});
