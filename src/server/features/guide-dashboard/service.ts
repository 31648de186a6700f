import { and, countDistinct, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type GuideDashboard,
  type GuideEarnings,
  type GuideEarningsPage,
  type GuideEarningsQuery,
  RECENT_BOOKINGS_COUNT,
} from '../../../contract/guide-dashboard';
import type { Db } from '../../db/connection';
import { lisbonMonthOf } from '../../db/lisbon-month';
import { bookings, sessions } from '../../db/schema';
import { type GuideBookingService, PAID_STATUSES } from '../bookings';
import type { SessionService } from '../sessions';

export interface GuideDashboardServiceDeps {
  db: Db;
  sessions: SessionService;
  guideBookings: GuideBookingService;
}

/** Sums of paid bookings, as the database adds them (a sum of integers comes back as a bigint). */
const earningsColumns = {
  gross: sql`coalesce(sum(${bookings.paymentAmount}), 0)`.mapWith(Number),
  refunded: sql`coalesce(sum(${bookings.refundAmount}), 0)`.mapWith(Number),
  commission: sql`coalesce(sum(${bookings.commissionAmount}), 0)`.mapWith(Number),
  bookings: sql`count(*)`.mapWith(Number),
};

type EarningsRow = { gross: number; refunded: number; commission: number; bookings: number };

/** Each booking leaves the guide gross − refund − commission (`guideNetOf`), so the sums do too. */
function earningsOf(row: EarningsRow | undefined): GuideEarnings {
  const gross = row?.gross ?? 0;
  const refunded = row?.refunded ?? 0;
  const commission = row?.commission ?? 0;
  return { gross, refunded, commission, net: gross - refunded - commission, bookings: row?.bookings ?? 0 };
}

/**
 * The guide dashboard's figures (spec, "Stats"): booking rate is paid bookings per session that was
 * not cancelled, completion rate completed bookings over paid ones, earnings the paid amounts of
 * confirmed and completed bookings, per Lisbon month of their session.
 */
export class GuideDashboardService {
  constructor(private readonly deps: GuideDashboardServiceDeps) {}

  async dashboard(guideId: number): Promise<GuideDashboard> {
    const [sessionCounts, [paid], recentBookings] = await Promise.all([
      this.deps.sessions.countOwn(guideId),
      this.deps.db
        .select({
          ...earningsColumns,
          completed: sql`count(*) filter (where ${bookings.status} = 'completed')`.mapWith(Number),
        })
        .from(bookings)
        .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
        .where(this.paidOf(guideId)),
      this.deps.guideBookings.latestForGuide(guideId, RECENT_BOOKINGS_COUNT),
    ]);
    const earnings = earningsOf(paid);
    const held = sessionCounts.all - sessionCounts.cancelled;
    const completedBookings = paid?.completed ?? 0;
    return {
      sessionCounts,
      paidBookings: earnings.bookings,
      completedBookings,
      bookingRate: held > 0 ? earnings.bookings / held : null,
      completionRate: earnings.bookings > 0 ? completedBookings / earnings.bookings : null,
      earnings,
      recentBookings,
    };
  }

  /** A page of the months with paid bookings, the latest first, and the all-time figures. */
  async earnings(guideId: number, { page, pageSize }: GuideEarningsQuery): Promise<GuideEarningsPage> {
    const month = lisbonMonthOf(sessions.startsAt);
    const paid = this.paidOf(guideId);
    const [months, [allTime]] = await Promise.all([
      this.deps.db
        .select({ month, ...earningsColumns })
        .from(bookings)
        .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
        .where(paid)
        .groupBy(month)
        .orderBy(desc(month))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.deps.db
        .select({ ...earningsColumns, months: countDistinct(month) })
        .from(bookings)
        .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
        .where(paid),
    ]);
    return {
      items: months.map((row) => ({ month: row.month, ...earningsOf(row) })),
      total: allTime?.months ?? 0,
      page,
      pageSize,
      allTime: earningsOf(allTime),
    };
  }

  private paidOf(guideId: number): SQL {
    return and(eq(sessions.guideId, guideId), inArray(bookings.status, [...PAID_STATUSES]))!;
  }
}
