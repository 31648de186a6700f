import { z } from 'zod';
import { GuideBookingView } from './bookings';
import { pageOf, pageQueryFields } from './paging';

/**
 * The guide dashboard's figures, worked out by the server so the browser never needs every session
 * and booking a guide ever had. Paid bookings are the confirmed and completed ones (spec, "Stats").
 */

/** Rows of the Overview's "Recent bookings". */
export const RECENT_BOOKINGS_COUNT = 5;

export const GuideEarnings = z.object({
  /** Cents the seekers paid. */
  gross: z.number().int(),
  /** Cents given back to seekers after they paid (a refund made in the payment provider's dashboard). */
  refunded: z.number().int(),
  /** Cents kept by Luz: its commission on what was not given back. */
  commission: z.number().int(),
  /** Cents for the guide: gross less refunds and commission. */
  net: z.number().int(),
  /** How many paid bookings they come from. */
  bookings: z.number().int(),
});
export type GuideEarnings = z.infer<typeof GuideEarnings>;

/** GET /api/practitioner/dashboard (guides only). */
export const GuideDashboard = z.object({
  /** How many of the guide's sessions each view of GET /api/practitioner/sessions lists. */
  sessionCounts: z.object({
    upcoming: z.number().int(),
    past: z.number().int(),
    cancelled: z.number().int(),
    all: z.number().int(),
  }),
  /** Paid bookings of the guide's sessions. */
  paidBookings: z.number().int(),
  completedBookings: z.number().int(),
  /** Paid bookings per session that was not cancelled; null without such sessions. */
  bookingRate: z.number().nullable(),
  /** Completed bookings out of paid ones, 0 to 1; null without paid bookings. */
  completionRate: z.number().nullable(),
  earnings: GuideEarnings,
  /** The latest bookings made, whatever their status. */
  recentBookings: z.array(GuideBookingView),
});
export type GuideDashboard = z.infer<typeof GuideDashboard>;

export const EARNINGS_MONTHS_PAGE_SIZE_DEFAULT = 12;
export const EARNINGS_MONTHS_PAGE_SIZE_MAX = 60;

/** GET /api/practitioner/earnings?page=&pageSize= */
export const GuideEarningsQuery = z.object(
  pageQueryFields(EARNINGS_MONTHS_PAGE_SIZE_DEFAULT, EARNINGS_MONTHS_PAGE_SIZE_MAX),
);
export type GuideEarningsQuery = z.infer<typeof GuideEarningsQuery>;

/** One Lisbon month of the sessions' dates with paid bookings. */
export const MonthEarnings = GuideEarnings.extend({
  /** yyyy-MM; its bookings: GET /api/bookings/practitioner?month=&paid=true. */
  month: z.string(),
});
export type MonthEarnings = z.infer<typeof MonthEarnings>;

/** A page of months, the latest first, with the all-time figures beside it. */
export const GuideEarningsPage = pageOf(MonthEarnings).extend({ allTime: GuideEarnings });
export type GuideEarningsPage = z.infer<typeof GuideEarningsPage>;
