import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type {
  GuideBookingListQuery,
  GuideBookingPage,
  GuideBookingView,
  SessionBookingListQuery,
} from '../../../contract/bookings';
import { lisbonDate, lisbonDayBounds, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { bookings, profiles, sessions, users } from '../../db/schema';
import { FieldInvalid } from '../../errors';

/** Confirmed and completed bookings are the paid ones: earnings count them (spec, "Stats"). */
export const PAID_STATUSES = ['confirmed', 'completed'] as const;

export interface GuideBookingServiceDeps {
  db: Db;
  clock: Clock;
}

interface Window {
  page: number;
  pageSize: number;
}

/** What a guide sees of the bookings of their sessions: lists only, the rules live in the lifecycle. */
export class GuideBookingService {
  constructor(private readonly deps: GuideBookingServiceDeps) {}

  /**
   * A page of the bookings of the guide's sessions: of sessions still ahead, soonest first, then of
   * past ones, latest first; within one month, in the order of the sessions.
   */
  async listForGuide(guideId: number, query: GuideBookingListQuery): Promise<GuideBookingPage> {
    const month = query.month === undefined ? undefined : monthBounds(query.month);
    const where = and(
      eq(sessions.guideId, guideId),
      query.paid === 'true' ? inArray(bookings.status, [...PAID_STATUSES]) : undefined,
      month ? and(gte(sessions.startsAt, month.start), lt(sessions.startsAt, month.end)) : undefined,
    )!;
    const now = this.deps.clock.now();
    const ahead = sql`${sessions.startsAt} > ${now}`;
    const sessionOrder = month
      ? [sql`${sessions.startsAt} asc`]
      : [
          sql`${ahead} desc`,
          sql`case when ${ahead} then ${sessions.startsAt} end asc`,
          sql`case when ${ahead} then null else ${sessions.startsAt} end desc`,
        ];
    return this.page(where, [...sessionOrder, sql`${sessions.id} asc`], query);
  }

  /**
   * A page of one session's bookings, the latest first. Who may read them (its guide, admins) is for
   * the sessions feature to say, before it asks.
   */
  async listForSession(sessionId: number, query: SessionBookingListQuery): Promise<GuideBookingPage> {
    return this.page(eq(bookings.sessionId, sessionId), [], query);
  }

  /** The latest bookings made of the guide's sessions, whatever their status. */
  async latestForGuide(guideId: number, limit: number): Promise<GuideBookingView[]> {
    return this.views(eq(sessions.guideId, guideId), [desc(bookings.createdAt), desc(bookings.id)], {
      page: 1,
      pageSize: limit,
    });
  }

  private async page(where: SQL, sessionOrder: SQL[], window: Window): Promise<GuideBookingPage> {
    const order = [...sessionOrder, desc(bookings.createdAt), desc(bookings.id)];
    const [items, [counted]] = await Promise.all([
      this.views(where, order, window),
      this.deps.db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
        .where(where),
    ]);
    return { items, total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
  }

  private async views(where: SQL, order: SQL[], { page, pageSize }: Window): Promise<GuideBookingView[]> {
    const rows = await this.deps.db
      .select({
        id: bookings.id,
        sessionId: sessions.id,
        sessionTitle: sessions.title,
        sessionStartsAt: sessions.startsAt,
        seekerName: sql<string>`coalesce(nullif(trim(${profiles.name}), ''), ${users.username})`,
        status: bookings.status,
        notes: bookings.notes,
        paymentAmount: bookings.paymentAmount,
        commissionAmount: bookings.commissionAmount,
        refundAmount: bookings.refundAmount,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(users, eq(users.id, bookings.seekerId))
      .leftJoin(profiles, eq(profiles.userId, bookings.seekerId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return rows.map((row) => ({
      ...row,
      sessionStartsAt: row.sessionStartsAt.toISOString(),
      sessionDate: lisbonDate(row.sessionStartsAt),
      startTime: lisbonTimeOfDay(row.sessionStartsAt),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

/** The instants a Lisbon month (yyyy-MM) spans; a month the calendar cannot place is a 400. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  const start = lisbonDayBounds(`${month}-01`);
  const end = lisbonDayBounds(`${next}-01`);
  if (!start || !end) throw new FieldInvalid('month', /*i18n*/ 'bookings.errors.realMonth');
  return { start: start.start, end: end.start };
}
