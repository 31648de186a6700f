import { z } from 'zod';
import { BOOKING_STATUSES } from './catalog';
import { pageOf, pageQueryFields } from './paging';

/** Why a booking was cancelled: the seeker, the guide or an admin, or a hold that lapsed. */
export const BOOKING_CANCELLATION_REASONS = [
  /** The 15-minute (Stripe: 31-minute) hold ran out before payment. */
  'hold_expired',
  /** The seeker left the checkout page with "Cancel". */
  'checkout_abandoned',
  /** The payment provider could not open a checkout. */
  'checkout_failed',
  'seeker_cancelled',
  'guide_cancelled_session',
  'admin_cancelled_session',
  /** Still unpaid when the session ended. */
  'session_ended',
  /** Paid the wrong amount or currency, and an admin refunded the payment. */
  'payment_refunded',
  /** An admin deactivated or stopped approving the session's guide: their sessions ahead are cancelled. */
  'guide_removed',
] as const;
export type BookingCancellationReason = (typeof BOOKING_CANCELLATION_REASONS)[number];

/** A booking as its seeker sees it (My Bookings, confirmation), with the session it is for. */
export const BookingView = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string().nullable(),
  /** Cents paid, null until paid. */
  paymentAmount: z.number().int().nullable(),
  commissionAmount: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.enum(BOOKING_CANCELLATION_REASONS).nullable(),
  /** Where the seeker can still pay, while a booking is pending and only for its seeker; else null. */
  checkoutUrl: z.string().nullable(),
  session: z.object({
    title: z.string(),
    modality: z.string(),
    sessionDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    startsAt: z.string(),
    /** The address of a session in person; "Online" for an online one. */
    location: z.string(),
    /** The session's picture (see isSessionImagePath), or null. */
    imageUrl: z.string().nullable(),
    online: z.boolean(),
    /**
     * An online session's meeting link: for its seeker once the booking is confirmed, and for the
     * session's guide and admins; null otherwise.
     */
    meetingUrl: z.string().nullable(),
    price: z.number().int(),
    practitionerId: z.number().int(),
    practitionerName: z.string().nullable(),
    status: z.string(),
  }),
});
export type BookingView = z.infer<typeof BookingView>;

/**
 * A booking of one of the guide's sessions, as the guide's dashboard sees it: who booked it by name, never
 * their email address; the guide writes to them through the booking's conversation.
 */
export const GuideBookingView = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  sessionStartsAt: z.string(),
  sessionDate: z.string(),
  startTime: z.string(),
  seekerName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string().nullable(),
  paymentAmount: z.number().int().nullable(),
  commissionAmount: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type GuideBookingView = z.infer<typeof GuideBookingView>;

export const GUIDE_BOOKINGS_PAGE_SIZE_DEFAULT = 25;
export const GUIDE_BOOKINGS_PAGE_SIZE_MAX = 100;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * GET /api/bookings/practitioner?month=&paid=&page=&pageSize=: `month` (yyyy-MM) keeps the bookings
 * of sessions in that Lisbon month, `paid=true` the confirmed and completed ones.
 */
export const GuideBookingListQuery = z.object({
  month: z
    .string({ error: /*i18n*/ 'contract.bookings.monthMustLookLike2026' })
    .regex(MONTH_PATTERN, /*i18n*/ 'contract.bookings.monthMustLookLike2026')
    .optional(),
  paid: z.enum(['true', 'false'], { error: 'paid must be true or false' }).optional(),
  ...pageQueryFields(GUIDE_BOOKINGS_PAGE_SIZE_DEFAULT, GUIDE_BOOKINGS_PAGE_SIZE_MAX),
});
export type GuideBookingListQuery = z.infer<typeof GuideBookingListQuery>;

/**
 * A page of the bookings of the guide's sessions: those of sessions still ahead, soonest first, then
 * those of past sessions, latest first (within one `month`, in the order of the sessions); within a
 * session, the latest booking first.
 */
export const GuideBookingPage = pageOf(GuideBookingView);
export type GuideBookingPage = z.infer<typeof GuideBookingPage>;

/** GET /api/sessions/{id}/bookings?page=&pageSize=: one session's bookings, the latest first. */
export const SessionBookingListQuery = z.object(
  pageQueryFields(GUIDE_BOOKINGS_PAGE_SIZE_DEFAULT, GUIDE_BOOKINGS_PAGE_SIZE_MAX),
);
export type SessionBookingListQuery = z.infer<typeof SessionBookingListQuery>;

export const MY_BOOKINGS_PAGE_SIZE_DEFAULT = 20;
export const MY_BOOKINGS_PAGE_SIZE_MAX = 50;

/** GET /api/bookings?page=&pageSize=: which page of the seeker's own bookings. */
export const MyBookingsQuery = z.object(
  pageQueryFields(MY_BOOKINGS_PAGE_SIZE_DEFAULT, MY_BOOKINGS_PAGE_SIZE_MAX),
);
export type MyBookingsQuery = z.infer<typeof MyBookingsQuery>;

/**
 * GET /api/bookings: a page of the seeker's own bookings in My Bookings' order: the sessions still
 * to come that they hold a place in, soonest first, then past and cancelled ones, latest first.
 */
export const MyBookingsPage = pageOf(BookingView);
export type MyBookingsPage = z.infer<typeof MyBookingsPage>;
