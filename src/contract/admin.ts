import { z } from 'zod';
import { PublicUser } from './auth';
import { APPLICATION_CATEGORIES, APPLICATION_STATUSES, BOOKING_STATUSES, SESSION_STATUSES } from './catalog';
import { GuideApplicationRecord } from './guide-applications';
import { IdField } from './ids';
import { euros, messageWith } from './messages';
import { PAGE_MAX, pageOf, pageQueryFields } from './paging';
import { ROLES } from './roles';

/**
 * The admin panel's calls (/admin). Every one of them is for admins only: 401 signed out, 403 for
 * seekers and guides, checked before the query string is read. Errors have DESIGN's JSON shape.
 */

// ─── Dashboard ────────────────────────────────────────────────────────────────────────────────

/** How many days "Weekly Signups" looks back. */
export const SIGNUP_WINDOW_DAYS = 7;

export const PopularModality = z.object({
  /** A session modality ("Sound Healing"). */
  modality: z.string(),
  /** Its bookings that are not cancelled. */
  count: z.number().int(),
});
export type PopularModality = z.infer<typeof PopularModality>;

/** GET /api/admin/metrics: the dashboard cards and the platform stats. */
export const AdminMetrics = z.object({
  /** Accounts (any role) created in the last 7 × 24 hours: `createdAt > now − 7 days`. */
  signupsThisWeek: z.number().int(),
  /**
   * Bookings that are not cancelled: pending (a seeker holding a spot while paying), confirmed
   * and completed. A hold that lapses becomes cancelled and stops counting.
   */
  totalBookings: z.number().int(),
  /** Sessions that are scheduled and have not ended yet. */
  activeSessions: z.number().int(),
  /**
   * The session modality with the most bookings that are not cancelled (the same bookings as
   * `totalBookings`); a tie goes to the modality first in alphabetical order. Null when there are
   * no such bookings: show 'None' / 'No bookings yet'.
   */
  mostBookedModality: PopularModality.nullable(),
  /** Every account, any role, active or deactivated. */
  totalUsers: z.number().int(),
  /** Every session ever created, any status. */
  totalSessions: z.number().int(),
  /** Guides who are approved and active: the ones explore lists. */
  approvedGuides: z.number().int(),
  /** Guide applications waiting for a decision. */
  pendingApplications: z.number().int(),
  /** Reviews with reports no admin has decided on yet. */
  reportedReviews: z.number().int(),
  /** Reported conversations no admin has read since they were last reported. */
  reportedConversations: z.number().int(),
});
export type AdminMetrics = z.infer<typeof AdminMetrics>;

// ─── Lists ────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_MAX = PAGE_MAX;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * What every admin list takes in its query string. Empty values mean "not given". `q`: every word
 * must appear (ignoring case and accents) in the fields the list names; a whole number also
 * matches the row's id. A page past the last answers no items (with the real `total`).
 * Bad values are 400 with `fields`.
 */
export const AdminListQuery = z.object({
  ...pageQueryFields(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX),
  q: z
    .string()
    .trim()
    .max(
      ADMIN_SEARCH_MAX_LENGTH,
      messageWith(/*i18n*/ 'contract.admin.searchTooLong', { max: ADMIN_SEARCH_MAX_LENGTH }),
    )
    .optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** Every admin list answers a page of rows and how many rows match in all. */
export const adminPage = pageOf;
export interface AdminPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  /** Set by lists counted only so far (bookings): `total` is then where the count stopped, not the exact count. */
  totalIsCapped?: boolean;
}

// Guide applications ─────────────────────────────────────────────────────────────────────────

/**
 * GET /api/admin/guide-applications: newest first. `q` searches full name, email, category and
 * subcategory. GET /api/admin/guide-applications/pending takes the same query, `status` fixed
 * to pending (the dashboard asks `?pageSize=5`).
 */
export const AdminApplicationListQuery = AdminListQuery.extend({
  status: z
    .enum(APPLICATION_STATUSES, { error: /*i18n*/ 'contract.admin.statusMustBePendingApproved' })
    .optional(),
});
export type AdminApplicationListQuery = z.infer<typeof AdminApplicationListQuery>;

export const AdminApplicationRow = z.object({
  id: z.number().int(),
  /** The applicant's user id. */
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  city: z.string(),
  category: z.string(),
  subcategory: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Applied on. */
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminApplicationRow = z.infer<typeof AdminApplicationRow>;
export const AdminApplicationList = adminPage(AdminApplicationRow);
export type AdminApplicationList = z.infer<typeof AdminApplicationList>;

/**
 * GET /api/admin/guide-applications/{id}: the application in full, extra answers included
 * (languages, session location, group sessions, unique approach, experience level, group price),
 * plus who applied and who decided. Approve or reject with PATCH /api/admin/guide-applications/{id}
 * `{ status }` (answers a GuideApplicationRecord).
 */
export const AdminApplicationDetail = GuideApplicationRecord.extend({
  applicantUsername: z.string(),
  applicantIsActive: z.boolean(),
  /** The admin who approved or rejected it; null while pending (or when that admin was deleted). */
  reviewedByUsername: z.string().nullable(),
});
export type AdminApplicationDetail = z.infer<typeof AdminApplicationDetail>;

// Guides ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * 'approved': approved by an admin (label "Approved"); 'pending': not approved, with an
 * application waiting for review ("Pending Approval"); 'not-a-guide': not approved and nothing
 * to review: never applied, or rejected ("Not a Guide").
 */
export const GUIDE_STATUSES = ['approved', 'pending', 'not-a-guide'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];
export const GUIDE_STATUS_LABELS: Record<GuideStatus, string> = {
  approved: 'Approved',
  pending: 'Pending Approval',
  'not-a-guide': 'Not a Guide',
};

/** The same names as message ids of the contract's catalogue, for screens in either language (decision 061). */
export const GUIDE_STATUS_LABEL_IDS: Record<GuideStatus, string> = {
  approved: /*i18n*/ 'contract.admin.guideStatus.approved',
  pending: /*i18n*/ 'contract.admin.guideStatus.pending',
  'not-a-guide': /*i18n*/ 'contract.admin.guideStatus.notAGuide',
};

/** GET /api/admin/practitioners: accounts with role practitioner, newest first. `q` searches username, email and name. */
export const AdminGuideListQuery = AdminListQuery.extend({
  guideStatus: z
    .enum(GUIDE_STATUSES, { error: /*i18n*/ 'contract.admin.guideStatusMustBeApproved' })
    .optional(),
});
export type AdminGuideListQuery = z.infer<typeof AdminGuideListQuery>;

export const AdminGuideRow = z.object({
  /** The guide's user id: their page is /practitioners/{id}. */
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** The profile's name; null when they have not given one. */
  name: z.string().nullable(),
  guideStatus: z.enum(GUIDE_STATUSES),
  isApproved: z.boolean(),
  isActive: z.boolean(),
  profileComplete: z.boolean(),
  /** Their application waiting for review, if any. */
  pendingApplicationId: z.number().int().nullable(),
  /** The category explore files them under; null until approval gives them a profile. */
  category: z.string().nullable(),
  /** Joined on. */
  createdAt: z.string(),
});
export type AdminGuideRow = z.infer<typeof AdminGuideRow>;

/**
 * PATCH /api/admin/practitioners/{id}/category → GuideCategoryChange: files a guide under another
 * category of the catalogue (explore and the home page find them under its practice at once).
 * 404 for an unknown user, 400 for an account that is not a guide, 409 for a guide without a
 * category yet (approval copies the application's). Written to the audit log as `user.change_category`.
 */
export const ChangeGuideCategoryInput = z.object({
  category: z.enum(APPLICATION_CATEGORIES, { error: /*i18n*/ 'contract.admin.pleaseSelectACategory' }),
});
export type ChangeGuideCategoryInput = z.infer<typeof ChangeGuideCategoryInput>;

export const GuideCategoryChange = z.object({
  id: z.number().int(),
  category: z.enum(APPLICATION_CATEGORIES),
});
export type GuideCategoryChange = z.infer<typeof GuideCategoryChange>;
export const AdminGuideList = adminPage(AdminGuideRow);
export type AdminGuideList = z.infer<typeof AdminGuideList>;

// Users ──────────────────────────────────────────────────────────────────────────────────────

/** GET /api/admin/users: every account, newest first. `q` searches username, email and name. */
export const AdminUserListQuery = AdminListQuery.extend({
  role: z.enum(ROLES, { error: /*i18n*/ 'contract.admin.roleMustBeStudentPractitioner' }).optional(),
  /** `true`: active accounts only; `false`: deactivated ones only. */
  isActive: z.enum(['true', 'false'], { error: 'isActive must be true or false' }).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

/** A user as the admin lists show it: the same fields as the signed-in user (PublicUser). */
export const AdminUserRow = PublicUser;
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminUserList = adminPage(AdminUserRow);
export type AdminUserList = z.infer<typeof AdminUserList>;

/**
 * PATCH /api/admin/users/{id} → AdminUserRow. At least one field. Never for an admin
 * (403 'Admins cannot be changed here'), never for yourself (403); 404 for an unknown user.
 *
 * - `isApproved` (guides only; 400 for a seeker): `true` approves. A guide with an application
 *   waiting for review has it approved, exactly as PATCH /api/admin/guide-applications/{id}
 *   does (public profile created from it, email sent). `false` rejects: a waiting application is
 *   rejected (email sent), and an approved guide loses approval (leaves explore, cannot publish).
 * - `isActive`: `false` deactivates: sign-in is refused and every session of the account ends at
 *   once (their next request is 401); a guide leaves explore. `true` reactivates.
 *
 * Asking for what already is changes nothing. Every change is written to the audit log.
 */
export const UpdateUserInput = z
  .object({
    isApproved: z.boolean({ error: 'isApproved must be true or false' }).optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine((v) => v.isApproved !== undefined || v.isActive !== undefined, {
    message: /*i18n*/ 'contract.admin.nothingToChangeSendIsapproved',
  });
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

/**
 * GET /api/admin/users/{id}/removal-preview → GuideRemovalPreview: what deactivating the account, or
 * taking a guide's approval back, would cancel right now (PATCH /api/admin/users/{id} with
 * `isActive: false` or `isApproved: false`). Every session of the guide not ended yet is cancelled,
 * and every booking on it (paid, under review or an unpaid hold) with a full refund of what was paid;
 * each seeker and the guide are told by email. All zero for a seeker, or a guide with nothing ahead.
 * 404 for an unknown user. The numbers can change before the admin confirms: a seeker may book meanwhile.
 */
export const GuideRemovalPreview = z.object({
  /** Sessions not ended yet that would be cancelled. */
  sessions: z.number().int(),
  /** Bookings on them that would be cancelled, unpaid holds included. */
  bookings: z.number().int(),
  /** Of those, the ones paid for (confirmed, or a payment under review): each refunded in full. */
  paidBookings: z.number().int(),
  /** Cents refunded in all (paid in euros; a payment under review in another currency is refunded as paid). */
  refund: z.number().int(),
  /** Different seekers booked on them: each is told by email. */
  seekers: z.number().int(),
});
export type GuideRemovalPreview = z.infer<typeof GuideRemovalPreview>;

// Sessions ───────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/admin/sessions: newest start first. `q` searches the title and the guide's name and
 * username. Cancel one with PATCH /api/admin/sessions/{id}/cancel (scheduled only).
 */
export const AdminSessionListQuery = AdminListQuery.extend({
  status: z
    .enum(SESSION_STATUSES, { error: /*i18n*/ 'contract.admin.statusMustBeScheduledCompleted' })
    .optional(),
});
export type AdminSessionListQuery = z.infer<typeof AdminSessionListQuery>;

export const AdminSessionRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The guide's user id ("Guide #id"). */
  practitionerId: z.number().int(),
  /** The guide's profile name, else their username. */
  practitionerName: z.string(),
  modality: z.string(),
  /** yyyy-MM-dd in Europe/Lisbon. */
  sessionDate: z.string(),
  /** HH:mm in Europe/Lisbon. */
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** Cents. */
  price: z.number().int(),
  capacity: z.number().int(),
  remainingSpots: z.number().int(),
  /** The address of a session in person; "Online" for an online one. */
  location: z.string(),
  online: z.boolean(),
  /** An online session's meeting link (admins see it to help a seeker who cannot get in). */
  meetingUrl: z.string().nullable(),
});
export type AdminSessionRow = z.infer<typeof AdminSessionRow>;
export const AdminSessionList = adminPage(AdminSessionRow);
export type AdminSessionList = z.infer<typeof AdminSessionList>;

// Bookings ───────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/admin/bookings: newest first. `q` searches the seeker's and the guide's names and
 * usernames and the session's title.
 */
export const AdminBookingListQuery = AdminListQuery.extend({
  status: z
    .enum(BOOKING_STATUSES, {
      error: /*i18n*/ 'contract.admin.statusMustBePendingConfirmed',
    })
    .optional(),
});
export type AdminBookingListQuery = z.infer<typeof AdminBookingListQuery>;

export const AdminBookingRow = z.object({
  id: z.number().int(),
  seekerId: z.number().int(),
  /** The seeker's profile name, else their username. */
  seekerName: z.string(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  sessionStartsAt: z.string(),
  practitionerId: z.number().int(),
  /** The guide's profile name, else their username. */
  practitionerName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Cents paid; null until paid. */
  paymentAmount: z.number().int().nullable(),
  commissionAmount: z.number().int().nullable(),
  /** Cents owed back when cancelled; null when not cancelled. */
  refundAmount: z.number().int().nullable(),
  /**
   * Why a payment waits for an admin (status `payment_review`): "Paid €10.00 of €40.00 due", "Paid
   * 40.00 USD instead of euros". Null for every other booking.
   */
  paymentIssue: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBookingRow = z.infer<typeof AdminBookingRow>;

/**
 * PATCH /api/admin/bookings/{id}/accept-payment (confirmed as paid) and
 * PATCH /api/admin/bookings/{id}/refund-payment (refunded in full and cancelled, the spot given back).
 */
export const PaymentReviewDecision = z.object({
  bookingId: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  /** Cents sent back to the seeker; null when the payment was accepted. */
  refundAmount: z.number().int().nullable(),
});
export type PaymentReviewDecision = z.infer<typeof PaymentReviewDecision>;
/**
 * Bookings are counted only this many pages from the one shown: past that, `total` ends there and
 * `totalIsCapped` is true ("Showing 1–25 of 250+ bookings"), and later pages come into the count as
 * the admin pages on. No count reads every booking, however broad the search.
 */
export const ADMIN_BOOKINGS_PAGES_COUNTED = 10;

/** GET /api/admin/bookings: newest first; `q` searches seeker name, username and email, guide name and username, session title. */
export const AdminBookingList = adminPage(AdminBookingRow).extend({
  /** More bookings match than were counted (`ADMIN_BOOKINGS_PAGES_COUNTED`): `total` is where the count stopped. */
  totalIsCapped: z.boolean(),
});
export type AdminBookingList = z.infer<typeof AdminBookingList>;

// Audit log ──────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/admin/audit-log: every admin mutation, newest first. `q` searches the action
 * ("user.deactivate") and the admin's username; `targetType` and `targetId` narrow it to one thing.
 */
export const AdminAuditListQuery = AdminListQuery.extend({
  targetType: z.string().trim().max(50, /*i18n*/ 'contract.admin.targetTypeMustBeAt').optional(),
  targetId: IdField.optional(),
});
export type AdminAuditListQuery = z.infer<typeof AdminAuditListQuery>;

/** Actions written today; `targetType` is the part before the dot. */
export const AUDIT_ACTIONS = [
  'booking.accept_payment',
  'booking.refund_payment',
  'conversation.read',
  'guide_application.approve',
  'guide_application.reject',
  'job.retry',
  'review.dismiss_reports',
  'review.hide',
  'review.unhide',
  'session.cancel',
  'user.approve',
  'user.reject',
  'user.deactivate',
  'user.reactivate',
  'user.change_category',
  'user.cancel_sessions',
] as const;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** Null when that admin's account was deleted. */
  adminId: z.number().int().nullable(),
  adminUsername: z.string().nullable(),
  action: z.string(),
  /** 'user', 'guide_application', 'session'. */
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  /**
   * What the target is called, for people: a session's title, a user's username, an applicant's
   * name. Null when it no longer exists or is of a kind without a name.
   */
  targetName: z.string().nullable(),
  /** When a session target starts (ISO 8601); null for anything else. */
  targetStartsAt: z.string().nullable(),
  /** What changed, before and after (only the fields the action touched). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditEntryList = adminPage(AuditEntry);
export type AuditEntryList = z.infer<typeof AuditEntryList>;

// Messages ───────────────────────────────────────────────────────────────────────────────────

export const ADMIN_MESSAGES = {
  userNotFound: /*i18n*/ 'contract.admin.userNotFound',
  adminsUnchangeable: /*i18n*/ 'contract.admin.adminsUnchangeable',
  ownAccount: /*i18n*/ 'contract.admin.ownAccount',
  notAGuide: /*i18n*/ 'contract.admin.notAGuide',
  categoryNotAGuide: /*i18n*/ 'contract.admin.categoryNotAGuide',
  guideWithoutCategory: /*i18n*/ 'contract.admin.guideWithoutCategory',
  bookingNotFound: /*i18n*/ 'contract.admin.bookingNotFound',
  notInPaymentReview: /*i18n*/ 'contract.admin.notInPaymentReview',
  deletedAccount: /*i18n*/ 'contract.admin.deletedAccount',
} as const;

/** Currencies Stripe counts in whole units (no cents), so 500 of them is 500, not 5.00. */
const WHOLE_UNIT_CURRENCIES = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);

/**
 * Why a payment waits for an admin, from what was due (cents, euros) and what the provider says was
 * paid (in the smallest unit of `paidCurrency`), as a message of the catalogue with its amounts: the admin
 * reads the euros as their language writes them.
 */
export function paymentIssueOf(due: number, paid: number | null, paidCurrency: string | null): string {
  const currency = (paidCurrency ?? 'eur').toUpperCase();
  if (paid === null) return messageWith(/*i18n*/ 'contract.admin.paymentNotSaid', { due: euros(due) });
  if (currency !== 'EUR') {
    const amount = WHOLE_UNIT_CURRENCIES.has(currency) ? String(paid) : (paid / 100).toFixed(2);
    return messageWith(/*i18n*/ 'contract.admin.paidOtherCurrency', { amount, currency, due: euros(due) });
  }
  return messageWith(/*i18n*/ 'contract.admin.paidOf', { paid: euros(paid), due: euros(due) });
}

// Jobs ───────────────────────────────────────────────────────────────────────────────────────

/** The states of a job an admin may list: waiting, waiting to be retried, running, done, failed for good. */
export const JOB_STATES = ['failed', 'retry', 'active', 'created', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** GET /api/admin/jobs: the side effects (emails, refunds…) in one state, newest first; failed ones by default. */
export const AdminJobListQuery = z.object({
  ...pageQueryFields(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX),
  state: z.enum(JOB_STATES, { error: /*i18n*/ 'contract.admin.stateMustBeFailedRetry' }).default('failed'),
});
export type AdminJobListQuery = z.infer<typeof AdminJobListQuery>;

export const AdminJobRow = z.object({
  id: z.string(),
  /** What the job does: `booking-confirmation-email`, `refund`… */
  kind: z.string(),
  /** What it is about, in words: "Booking confirmation email for booking 12, to ana@example.com". */
  summary: z.string(),
  state: z.string(),
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** Why the last attempt failed; null when none has. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type AdminJobRow = z.infer<typeof AdminJobRow>;
export const AdminJobList = adminPage(AdminJobRow);
export type AdminJobList = z.infer<typeof AdminJobList>;

/** POST /api/admin/jobs/{id}/retry: a failed job runs again (404 unknown, 409 when not failed). */
export const JobIdParams = z.object({ id: z.string().max(64) });

export const JOB_MESSAGES = {
  notFound: /*i18n*/ 'contract.admin.notFound',
  notFailed: /*i18n*/ 'contract.admin.notFailed',
} as const;
