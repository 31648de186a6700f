import { EXPLORE_PAGE_SIZE_MAX } from '../../contract/guides';
import type { LuzApp } from '../app';
import { EmailSettingsService } from '../features/email-settings';
import type { MarketplaceCast } from './marketplace-cast';
import { type RouteKey, registeredRoutes } from './route-table';
import { PUBLIC_URL } from './test-app';

export type ReadAddress = (cast: MarketplaceCast) => string | Promise<string>;

/**
 * An address of every API read (`GET /api/…`), naming what the cast owns, for the tests that ask every
 * read as every actor: whose answers are private (`private-answers`), whose email address each answers
 * (`private-email-addresses`) and where a meeting link appears (`online-sessions`). Lists ask for their
 * largest page and every status, so a read that would give something away shows it here. A route added
 * to the app without an address fails each of those tests (`apiReadsWithoutAddress`).
 */
export const API_READ_ADDRESSES: Record<RouteKey, ReadAddress> = {
  'GET /api/user': () => '/api/user',
  'GET /api/verify-reset-token/:token': async (cast) => `/api/verify-reset-token/${await cast.resetToken()}`,
  'GET /api/stats': () => '/api/stats',
  'GET /api/testimonials': () => '/api/testimonials',
  'GET /api/practitioners': () => `/api/practitioners?pageSize=${EXPLORE_PAGE_SIZE_MAX}`,
  'GET /api/practitioners/:id': (cast) => `/api/practitioners/${cast.user('guide').id}`,
  'GET /api/practitioners/:id/reviews': (cast) => `/api/practitioners/${cast.user('guide').id}/reviews`,
  'GET /api/practitioners/:id/private-slots': (cast) =>
    `/api/practitioners/${cast.user('guide').id}/private-slots?date=${cast.dateAhead(3)}`,
  'GET /api/practitioners/:id/review-eligibility': (cast) =>
    `/api/practitioners/${cast.user('guide').id}/review-eligibility`,
  'GET /api/sessions': (cast) => `/api/sessions?practitionerId=${cast.user('guide').id}`,
  'GET /api/sessions/:id': (cast) => `/api/sessions/${cast.session.id}`,
  'GET /api/sessions/:id/reviews': (cast) => `/api/sessions/${cast.session.id}/reviews`,
  'GET /api/sessions/:id/bookings': (cast) => `/api/sessions/${cast.session.id}/bookings`,
  'GET /api/guide-application': () => '/api/guide-application',
  'GET /api/practitioner/sessions': () => '/api/practitioner/sessions?pageSize=100',
  'GET /api/bookings/practitioner': () => '/api/bookings/practitioner?pageSize=100',
  'GET /api/practitioner/dashboard': () => '/api/practitioner/dashboard',
  'GET /api/practitioner/earnings': () => '/api/practitioner/earnings',
  'GET /api/practitioner/reviews': () => '/api/practitioner/reviews',
  'GET /api/profile': () => '/api/profile',
  'GET /api/email-settings': () => '/api/email-settings',
  // The seeker's own link: the page it opens, as the seeker's email would.
  'GET /api/email/unsubscribe': async (cast) => {
    const settings = new EmailSettingsService({
      db: cast.world.db,
      clock: cast.world.clock,
      publicUrl: PUBLIC_URL,
    });
    const link = await settings.unsubscribeLinkFor(cast.user('seeker').id, 'messageNotices');
    return link.url.slice(PUBLIC_URL.length);
  },
  'GET /api/account/export': () => '/api/account/export',
  'GET /api/favorites': () => '/api/favorites',
  'GET /api/favorites/ids': () => '/api/favorites/ids',
  'GET /api/bookings': () => '/api/bookings?pageSize=50',
  'GET /api/bookings/:id': (cast) => `/api/bookings/${cast.bookingId}`,
  'GET /api/bookings/:id/receipt': (cast) => `/api/bookings/${cast.bookingId}/receipt`,
  'GET /api/bookings/:id/refund-preview': (cast) => `/api/bookings/${cast.bookingId}/refund-preview`,
  'GET /api/conversations/unread': () => '/api/conversations/unread',
  'GET /api/conversations/:bookingId/messages': (cast) => `/api/conversations/${cast.bookingId}/messages`,
  'GET /api/admin/conversation-reports': () => '/api/admin/conversation-reports',
  // Reported first, so an admin may read it (a second report of the same is refused, and changes nothing).
  'GET /api/admin/conversations/:bookingId/messages': async (cast) => {
    await cast.send(cast.actor('seeker'), {
      method: 'POST',
      url: `/api/conversations/${cast.bookingId}/reports`,
      body: { reason: 'spam' },
    });
    return `/api/admin/conversations/${cast.bookingId}/messages`;
  },
  'GET /api/checkout/:reference': (cast) => `/api/checkout/${cast.holdReference}`,
  'GET /api/admin/metrics': () => '/api/admin/metrics',
  'GET /api/admin/guide-applications': () => '/api/admin/guide-applications',
  'GET /api/admin/guide-applications/pending': () => '/api/admin/guide-applications/pending',
  'GET /api/admin/guide-applications/:id': (cast) =>
    `/api/admin/guide-applications/${cast.pendingApplicationId}`,
  'GET /api/admin/practitioners': () => '/api/admin/practitioners',
  'GET /api/admin/users': () => '/api/admin/users?pageSize=100',
  'GET /api/admin/users/:id/removal-preview': (cast) =>
    `/api/admin/users/${cast.user('guide').id}/removal-preview`,
  'GET /api/admin/sessions': () => '/api/admin/sessions?pageSize=100',
  'GET /api/admin/bookings': () => '/api/admin/bookings?pageSize=100',
  'GET /api/admin/review-reports': () => '/api/admin/review-reports?status=all',
  'GET /api/admin/audit-log': () => '/api/admin/audit-log',
  'GET /api/admin/jobs': () => '/api/admin/jobs',
  'GET /api/docs': () => '/api/docs',
  'GET /api/docs/json': () => '/api/docs/json',
  'GET /api/docs/yaml': () => '/api/docs/yaml',
  'GET /api/docs/static/index.html': () => '/api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js': () => '/api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*': () => '/api/docs/static/swagger-ui.css',
};

/** Every API read the app registers, as the route table names it. */
export function registeredApiReads(app: LuzApp): RouteKey[] {
  return registeredRoutes(app).filter((key) => key.startsWith('GET /api/'));
}

/** API reads the app registers with no address above, and addresses of reads it no longer has. */
export function apiReadsWithoutAddress(app: LuzApp): { missing: RouteKey[]; gone: RouteKey[] } {
  const reads = registeredApiReads(app);
  return {
    missing: reads.filter((key) => !(key in API_READ_ADDRESSES)),
    gone: Object.keys(API_READ_ADDRESSES).filter((key) => !reads.includes(key)),
  };
}
