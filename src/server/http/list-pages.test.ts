import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../../contract/admin';
import {
  GUIDE_BOOKINGS_PAGE_SIZE_DEFAULT,
  GUIDE_BOOKINGS_PAGE_SIZE_MAX,
  MY_BOOKINGS_PAGE_SIZE_DEFAULT,
  MY_BOOKINGS_PAGE_SIZE_MAX,
} from '../../contract/bookings';
import { BOOKING_TIME_SLOTS } from '../../contract/catalog';
import { CONVERSATION_PAGE_MAX, CONVERSATION_PAGE_SIZE } from '../../contract/conversations';
import {
  FAVORITES_PAGE_SIZE_DEFAULT,
  FAVORITES_PAGE_SIZE_MAX,
  SAVED_GUIDES_MAX,
} from '../../contract/favorites';
import {
  EARNINGS_MONTHS_PAGE_SIZE_DEFAULT,
  EARNINGS_MONTHS_PAGE_SIZE_MAX,
  RECENT_BOOKINGS_COUNT,
} from '../../contract/guide-dashboard';
import { DEFAULT_PAGE_SIZE, EXPLORE_PAGE_SIZE_MAX } from '../../contract/guides';
import {
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_PAGE_SIZE_MAX,
  REVIEWABLE_SESSIONS_MAX,
  TESTIMONIALS_COUNT,
} from '../../contract/reviews';
import { SESSION_PAGE_SIZE_DEFAULT, SESSION_PAGE_SIZE_MAX } from '../../contract/sessions';
import { queryRows } from '../db/raw-query';
import {
  auditLog,
  bookings,
  conversationMessages,
  conversationReports,
  favorites,
  guideApplications,
  profiles,
  reviewReports,
  reviews,
  sessions,
  users,
} from '../db/schema';
import { SITEMAP_URLS_MAX } from '../features/seo/service';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { holdSpot, payHold } from '../testing/booking-fixtures';
import { uniqueTag } from '../testing/fixtures';
import { type ActorName, MarketplaceCast } from '../testing/marketplace-cast';
import { type RouteKey, registeredRoutes } from '../testing/route-table';
import { type Json, TestWorld } from '../testing/test-app';
import { hours } from '../testing/test-clock';

/**
 * No answer holds an unbounded list. Every read of the route table is classified here: a paged list
 * (asked without paging parameters, on a database holding more rows than its largest page, it answers
 * one page, and refuses a page larger than its maximum), a list bounded by nature (its bound is named
 * and checked), or a single thing. A read added to the app without a class fails this file.
 */

/** More rows than the largest page of any list. */
const ROWS = 120;

interface Filled {
  cast: MarketplaceCast;
  /** A past public session of the guide with ROWS bookings and ROWS reviews. */
  crowdedSessionId: number;
}

type Address = (filled: Filled) => string;

type Rule =
  | { kind: 'paged'; as: ActorName; url: Address; pageSize: number; maxPageSize: number }
  | {
      kind: 'bounded';
      as: ActorName;
      url: Address;
      bound: number;
      count: (body: Json) => number;
      why: string;
    }
  | { kind: 'one'; why: string };

const paged = (as: ActorName, url: Address | string, pageSize: number, maxPageSize: number): Rule => ({
  kind: 'paged',
  as,
  url: typeof url === 'string' ? () => url : url,
  pageSize,
  maxPageSize,
});
const admin = (url: string): Rule => paged('admin', url, ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX);
const one = (why: string): Rule => ({ kind: 'one', why });

const guideId = ({ cast }: Filled) => cast.user('guide').id;

const RULES: Record<RouteKey, Rule> = {
  // Paged lists ───────────────────────────────────────────────────────────────────────────────
  // Every public session of every guide, past ones included, when no filter is given.
  'GET /api/sessions': paged('signedOut', '/api/sessions', SESSION_PAGE_SIZE_DEFAULT, SESSION_PAGE_SIZE_MAX),
  'GET /api/practitioner/sessions': paged(
    'guide',
    '/api/practitioner/sessions',
    SESSION_PAGE_SIZE_DEFAULT,
    SESSION_PAGE_SIZE_MAX,
  ),
  'GET /api/bookings/practitioner': paged(
    'guide',
    '/api/bookings/practitioner',
    GUIDE_BOOKINGS_PAGE_SIZE_DEFAULT,
    GUIDE_BOOKINGS_PAGE_SIZE_MAX,
  ),
  'GET /api/sessions/:id/bookings': paged(
    'guide',
    ({ crowdedSessionId }) => `/api/sessions/${crowdedSessionId}/bookings`,
    GUIDE_BOOKINGS_PAGE_SIZE_DEFAULT,
    GUIDE_BOOKINGS_PAGE_SIZE_MAX,
  ),
  'GET /api/sessions/:id/reviews': paged(
    'signedOut',
    ({ crowdedSessionId }) => `/api/sessions/${crowdedSessionId}/reviews`,
    REVIEW_PAGE_SIZE_DEFAULT,
    REVIEW_PAGE_SIZE_MAX,
  ),
  'GET /api/practitioners/:id/reviews': paged(
    'signedOut',
    (filled) => `/api/practitioners/${guideId(filled)}/reviews`,
    REVIEW_PAGE_SIZE_DEFAULT,
    REVIEW_PAGE_SIZE_MAX,
  ),
  'GET /api/practitioners': paged(
    'signedOut',
    '/api/practitioners',
    DEFAULT_PAGE_SIZE,
    EXPLORE_PAGE_SIZE_MAX,
  ),
  'GET /api/favorites': paged(
    'seeker',
    '/api/favorites',
    FAVORITES_PAGE_SIZE_DEFAULT,
    FAVORITES_PAGE_SIZE_MAX,
  ),
  'GET /api/bookings': paged(
    'seeker',
    '/api/bookings',
    MY_BOOKINGS_PAGE_SIZE_DEFAULT,
    MY_BOOKINGS_PAGE_SIZE_MAX,
  ),
  // The guide's own reviews, hidden ones included: the crowded session's.
  'GET /api/practitioner/reviews': paged(
    'guide',
    '/api/practitioner/reviews',
    REVIEW_PAGE_SIZE_DEFAULT,
    REVIEW_PAGE_SIZE_MAX,
  ),
  'GET /api/practitioner/earnings': paged(
    'guide',
    '/api/practitioner/earnings',
    EARNINGS_MONTHS_PAGE_SIZE_DEFAULT,
    EARNINGS_MONTHS_PAGE_SIZE_MAX,
  ),
  'GET /api/admin/guide-applications': admin('/api/admin/guide-applications'),
  'GET /api/admin/guide-applications/pending': admin('/api/admin/guide-applications/pending'),
  'GET /api/admin/practitioners': admin('/api/admin/practitioners'),
  'GET /api/admin/users': admin('/api/admin/users'),
  'GET /api/admin/sessions': admin('/api/admin/sessions'),
  'GET /api/admin/bookings': admin('/api/admin/bookings'),
  'GET /api/admin/review-reports': admin('/api/admin/review-reports'),
  'GET /api/admin/conversation-reports': admin('/api/admin/conversation-reports'),
  // The seeker's conversation on the cast's booking, reported by them so an admin may read it too.
  'GET /api/conversations/:bookingId/messages': paged(
    'seeker',
    ({ cast }) => `/api/conversations/${cast.bookingId}/messages`,
    CONVERSATION_PAGE_SIZE,
    CONVERSATION_PAGE_MAX,
  ),
  'GET /api/admin/conversations/:bookingId/messages': paged(
    'admin',
    ({ cast }) => `/api/admin/conversations/${cast.bookingId}/messages`,
    CONVERSATION_PAGE_SIZE,
    CONVERSATION_PAGE_MAX,
  ),
  'GET /api/admin/audit-log': admin('/api/admin/audit-log'),
  'GET /api/admin/jobs': admin('/api/admin/jobs'),

  // Lists bounded by nature ───────────────────────────────────────────────────────────────────
  'GET /api/favorites/ids': {
    kind: 'bounded',
    as: 'seeker',
    url: () => '/api/favorites/ids',
    bound: SAVED_GUIDES_MAX,
    count: (body) => body.practitionerIds.length,
    why: 'saving a guide stops at SAVED_GUIDES_MAX',
  },
  'GET /api/testimonials': {
    kind: 'bounded',
    as: 'signedOut',
    url: () => '/api/testimonials',
    bound: TESTIMONIALS_COUNT,
    count: (body) => body.length,
    why: 'the home page shows a fixed number of voices',
  },
  'GET /api/practitioners/:id/private-slots': {
    kind: 'bounded',
    as: 'signedOut',
    url: (filled) => `/api/practitioners/${guideId(filled)}/private-slots?date=${filled.cast.dateAhead(3)}`,
    bound: BOOKING_TIME_SLOTS.length,
    count: (body) => body.slots.length,
    why: 'the hourly start times of one day',
  },
  'GET /api/practitioners/:id/review-eligibility': {
    kind: 'bounded',
    as: 'seeker',
    url: (filled) => `/api/practitioners/${guideId(filled)}/review-eligibility`,
    bound: REVIEWABLE_SESSIONS_MAX,
    count: (body) => body.sessions.length,
    why: 'the review form offers the latest attended sessions only',
  },
  'GET /api/practitioner/dashboard': {
    kind: 'bounded',
    as: 'guide',
    url: () => '/api/practitioner/dashboard',
    bound: RECENT_BOOKINGS_COUNT,
    count: (body) => body.recentBookings.length,
    why: 'figures, and the few latest bookings',
  },
  'GET /sitemap.xml': {
    kind: 'bounded',
    as: 'signedOut',
    url: () => '/sitemap.xml',
    bound: SITEMAP_URLS_MAX,
    count: (body: string) => body.split('<url>').length - 1,
    why: 'one sitemap file holds at most that many addresses',
  },

  // One thing each ────────────────────────────────────────────────────────────────────────────
  'GET /api/user': one('the signed-in user'),
  'GET /api/conversations/unread': one("the caller's unread count"),
  'GET /api/email-settings': one("the caller's email settings"),
  'GET /api/email/unsubscribe': one('the page that confirms an unsubscribe'),
  'GET /api/verify-reset-token/:token': one('whether a token is valid'),
  'GET /api/stats': one('a few platform figures'),
  'GET /api/practitioners/:id': one("one guide's page (profile lists are capped by its input)"),
  'GET /api/sessions/:id': one('one session'),
  'GET /api/guide-application': one("the caller's latest application"),
  'GET /api/profile': one("the caller's profile"),
  'GET /api/account/export': one("the caller's own data as one file, read and written a page at a time"),
  'GET /api/bookings/:id': one('one booking'),
  'GET /api/bookings/:id/refund-preview': one("one booking's refund"),
  'GET /api/bookings/:id/receipt': one("one booking's receipt"),
  'GET /api/checkout/:reference': one('one checkout page'),
  'GET /api/admin/metrics': one("the admin dashboard's figures"),
  'GET /api/admin/guide-applications/:id': one('one application'),
  'GET /api/admin/users/:id/removal-preview': one("a few counts of one guide's sessions ahead"),
  'GET /api/docs': one('the API explorer'),
  'GET /api/docs/json': one('the OpenAPI document, as large as the route table'),
  'GET /api/docs/yaml': one('the OpenAPI document, as large as the route table'),
  'GET /api/docs/static/index.html': one("the explorer's page"),
  'GET /api/docs/static/swagger-initializer.js': one("the explorer's script"),
  'GET /api/docs/static/*': one("the explorer's files"),
  'GET /uploads/:name': one('one uploaded image'),
  'GET /robots.txt': one('a fixed text'),
  'GET /share-images/*': one('one image'),
  'GET /healthz': one('one word of status'),
  'GET /readyz': one('one word of status, or the reason it is not ready'),
  'GET /metrics': one('a series per route pattern and status code, never per address asked for'),
};

let world: TestWorld;
let filled: Filled;

beforeAll(async () => {
  world = await TestWorld.start();
  const cast = await MarketplaceCast.create(world);
  await throughTheRealFlows(cast);
  filled = { cast, crowdedSessionId: await beyondEveryPage(cast) };
}, 120_000);
afterAll(() => world.close());

/** A few rows the way people make them: a weekly series published, a spot held and paid, a guide saved, a review. */
async function throughTheRealFlows(cast: MarketplaceCast): Promise<void> {
  const guide = cast.actor('guide');
  const series = await cast.send(guide, {
    method: 'POST',
    url: '/api/sessions',
    body: {
      title: 'Dawn breathwork',
      description: 'Slow breathing by the river.',
      location: 'Cais do Sodré, Lisbon',
      modality: 'Breathwork',
      sessionDate: cast.dateAhead(40),
      startTime: '07:00',
      endTime: '08:00',
      price: 2500,
      capacity: 6,
      repeatWeeks: 4,
    },
  });
  expect(series.status).toBe(201);
  const { client } = await world.signedIn();
  await payHold(client, await holdSpot(client, series.body[0].id));
  const seeker = cast.actor('seeker');
  const saved = await cast.send(seeker, {
    method: 'PUT',
    url: `/api/favorites/${cast.user('otherGuide').id}`,
  });
  expect(saved.status).toBe(204);
  const attended = await cast.attendedSession();
  const review = await cast.send(seeker, {
    method: 'POST',
    url: `/api/sessions/${attended.id}/reviews`,
    body: { rating: 5, comment: 'Calm, kind and well held.' },
  });
  expect(review.status).toBe(201);
}

/**
 * ROWS of everything a list shows, in bulk: listed guides the seeker saved, seekers with pending
 * applications, past sessions of the guide spread over years (each with the seeker's paid booking),
 * one of them crowded with bookings and reported reviews, and admin actions. Returns the crowded session.
 */
async function beyondEveryPage(cast: MarketplaceCast): Promise<number> {
  const tag = uniqueTag();
  const now = world.clock.now();
  const guide = cast.user('guide').id;
  const seeker = cast.user('seeker').id;
  const newUsers = (role: 'practitioner' | 'student') => sql`
    insert into ${users} (username, email, password_hash, role, is_guide, is_approved, profile_complete)
    select ${`${role}_${tag}_`} || n, ${`${role}_${tag}_`} || n || '@example.com', 'not-a-hash', ${role},
           ${role === 'practitioner'}, true, true
    from generate_series(1, ${ROWS}) n
    returning id`;
  await world.db.execute(sql`
    with guides as (${newUsers('practitioner')}),
    listed as (
      insert into ${profiles} (user_id, name, category, subcategory, price_per_session)
      select id, 'Bulk Guide ' || id, 'Reiki', 'Usui Reiki', 4000 from guides returning user_id)
    insert into ${favorites} (student_id, practitioner_id) select ${seeker}, user_id from listed`);
  await world.db.execute(sql`
    with seekers as (${newUsers('student')}),
    named as (insert into ${profiles} (user_id, name) select id, 'Bulk Seeker' from seekers returning user_id)
    insert into ${guideApplications} (user_id, full_name, email, city, category, subcategory, bio,
      certification1_name, certification1_url, session_format, price_per_session)
    select user_id, 'Bulk Applicant', 'applicant' || user_id || '@example.com', 'Lisbon', 'Reiki', 'Usui Reiki',
           'Calm Reiki in Lisbon.', 'Reiki II', 'https://certs.example.com/' || user_id, '1:1 In-Person', 4000
    from named`);
  // Far apart, so the guide's earnings span more months than the earnings' largest page.
  await world.db.execute(sql`
    with past as (
      insert into ${sessions} (practitioner_id, title, description, location, modality, starts_at, ends_at,
        price, capacity, remaining_spots, status)
      select ${guide}, 'Bulk circle ' || n, 'A circle.', 'Graça, Lisbon', 'Reiki',
             ${now}::timestamptz - n * interval '20 days',
             ${now}::timestamptz - n * interval '20 days' + interval '1 hour', 3000, 500, 500, 'completed'
      from generate_series(1, ${ROWS}) n
      returning id, price)
    insert into ${bookings} (session_id, student_id, status, payment_amount, commission_amount, confirmed_at)
    select id, ${seeker}, 'completed', price, price * 15 / 100, ${now}::timestamptz from past`);
  const [crowded] = await queryRows<{ id: number }>(
    world.db,
    sql`select ${sessions.id} as id from ${sessions}
        where ${sessions.guideId} = ${guide} and ${sessions.title} = 'Bulk circle 1'`,
  );
  await world.db.execute(sql`
    with attended as (
      insert into ${bookings} (session_id, student_id, status, payment_amount, confirmed_at)
      select ${crowded!.id}, ${users.id}, 'completed', 3000, ${now}::timestamptz from ${users}
      where ${users.username} like ${`student_${tag}_%`}
      returning id, student_id)
    insert into ${reviews} (session_id, booking_id, student_id, practitioner_id, rating, comment)
    select ${crowded!.id}, id, student_id, ${guide}, 4, 'A calm circle, thank you.' from attended`);
  // Each of those reviews reported by the seeker, waiting for an admin.
  await world.db.execute(sql`
    insert into ${reviewReports} (review_id, reporter_id, reason)
    select ${reviews.id}, ${seeker}, 'spam' from ${reviews} where ${reviews.sessionId} = ${crowded!.id}`);
  await world.db.execute(sql`
    insert into ${auditLog} (admin_id, action, target_type, target_id)
    select ${cast.user('admin').id}, 'user.deactivate', 'user', n from generate_series(1, ${ROWS}) n`);
  // A long conversation on the seeker's booking, and each past booking's conversation reported.
  await world.db.execute(sql`
    insert into ${conversationMessages} (booking_id, sender_id, side, body)
    select ${cast.bookingId}, ${seeker}, 'seeker', 'Message ' || n from generate_series(1, ${ROWS}) n`);
  await world.db.execute(sql`
    insert into ${conversationReports} (booking_id, reporter_id, reason)
    select ${bookings.id}, ${seeker}, 'spam' from ${bookings}
    where ${bookings.seekerId} = ${seeker} and ${bookings.status} = 'completed'
       or ${bookings.id} = ${cast.bookingId}`);
  // Emails that failed for good, as the admins' list of failed jobs shows them.
  await world.db.execute(sql`
    insert into ${sql.raw(`${JOB_SCHEMA}.job`)} (name, data, state, retry_count, output)
    select 'password-reset-email', jsonb_build_object('email', 'failed' || n || '@example.com'), 'failed', 8,
           jsonb_build_object('message', 'connect ECONNREFUSED 127.0.0.1:25')
    from generate_series(1, ${ROWS}) n`);
  world.clock.advance(hours(1));
  return crowded!.id;
}

describe('list answers', () => {
  it('classify every read the app registers, and no read it does not', () => {
    const reads = registeredRoutes(world.app).filter((key) => key.startsWith('GET '));
    expect(
      reads.filter((key) => !(key in RULES)),
      'reads without a class',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((key) => !reads.includes(key)),
      'classes without a read',
    ).toEqual([]);
  });

  const pagedRoutes = Object.entries(RULES).filter(([, rule]) => rule.kind === 'paged');
  it.each(pagedRoutes.map(([key]) => key))(
    '%s, asked with no paging, answers one page of a list longer than its largest page',
    async (key) => {
      const rule = RULES[key] as Extract<Rule, { kind: 'paged' }>;
      const actor = filled.cast.actor(rule.as);
      const url = rule.url(filled);
      const res = await filled.cast.send(actor, { method: 'GET', url });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.total, 'rows in the database').toBeGreaterThan(rule.maxPageSize);
      expect(res.body.items).toHaveLength(rule.pageSize);

      const joiner = url.includes('?') ? '&' : '?';
      const largest = await filled.cast.send(actor, {
        method: 'GET',
        url: `${url}${joiner}pageSize=${rule.maxPageSize}`,
      });
      expect(largest.body.items).toHaveLength(rule.maxPageSize);
      const tooLarge = await filled.cast.send(actor, {
        method: 'GET',
        url: `${url}${joiner}pageSize=${rule.maxPageSize + 1}`,
      });
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { pageSize: expect.any(String) },
      });
    },
  );

  const boundedRoutes = Object.entries(RULES).filter(([, rule]) => rule.kind === 'bounded');
  it.each(boundedRoutes.map(([key]) => key))('%s stays within its bound', async (key) => {
    const rule = RULES[key] as Extract<Rule, { kind: 'bounded' }>;
    const res = await filled.cast.send(filled.cast.actor(rule.as), { method: 'GET', url: rule.url(filled) });
    expect(res.status).toBe(200);
    expect(rule.count(res.body), rule.why).toBeLessThanOrEqual(rule.bound);
  });

  it('offers the review form the latest sessions only, when the seeker attended more', async () => {
    const rule = RULES['GET /api/practitioners/:id/review-eligibility'] as Extract<Rule, { kind: 'bounded' }>;
    const res = await filled.cast.send(filled.cast.actor('seeker'), { method: 'GET', url: rule.url(filled) });
    expect(res.body.sessions).toHaveLength(REVIEWABLE_SESSIONS_MAX);
  });
});
