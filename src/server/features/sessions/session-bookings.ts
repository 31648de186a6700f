import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import type { GuideBookingPage, SessionBookingListQuery } from '../../../contract/bookings';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';
import type { GuideBookingService } from '../bookings';
import { isListedGuide } from '../listings';
import { SESSION_NOT_FOUND } from './service';

export const NOT_YOUR_SESSION_BOOKINGS = /*i18n*/ 'sessions.errors.notYourSessionBookings';

export interface SessionBookingListDeps {
  db: Db;
  guideBookings: GuideBookingService;
}

/** The bookings of one session (`/api/sessions/{id}/bookings`), for its guide or an admin. */
export class SessionBookingList {
  constructor(private readonly deps: SessionBookingListDeps) {}

  async list(
    sessionId: number,
    viewer: PublicUser,
    query: SessionBookingListQuery,
  ): Promise<GuideBookingPage> {
    const [session] = await this.deps.db
      .select({
        guideId: sessions.guideId,
        requestedBy: sessions.requestedBy,
        listed: isListedGuide,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.guideId))
      .where(eq(sessions.id, sessionId));
    if (!session) throw new NotFound(SESSION_NOT_FOUND);
    if (viewer.role !== 'admin' && session.guideId !== viewer.id) {
      // A session hidden from the viewer (someone else's private request, an unlisted guide's) is not named.
      const visible = session.listed && (session.requestedBy === null || session.requestedBy === viewer.id);
      throw visible ? new Forbidden(NOT_YOUR_SESSION_BOOKINGS) : new NotFound(SESSION_NOT_FOUND);
    }
    return this.deps.guideBookings.listForSession(sessionId, query);
  }
}
