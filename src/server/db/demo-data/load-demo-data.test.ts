import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORE_PAGE_SIZE_MAX } from '../../../contract/guides';
import { POLICIES_VERSION } from '../../../contract/policies';
import { hashPassword } from '../../features/auth/password-hashing';
import { TestWorld } from '../../testing/test-app';
import { queryRows } from '../raw-query';
import { users } from '../schema';
import { type DemoContent, readDemoContent } from './demo-content';
import { type DemoSummary, databaseIsEmpty, loadDemoData } from './load-demo-data';

let world: TestWorld;
let content: DemoContent;
let summary: DemoSummary;
let now: Date;

beforeAll(async () => {
  world = await TestWorld.start();
  content = await readDemoContent();
  now = world.clock.now();
  expect(await databaseIsEmpty(world.db)).toBe(true);
  summary = await loadDemoData(world.db, { hashPassword, now });
});
afterAll(() => world.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(world.db, query))[0]!.n);

describe('the demo data', () => {
  it('holds everyone in the files, and the summary says what the tables hold', async () => {
    const applicants = content.applicants;
    expect(summary).toMatchObject({
      users: 1 + content.guides.length + content.seekers.length + applicants.length,
      admins: 1,
      guides: content.guides.length,
      seekers: content.seekers.length,
      applicants: applicants.length,
      pendingApplications: applicants.filter((a) => a.status === 'pending').length,
      rejectedApplications: applicants.filter((a) => a.status === 'rejected').length,
    });
    expect(summary.applications).toBe(content.guides.length + applicants.length);
    expect(await count(sql`select count(*)::int as n from users`)).toBe(summary.users);
    expect(await count(sql`select count(*)::int as n from sessions`)).toBe(summary.sessions);
    expect(await count(sql`select count(*)::int as n from bookings`)).toBe(summary.bookings);
    expect(await count(sql`select count(*)::int as n from reviews`)).toBe(summary.reviews);
    expect(await count(sql`select count(*)::int as n from favorites`)).toBe(summary.favorites);
    expect(summary.scheduledSessions).toBeGreaterThan(100);
    expect(summary.completedBookings).toBeGreaterThan(100);
    expect(summary.reviews).toBeGreaterThan(50);
    expect(await databaseIsEmpty(world.db)).toBe(false);
  });

  it('records that every account but the admin accepted the policies at sign-up, and each application again', async () => {
    const missing = await count(
      sql`select count(*)::int as n from users u where u.role <> 'admin' and not exists (
            select 1 from policy_acceptances p
            where p.user_id = u.id and p.context = 'sign_up' and p.version = ${POLICIES_VERSION}
              and p.accepted_at = u.created_at)`,
    );
    expect(missing).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from policy_acceptances where context = 'guide_application'`),
    ).toBe(summary.applications);
    expect(
      await count(
        sql`select count(*)::int as n from policy_acceptances p join users u on u.id = p.user_id where u.role = 'admin'`,
      ),
    ).toBe(0);
  });

  it('lets each sign-in account in with its published password and role', async () => {
    for (const account of content.accounts.signIn) {
      const res = await world.client().post('/api/login', {
        username: account.username,
        password: account.password,
      });
      expect(res.status, account.username).toBe(200);
      expect(res.body).toMatchObject({
        username: account.username,
        email: account.email,
        role: account.role,
      });
    }
    const stranger = content.seekers.find(
      (s) => !content.accounts.signIn.some((a) => a.username === s.username),
    )!;
    const res = await world
      .client()
      .post('/api/login', { username: stranger.username, password: 'luz-seeker-demo' });
    expect(res.status).toBe(401);
  });

  it('lists every guide in explore, with a rating exactly when they have reviews', async () => {
    const res = await world.client().get(`/api/practitioners?pageSize=${EXPLORE_PAGE_SIZE_MAX}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(content.guides.length);
    const cards = new Map<
      string,
      { rating: number | null; reviewCount: number; nextSessionAt: string | null }
    >(res.body.items.map((card: { fullName: string }) => [card.fullName, card]));
    expect([...cards.keys()].sort()).toEqual(content.guides.map((g) => g.name).sort());
    for (const guide of content.guides) {
      const card = cards.get(guide.name)!;
      expect(card.rating === null, guide.username).toBe(card.reviewCount === 0);
      if (guide.reviews.length > 0) expect(card.reviewCount, guide.username).toBeGreaterThan(0);
      expect(card.nextSessionAt, guide.username).not.toBeNull();
    }
  });

  it('keeps scheduled sessions unfinished and completed ones ended, spots adding up', async () => {
    // A session under way at the moment of loading is still scheduled: it completes once it ends.
    const wrong = await queryRows<{ id: number }>(
      world.db,
      sql`select s.id from sessions s
          where (s.status = 'scheduled' and s.ends_at <= ${now.toISOString()}::timestamptz)
             or (s.status = 'completed' and s.ends_at > ${now.toISOString()}::timestamptz)
             or s.remaining_spots <> s.capacity - (select count(*) from bookings b
                where b.session_id = s.id and b.status in ('confirmed', 'completed'))`,
    );
    expect(wrong).toEqual([]);
    const bookingsOfCompletedSessionsNotCompleted = await count(
      sql`select count(*)::int as n from bookings b join sessions s on s.id = b.session_id
          where s.status = 'completed' and b.status = 'confirmed'`,
    );
    expect(bookingsOfCompletedSessionsNotCompleted).toBe(0);
    const reviewsOfOthers = await count(
      sql`select count(*)::int as n from reviews r join bookings b on b.id = r.booking_id
          join sessions s on s.id = b.session_id
          where b.status <> 'completed' or b.student_id <> r.student_id or s.practitioner_id <> r.practitioner_id`,
    );
    expect(reviewsOfOthers).toBe(0);
  });

  it("tells Sofia's story: her bookings, her reviews and her saved guides", async () => {
    const sofia = content.accounts.signIn.find((a) => a.role === 'student')!;
    const client = world.client();
    expect(
      (await client.post('/api/login', { username: sofia.username, password: sofia.password })).status,
    ).toBe(200);
    const story = content.sofiaStory;
    const statuses = await queryRows<{ status: string; n: number }>(
      world.db,
      sql`select b.status, count(*)::int as n from bookings b join users u on u.id = b.student_id
          where u.username = ${story.seeker} group by b.status order by b.status`,
    );
    const wanted = new Map<string, number>();
    for (const b of story.bookings) wanted.set(b.outcome, (wanted.get(b.outcome) ?? 0) + 1);
    expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toEqual(Object.fromEntries(wanted));
    const reviews = await count(
      sql`select count(*)::int as n from reviews r join users u on u.id = r.student_id where u.username = ${story.seeker}`,
    );
    expect(reviews).toBe(story.bookings.filter((b) => b.review).length);
    const saved = await client.get('/api/favorites/ids');
    expect(saved.status).toBe(200);
    const savedGuides = await queryRows<{ id: number }>(
      world.db,
      sql`select id from users where username in ${story.savedGuides}`,
    );
    expect([...saved.body.practitionerIds].sort()).toEqual(savedGuides.map((g) => g.id).sort());
  });

  it('moves the id sequences past the demo rows, so new rows can be written', async () => {
    const [row] = await world.db
      .insert(users)
      .values({ username: 'after_the_demo', email: 'after.the.demo@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    expect(row!.id).toBe(summary.users + 1);
  });
});
