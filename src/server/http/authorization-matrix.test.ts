import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../contract/ids';
import { EmailSettingsService } from '../features/email-settings';
import { applicationInput, createGuide, createSession } from '../testing/fixtures';
import {
  ACTORS,
  type Actor,
  type ActorName,
  MarketplaceCast,
  type RouteRequest,
} from '../testing/marketplace-cast';
import { multipartBody } from '../testing/multipart-body';
import { type RouteKey, registeredRoutes } from '../testing/route-table';
import { changedTables, tableChecksums } from '../testing/table-checksum';
import {
  type CreatedUser,
  PUBLIC_URL,
  TEST_PASSWORD,
  TestWorld,
  withoutRequestId,
} from '../testing/test-app';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Who may call what: every route the app registers, tried by every kind of person, with the exact
 * status each gets. A route added to the app without a rule here fails this file. Requests carry
 * valid bodies, so a status speaks of who asked, not of what they sent; a refused request must
 * leave every table as it was.
 */

type Statuses = Record<ActorName, number>;

interface RouteRule {
  /** The request, made afresh for each actor (resources a call uses up are created anew). */
  request: (cast: MarketplaceCast, actor: Actor) => RouteRequest | Promise<RouteRequest>;
  expect: Statuses;
  /** The call replaces or ends the session it is sent with: the actor sends a spare one. */
  spendsSession?: true;
}

/** A deactivated user's cookie counts for nothing: they are answered as a signed-out visitor. */
const rule = (statuses: Omit<Statuses, 'deactivated'>): Statuses => ({
  ...statuses,
  deactivated: statuses.signedOut,
});
const everyone = (status: number) =>
  rule({
    signedOut: status,
    seeker: status,
    otherSeeker: status,
    pendingGuide: status,
    guide: status,
    otherGuide: status,
    admin: status,
  });
const signedIn = (status: number, others: Partial<Omit<Statuses, 'deactivated'>> = {}) =>
  rule({ ...everyone(status), signedOut: 401, ...others });
const adminsOnly = (status: number) => signedIn(403, { admin: status });
const guidesOnly = (status: number, others: Partial<Statuses> = {}) =>
  signedIn(403, { pendingGuide: status, guide: status, otherGuide: status, ...others });
const approvedGuidesOnly = (status: number) => signedIn(403, { guide: status, otherGuide: status });
/** The guide's own resource: only they may change it; a stranger can name it, so 403 rather than 404. */
const theGuideOnly = (status: number) => signedIn(403, { guide: status });
/** The seeker's booking: its guide and admins may read it; to anyone else it does not exist. */
const bookingReaders = (status: number) => signedIn(404, { seeker: status, guide: status, admin: status });
/** The seeker's booking, changed by the seeker only; its readers get 403, anyone else 404. */
const bookingOwner = (status: number) => signedIn(404, { seeker: status, guide: 403, admin: 403 });
/** A paid booking's receipt: its seeker and admins; the guide may name the booking but not see how it was paid. */
const receiptReaders = (status: number) => signedIn(404, { seeker: status, guide: 403, admin: status });
/** A checkout page exists for the seeker who holds it and no one else. */
const holderOnly = (status: number) => signedIn(404, { seeker: status });

const get = (url: string): RouteRequest => ({ method: 'GET', url });
const isAdminOrSeeker = (actor: Actor) => actor.user?.role !== 'practitioner';
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

const sessionBody = (cast: MarketplaceCast) => ({
  title: 'Full moon sound bath',
  description: 'Gongs, bowls and a long rest.',
  location: 'Rua da Graça 12, Lisbon',
  modality: 'Sound Healing',
  sessionDate: cast.dateAhead(200 + ++counter),
  startTime: '19:00',
  endTime: '20:30',
  price: 3500,
  capacity: 12,
});

const seekerProfile = { name: 'Ana Lima', city: 'Lisbon', country: 'Portugal', bio: 'Breathing in Lisbon.' };
const guideProfile = {
  name: 'Marta Figueiredo',
  shortBio: 'Sound baths in a sunny Graça studio.',
  bio: 'I have guided sound baths in Lisbon for eight years, with gongs, bowls and long silences.',
  neighbourhood: 'Graça',
  country: 'Portugal',
  modalities: ['Sound Healing'],
};
const profileBody = (actor: Actor) => (isAdminOrSeeker(actor) ? seekerProfile : guideProfile);
/** A listed guide other than the actor (nobody saves themselves). */
const guideToSave = (cast: MarketplaceCast, actor: Actor) =>
  cast.user(actor.name === 'otherGuide' ? 'guide' : 'otherGuide').id;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Sofia Almeida' };

/** A session cookie of a new person of the actor's kind, for the calls that end an account. */
async function standInFor(cast: MarketplaceCast, actor: Actor): Promise<string | null> {
  const kinds: Partial<Record<ActorName, () => Promise<CreatedUser>>> = {
    otherSeeker: () => cast.world.createUser(),
    pendingGuide: () => cast.world.createUser({ role: 'practitioner', isApproved: false }),
    otherGuide: () => createGuide(cast.world),
  };
  const make = kinds[actor.name];
  if (!make) return null;
  const user = await make();
  return (await cast.freshSession({ ...actor, user: { ...user, public: actor.user!.public } })).cookie;
}

let pngBytes: Buffer;
let uploadedImage: string;

/** The one-click unsubscribe address of a new person's reminders, as their emails carry it. */
async function unsubscribeAddress(cast: MarketplaceCast): Promise<string> {
  const { world } = cast;
  const user = await world.createUser();
  const settings = new EmailSettingsService({ db: world.db, clock: world.clock, publicUrl: PUBLIC_URL });
  return (await settings.unsubscribeLinkFor(user.id, 'reminders')).url.slice(PUBLIC_URL.length);
}

const RULES: Record<RouteKey, RouteRule> = {
  // Accounts ──────────────────────────────────────────────────────────────────────────────────
  'POST /api/register': {
    // Public: the web app sends signed-in people home before the form, but the API need not care.
    request: () => {
      const name = `new_${unique()}`;
      return {
        method: 'POST',
        url: '/api/register',
        body: { username: name, email: `${name}@example.com`, password: 'a-good-password', role: 'student' },
      };
    },
    expect: everyone(201),
    spendsSession: true,
  },
  'POST /api/guide-signup': {
    request: () => ({
      method: 'POST',
      url: '/api/guide-signup',
      body: {
        fullName: 'Rita Sousa',
        email: `guide_${unique()}@example.com`,
        password: 'a-good-password',
        neighbourhood: 'Alfama',
        category: 'Reiki',
      },
    }),
    expect: everyone(201),
    spendsSession: true,
  },
  'POST /api/login': {
    request: async (cast) => {
      const user = await cast.world.createUser();
      return {
        method: 'POST',
        url: '/api/login',
        body: { username: user.username, password: user.password },
      };
    },
    expect: everyone(200),
    spendsSession: true,
  },
  'POST /api/logout': {
    request: () => ({ method: 'POST', url: '/api/logout' }),
    expect: everyone(204),
    spendsSession: true,
  },
  'GET /api/user': { request: () => get('/api/user'), expect: signedIn(200) },
  'POST /api/forgot-password': {
    request: () => ({ method: 'POST', url: '/api/forgot-password', body: { email: 'someone@example.com' } }),
    expect: everyone(200),
  },
  'GET /api/verify-reset-token/:token': {
    request: async (cast) => get(`/api/verify-reset-token/${await cast.resetToken()}`),
    expect: everyone(200),
  },
  'POST /api/reset-password': {
    request: async (cast) => ({
      method: 'POST',
      url: '/api/reset-password',
      body: { token: await cast.resetToken(), password: 'a-brand-new-password' },
    }),
    expect: everyone(200),
  },

  // Discovery ─────────────────────────────────────────────────────────────────────────────────
  'GET /api/stats': { request: () => get('/api/stats'), expect: everyone(200) },
  'GET /api/testimonials': { request: () => get('/api/testimonials'), expect: everyone(200) },
  'GET /api/practitioners': {
    request: () => get('/api/practitioners?q=sound&page=1'),
    expect: everyone(200),
  },
  'GET /api/practitioners/:id': {
    request: (cast) => get(`/api/practitioners/${cast.user('guide').id}`),
    expect: everyone(200),
  },
  'GET /api/practitioners/:id/reviews': {
    request: (cast) => get(`/api/practitioners/${cast.user('guide').id}/reviews`),
    expect: everyone(200),
  },
  'GET /api/practitioners/:id/private-slots': {
    request: (cast) =>
      get(`/api/practitioners/${cast.user('guide').id}/private-slots?date=${cast.dateAhead(3)}`),
    expect: everyone(200),
  },
  'GET /api/practitioners/:id/review-eligibility': {
    request: (cast) => get(`/api/practitioners/${cast.user('guide').id}/review-eligibility`),
    expect: signedIn(200),
  },
  'GET /api/sessions': {
    request: (cast) => get(`/api/sessions?practitionerId=${cast.user('guide').id}`),
    expect: everyone(200),
  },
  'GET /api/sessions/:id': {
    request: (cast) => get(`/api/sessions/${cast.session.id}`),
    expect: everyone(200),
  },
  'GET /api/sessions/:id/reviews': {
    request: (cast) => get(`/api/sessions/${cast.session.id}/reviews`),
    expect: everyone(200),
  },

  // Guides: applying ──────────────────────────────────────────────────────────────────────────
  'GET /api/guide-application': {
    request: () => get('/api/guide-application'),
    // The other guide was approved without applying through Luz: they have none, and are told so (null).
    expect: guidesOnly(200),
  },
  'POST /api/guide-application': {
    request: (_cast, actor) => ({
      method: 'POST',
      url: '/api/guide-application',
      body: applicationInput({ email: actor.user?.email ?? 'rita@example.com' }),
    }),
    // One application under review at a time, and none after approval: 409 once past the guard.
    expect: guidesOnly(409),
  },

  // Guides: sessions and their bookings ───────────────────────────────────────────────────────
  'POST /api/sessions': {
    request: (cast) => ({ method: 'POST', url: '/api/sessions', body: sessionBody(cast) }),
    expect: approvedGuidesOnly(201),
  },
  'PATCH /api/sessions/:id': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/sessions/${(await cast.upcomingSession()).id}`,
      body: sessionBody(cast),
    }),
    expect: theGuideOnly(200),
  },
  'DELETE /api/sessions/:id': {
    request: async (cast) => ({
      method: 'DELETE',
      url: `/api/sessions/${(await cast.upcomingSession()).id}`,
    }),
    expect: theGuideOnly(200),
  },
  'GET /api/practitioner/sessions': {
    request: () => get('/api/practitioner/sessions'),
    expect: guidesOnly(200),
  },
  'GET /api/bookings/practitioner': {
    request: () => get('/api/bookings/practitioner'),
    expect: guidesOnly(200),
  },
  'GET /api/practitioner/dashboard': {
    request: () => get('/api/practitioner/dashboard'),
    expect: guidesOnly(200),
  },
  'GET /api/practitioner/earnings': {
    request: () => get('/api/practitioner/earnings'),
    expect: guidesOnly(200),
  },
  'GET /api/sessions/:id/bookings': {
    request: (cast) => get(`/api/sessions/${cast.session.id}/bookings`),
    expect: signedIn(403, { guide: 200, admin: 200 }),
  },
  'POST /api/uploads/gallery': {
    request: () => {
      const { body, headers } = multipartBody({ bytes: pngBytes });
      return { method: 'POST', url: '/api/uploads/gallery', body, headers };
    },
    // Guides waiting for approval already build their profile.
    expect: guidesOnly(201),
  },
  'GET /uploads/:name': { request: () => get(uploadedImage), expect: everyone(200) },

  // Profiles and favourites ───────────────────────────────────────────────────────────────────
  'GET /api/profile': { request: () => get('/api/profile'), expect: signedIn(200) },
  'POST /api/profile': {
    // Creating is for accounts without a profile: the actor's is removed first.
    request: async (cast, actor) => {
      if (actor.user && actor.name !== 'deactivated') await cast.removeProfile(actor.user.id);
      return { method: 'POST', url: '/api/profile', body: profileBody(actor) };
    },
    expect: signedIn(201),
  },
  'PATCH /api/profile': {
    request: (_cast, actor) => ({ method: 'PATCH', url: '/api/profile', body: profileBody(actor) }),
    expect: signedIn(200),
  },
  // The person's own account ────────────────────────────────────────────────────────────────
  'GET /api/account/export': { request: () => get('/api/account/export'), expect: signedIn(200) },
  'PUT /api/account/language': {
    request: () => ({ method: 'PUT', url: '/api/account/language', body: { locale: 'en' } }),
    expect: signedIn(200),
  },
  'DELETE /api/account': {
    // The seeker and the guide have bookings ahead, so theirs is refused and writes nothing. The
    // others would go for good, and later rules need them: each sends as a new person of their kind.
    request: async (cast, actor): Promise<RouteRequest> => {
      const body = { password: TEST_PASSWORD, cancelUpcomingSessions: false };
      const standIn = await standInFor(cast, actor);
      return {
        method: 'DELETE',
        url: '/api/account',
        body,
        ...(standIn ? { headers: { cookie: `${SESSION_COOKIE}=${standIn}` } } : {}),
      };
    },
    expect: signedIn(200, { seeker: 409, guide: 409, admin: 403 }),
  },
  'GET /api/favorites': { request: () => get('/api/favorites'), expect: signedIn(200) },
  'GET /api/favorites/ids': { request: () => get('/api/favorites/ids'), expect: signedIn(200) },
  'PUT /api/favorites/:practitionerId': {
    request: (cast, actor) => ({ method: 'PUT', url: `/api/favorites/${guideToSave(cast, actor)}` }),
    expect: signedIn(204),
  },
  'DELETE /api/favorites/:practitionerId': {
    request: (cast, actor) => ({ method: 'DELETE', url: `/api/favorites/${guideToSave(cast, actor)}` }),
    expect: signedIn(204),
  },
  // Conversations of bookings ────────────────────────────────────────────────────────────────
  'GET /api/conversations/unread': { request: () => get('/api/conversations/unread'), expect: signedIn(200) },
  'GET /api/conversations/:bookingId/messages': {
    request: (cast) => get(`/api/conversations/${cast.bookingId}/messages`),
    // Admins read a conversation only once it is reported, through the admin route.
    expect: signedIn(404, { seeker: 200, guide: 200 }),
  },
  'POST /api/conversations/:bookingId/messages': {
    request: (cast) => ({
      method: 'POST',
      url: `/api/conversations/${cast.bookingId}/messages`,
      body: { body: 'See you on Thursday.' },
    }),
    expect: signedIn(404, { seeker: 201, guide: 201 }),
  },
  'POST /api/conversations/:bookingId/reports': {
    request: async (cast) => ({
      method: 'POST',
      url: `/api/conversations/${await cast.confirmedBooking()}/reports`,
      body: { reason: 'spam' },
    }),
    expect: signedIn(404, { seeker: 201, guide: 201 }),
  },
  'POST /api/sessions/:id/messages': {
    request: (cast) => ({
      method: 'POST',
      url: `/api/sessions/${cast.session.id}/messages`,
      body: { body: 'Bring a blanket.' },
    }),
    expect: theGuideOnly(201),
  },
  'GET /api/email-settings': { request: () => get('/api/email-settings'), expect: signedIn(200) },
  'PATCH /api/email-settings': {
    request: () => ({ method: 'PATCH', url: '/api/email-settings', body: { messageNotices: true } }),
    expect: signedIn(200),
  },
  // Authorised by the signed token of the link, not a session: the same for everyone.
  'GET /api/email/unsubscribe': {
    request: async (cast) => get(await unsubscribeAddress(cast)),
    expect: everyone(200),
  },
  'POST /api/email/unsubscribe': {
    request: async (cast) => ({
      method: 'POST',
      url: await unsubscribeAddress(cast),
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    expect: everyone(200),
  },
  'POST /api/newsletter': {
    request: () => ({
      method: 'POST',
      url: '/api/newsletter',
      body: { email: `reader_${unique()}@example.com` },
    }),
    expect: everyone(200),
  },

  // Reviews ───────────────────────────────────────────────────────────────────────────────────
  'POST /api/sessions/:id/reviews': {
    request: async (cast) => ({
      method: 'POST',
      url: `/api/sessions/${(await cast.attendedSession()).id}/reviews`,
      body: { rating: 5, comment: 'A calm and caring session, thank you.' },
    }),
    // Only who attended reviews; the session is public, so others are refused rather than told it is missing.
    expect: signedIn(403, { seeker: 201 }),
  },
  // A review is public: whoever may not answer it is refused rather than told it is missing.
  'POST /api/reviews/:id/reply': {
    request: async (cast) => ({
      method: 'POST',
      url: `/api/reviews/${await cast.review()}/reply`,
      body: { text: 'Thank you for coming!' },
    }),
    expect: theGuideOnly(201),
  },
  'PATCH /api/reviews/:id/reply': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/reviews/${await cast.review({ reply: true })}/reply`,
      body: { text: 'Thank you again for coming!' },
    }),
    expect: theGuideOnly(200),
  },
  'DELETE /api/reviews/:id/reply': {
    request: async (cast) => ({
      method: 'DELETE',
      url: `/api/reviews/${await cast.review({ reply: true })}/reply`,
    }),
    expect: theGuideOnly(204),
  },
  'POST /api/reviews/:id/reports': {
    request: async (cast) => ({
      method: 'POST',
      url: `/api/reviews/${await cast.review()}/reports`,
      body: { reason: 'spam' },
    }),
    // Anyone signed in, the reviewed guide and admins included; never the review's author.
    expect: signedIn(201, { seeker: 403 }),
  },
  'GET /api/practitioner/reviews': {
    request: () => get('/api/practitioner/reviews'),
    expect: guidesOnly(200),
  },

  // Booking and paying ────────────────────────────────────────────────────────────────────────
  'POST /api/create-checkout-session': {
    request: async (cast) => ({
      method: 'POST',
      url: '/api/create-checkout-session',
      body: { sessionId: (await cast.upcomingSession()).id },
    }),
    // Anyone signed in may book someone else's session; a guide may not book their own.
    expect: signedIn(201, { guide: 403 }),
  },
  'GET /api/bookings': { request: () => get('/api/bookings'), expect: signedIn(200) },
  'GET /api/bookings/:id': {
    request: (cast) => get(`/api/bookings/${cast.bookingId}`),
    expect: bookingReaders(200),
  },
  'GET /api/bookings/:id/receipt': {
    request: (cast) => get(`/api/bookings/${cast.bookingId}/receipt`),
    expect: receiptReaders(200),
  },
  'GET /api/bookings/:id/refund-preview': {
    request: (cast) => get(`/api/bookings/${cast.bookingId}/refund-preview`),
    expect: bookingOwner(200),
  },
  'POST /api/bookings/:id/cancel': {
    request: async (cast) => ({
      method: 'POST',
      url: `/api/bookings/${await cast.confirmedBooking()}/cancel`,
    }),
    expect: bookingOwner(200),
  },
  'GET /api/checkout/:reference': {
    request: (cast) => get(`/api/checkout/${cast.holdReference}`),
    expect: holderOnly(200),
  },
  'POST /api/checkout/:reference/pay': {
    request: async (cast) => ({ method: 'POST', url: `/api/checkout/${await cast.hold()}/pay`, body: card }),
    expect: holderOnly(200),
  },
  'POST /api/checkout/:reference/cancel': {
    request: async (cast) => ({ method: 'POST', url: `/api/checkout/${await cast.hold()}/cancel` }),
    expect: holderOnly(200),
  },
  'POST /api/webhooks/stripe': {
    // Authenticated by Stripe's signature, not a session; with Luz's own checkout there is no such endpoint.
    request: () => ({
      method: 'POST',
      url: '/api/webhooks/stripe',
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    }),
    expect: everyone(404),
  },

  // Admin ─────────────────────────────────────────────────────────────────────────────────────
  'GET /api/admin/metrics': { request: () => get('/api/admin/metrics'), expect: adminsOnly(200) },
  'GET /api/admin/guide-applications': {
    request: () => get('/api/admin/guide-applications?status=pending'),
    expect: adminsOnly(200),
  },
  'GET /api/admin/guide-applications/pending': {
    request: () => get('/api/admin/guide-applications/pending'),
    expect: adminsOnly(200),
  },
  'GET /api/admin/guide-applications/:id': {
    request: (cast) => get(`/api/admin/guide-applications/${cast.pendingApplicationId}`),
    expect: adminsOnly(200),
  },
  'PATCH /api/admin/guide-applications/:id': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/admin/guide-applications/${await cast.pendingApplication()}`,
      body: { status: 'approved' },
    }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/practitioners': { request: () => get('/api/admin/practitioners'), expect: adminsOnly(200) },
  'PATCH /api/admin/practitioners/:id/category': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/admin/practitioners/${(await createGuide(cast.world)).id}/category`,
      body: { category: 'Massage' },
    }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/users': { request: () => get('/api/admin/users?q=person'), expect: adminsOnly(200) },
  'PATCH /api/admin/users/:id': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/admin/users/${(await cast.world.createUser()).id}`,
      body: { isActive: false },
    }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/users/:id/removal-preview': {
    request: (cast) => get(`/api/admin/users/${cast.user('guide').id}/removal-preview`),
    expect: adminsOnly(200),
  },
  'GET /api/admin/sessions': { request: () => get('/api/admin/sessions'), expect: adminsOnly(200) },
  'PATCH /api/admin/sessions/:id/cancel': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/admin/sessions/${(await cast.upcomingSession()).id}/cancel`,
    }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/bookings': { request: () => get('/api/admin/bookings?q=sound'), expect: adminsOnly(200) },
  'PATCH /api/admin/bookings/:id/accept-payment': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/admin/bookings/${await cast.paymentUnderReview()}/accept-payment`,
    }),
    expect: adminsOnly(200),
  },
  'PATCH /api/admin/bookings/:id/refund-payment': {
    request: async (cast) => ({
      method: 'PATCH',
      url: `/api/admin/bookings/${await cast.paymentUnderReview()}/refund-payment`,
    }),
    expect: adminsOnly(200),
  },
  'GET /api/admin/review-reports': {
    request: () => get('/api/admin/review-reports?status=all'),
    expect: adminsOnly(200),
  },
  'PATCH /api/admin/reviews/:id/hide': {
    request: async (cast) => ({ method: 'PATCH', url: `/api/admin/reviews/${await cast.review()}/hide` }),
    expect: adminsOnly(200),
  },
  'PATCH /api/admin/reviews/:id/unhide': {
    request: async (cast) => {
      const reviewId = await cast.review();
      await cast.send(cast.actor('admin'), { method: 'PATCH', url: `/api/admin/reviews/${reviewId}/hide` });
      return { method: 'PATCH', url: `/api/admin/reviews/${reviewId}/unhide` };
    },
    expect: adminsOnly(200),
  },
  'PATCH /api/admin/reviews/:id/dismiss-reports': {
    request: async (cast) => {
      const reviewId = await cast.review();
      await cast.send(cast.actor('otherSeeker'), {
        method: 'POST',
        url: `/api/reviews/${reviewId}/reports`,
        body: { reason: 'spam' },
      });
      return { method: 'PATCH', url: `/api/admin/reviews/${reviewId}/dismiss-reports` };
    },
    expect: adminsOnly(200),
  },
  'GET /api/admin/conversation-reports': {
    request: () => get('/api/admin/conversation-reports'),
    expect: adminsOnly(200),
  },
  'GET /api/admin/conversations/:bookingId/messages': {
    request: async (cast) => {
      const bookingId = await cast.confirmedBooking();
      await cast.send(cast.actor('seeker'), {
        method: 'POST',
        url: `/api/conversations/${bookingId}/reports`,
        body: { reason: 'harassment' },
      });
      return get(`/api/admin/conversations/${bookingId}/messages`);
    },
    expect: adminsOnly(200),
  },
  'GET /api/admin/audit-log': { request: () => get('/api/admin/audit-log'), expect: adminsOnly(200) },
  'GET /api/admin/jobs': { request: () => get('/api/admin/jobs?state=failed'), expect: adminsOnly(200) },
  // No failed job to name: an admin is told the job does not exist, anyone else is refused first.
  'POST /api/admin/jobs/:id/retry': {
    request: () => ({ method: 'POST', url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry' }),
    expect: adminsOnly(404),
  },

  // Public by design: documentation of the API and files for crawlers and link previews ─────
  'GET /api/docs': { request: () => get('/api/docs'), expect: everyone(200) },
  'GET /api/docs/json': { request: () => get('/api/docs/json'), expect: everyone(200) },
  'GET /api/docs/yaml': { request: () => get('/api/docs/yaml'), expect: everyone(200) },
  // Sends the browser on to /api/docs, the explorer's own address.
  'GET /api/docs/static/index.html': {
    request: () => get('/api/docs/static/index.html'),
    expect: everyone(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    request: () => get('/api/docs/static/swagger-initializer.js'),
    expect: everyone(200),
  },
  'GET /api/docs/static/*': { request: () => get('/api/docs/static/swagger-ui.css'), expect: everyone(200) },
  'GET /robots.txt': { request: () => get('/robots.txt'), expect: everyone(200) },
  'GET /sitemap.xml': { request: () => get('/sitemap.xml'), expect: everyone(200) },
  // For balancers and scrapers, never for people: no session is read, and the same answer for everyone.
  'GET /healthz': { request: () => get('/healthz'), expect: everyone(200) },
  'GET /readyz': { request: () => get('/readyz'), expect: everyone(200) },
  // Metrics are off in these tests (no METRICS_TOKEN): a session does not open them.
  'GET /metrics': { request: () => get('/metrics'), expect: everyone(404) },
  // Served from the web app's build, which these tests do not have: the same 404 for everyone.
  'GET /share-images/*': {
    request: () => get('/share-images/images/guides/guide-01.png'),
    expect: everyone(404),
  },
};

let world: TestWorld;
let cast: MarketplaceCast;

beforeAll(async () => {
  world = await TestWorld.start();
  cast = await MarketplaceCast.create(world);
  pngBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d6f75' } })
    .png()
    .toBuffer();
  const { body, headers } = multipartBody({ bytes: pngBytes });
  uploadedImage = (
    await cast.send(cast.actor('guide'), { method: 'POST', url: '/api/uploads/gallery', body, headers })
  ).body.url;
});
afterAll(() => world.close());

describe('the authorization matrix', () => {
  it('has a rule for every route the app registers, and no rule for a route it does not', () => {
    const routes = registeredRoutes(world.app);
    expect(
      routes.filter((key) => !(key in RULES)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((key) => !routes.includes(key)),
      'rules without a route',
    ).toEqual([]);
  });

  it.each(Object.keys(RULES))(
    '%s answers each caller as the rule says, and a refusal writes nothing',
    async (key) => {
      const route = RULES[key]!;
      const answered = {} as Statuses;
      const writes: string[] = [];
      for (const name of ACTORS) {
        const actor = route.spendsSession ? await cast.freshSession(cast.actor(name)) : cast.actor(name);
        const request = await route.request(cast, actor);
        const before = await tableChecksums(world);
        const res = await cast.send(actor, request);
        await world.app.jobs.drain();
        await world.app.background.drain();
        answered[name] = res.status;
        if (res.status >= 400) {
          expect(res.body, `${name}: ${res.status} in the error shape`).toMatchObject({
            error: expect.any(String),
            code: expect.any(String),
          });
          const changed = changedTables(before, await tableChecksums(world));
          if (changed.length > 0) writes.push(`${name} (${res.status}) changed ${changed.join(', ')}`);
        }
      }
      expect(answered).toEqual(route.expect);
      expect(writes, 'refused requests that wrote something').toEqual([]);
    },
  );
});

describe('a session the caller may not see', () => {
  /** What a stranger gets for someone's private session, next to what they get for an id that names nothing. */
  const probes: { label: string; request: (sessionId: number) => RouteRequest }[] = [
    { label: 'read it', request: (id) => get(`/api/sessions/${id}`) },
    { label: 'read its reviews', request: (id) => get(`/api/sessions/${id}/reviews`) },
    { label: 'read its bookings', request: (id) => get(`/api/sessions/${id}/bookings`) },
    {
      label: 'change it',
      request: (id) => ({ method: 'PATCH', url: `/api/sessions/${id}`, body: sessionBody(cast) }),
    },
    { label: 'cancel it', request: (id) => ({ method: 'DELETE', url: `/api/sessions/${id}` }) },
    {
      label: 'review it',
      request: (id) => ({
        method: 'POST',
        url: `/api/sessions/${id}/reviews`,
        body: { rating: 5, comment: 'A calm and caring session, thank you.' },
      }),
    },
    {
      label: 'book it',
      request: (id) => ({ method: 'POST', url: '/api/create-checkout-session', body: { sessionId: id } }),
    },
  ];

  it.each(probes)(
    'is answered as if it did not exist when a stranger tries to $label',
    async ({ request }) => {
      const privateSession = await createSession(world, cast.user('guide'), {
        startsIn: 24 * 60 * 60 * 1000 * (400 + ++counter),
        requestedBy: cast.user('seeker').id,
      });
      for (const name of ['otherSeeker', 'otherGuide', 'pendingGuide'] as const) {
        const actor = cast.actor(name);
        const hidden = await cast.send(actor, request(privateSession.id));
        const missing = await cast.send(actor, request(MAX_ID));
        expect({ name, status: hidden.status, body: withoutRequestId(hidden.body) }).toEqual({
          name,
          status: missing.status,
          body: withoutRequestId(missing.body),
        });
      }
    },
  );
});
