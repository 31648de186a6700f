import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import type { PractitionerBookingView } from '../../../contract/bookings';
import type { Db } from '../../db/connection';
import { bookings, profiles, sessions, users } from '../../db/schema';
import { Forbidden, NotFound } from '../../http/errors';
import { lisbonDate, lisbonTimeOfDay } from '../../lisbon-time';
import { isListedGuide } from '../practitioners/guide-cards';
import { SESSION_NOT_FOUND } from '../sessions/service';

export const NOT_YOUR_SESSION_BOOKINGS = 'You can only see the bookings of your own sessions';

export interface GuideBookingServiceDeps {
  db: Db;
}

/** What a guide sees of the bookings of their sessions. Only lists: booking rules live with payments. */
export class GuideBookingService {
  constructor(private readonly deps: GuideBookingServiceDeps) {}

  /** Every booking of the guide's sessions, whatever its status. */
  listForGuide(guideId: number): Promise<PractitionerBookingView[]> {
    return this.views(eq(sessions.practitionerId, guideId));
  }

  /** The bookings of one session, for its guide or an admin. */
  async listForSession(sessionId: number, viewer: PublicUser): Promise<PractitionerBookingView[]> {
    const [session] = await this.deps.db
      .select({
        practitionerId: sessions.practitionerId,
        requestedBy: sessions.requestedBy,
        listed: isListedGuide,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.practitionerId))
      .where(eq(sessions.id, sessionId));
    if (!session) throw new NotFound(SESSION_NOT_FOUND);
    if (viewer.role !== 'admin' && session.practitionerId !== viewer.id) {
      // A session hidden from the viewer (someone else's private request, an unlisted guide's) is not named.
      const visible = session.listed && (session.requestedBy === null || session.requestedBy === viewer.id);
      throw visible ? new Forbidden(NOT_YOUR_SESSION_BOOKINGS) : new NotFound(SESSION_NOT_FOUND);
    }
    return this.views(eq(bookings.sessionId, sessionId));
  }

  /** Newest session first; within a session, the latest booking first. */
  private async views(where: SQL): Promise<PractitionerBookingView[]> {
    const rows = await this.deps.db
      .select({
        id: bookings.id,
        sessionId: sessions.id,
        sessionTitle: sessions.title,
        sessionStartsAt: sessions.startsAt,
        seekerName: sql<string>`coalesce(nullif(trim(${profiles.name}), ''), ${users.username})`,
        seekerEmail: users.email,
        status: bookings.status,
        notes: bookings.notes,
        paymentAmount: bookings.paymentAmount,
        commissionAmount: bookings.commissionAmount,
        refundAmount: bookings.refundAmount,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .innerJoin(users, eq(users.id, bookings.studentId))
      .leftJoin(profiles, eq(profiles.userId, bookings.studentId))
      .where(where)
      .orderBy(desc(sessions.startsAt), desc(sessions.id), desc(bookings.createdAt), desc(bookings.id));
    return rows.map((row) => ({
      ...row,
      sessionStartsAt: row.sessionStartsAt.toISOString(),
      sessionDate: lisbonDate(row.sessionStartsAt),
      startTime: lisbonTimeOfDay(row.sessionStartsAt),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
