import { and, asc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import type { SessionStatus } from '../../../contract/catalog';
import type { SessionView } from '../../../contract/sessions';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { profiles, sessions, users } from '../../db/schema';
import { NotFound } from '../../http/errors';
import { isListedGuide } from '../practitioners/guide-cards';
import { sessionViewColumns, toSessionView } from './session-view';

export const SESSION_NOT_FOUND = 'Session not found';

export interface SessionListFilter {
  practitionerId?: number;
  status?: SessionStatus;
  /** Only sessions that have not started yet. */
  upcoming?: boolean;
}

export interface SessionServiceDeps {
  db: Db;
  clock: Clock;
}

export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  list(filter: SessionListFilter, viewer: PublicUser | null): Promise<SessionView[]> {
    return this.views(
      and(
        this.visibleTo(viewer),
        filter.practitionerId === undefined ? undefined : eq(sessions.practitionerId, filter.practitionerId),
        filter.status ? eq(sessions.status, filter.status) : undefined,
        filter.upcoming ? gt(sessions.startsAt, this.deps.clock.now()) : undefined,
      ),
    );
  }

  /** A session the viewer may see; 404 for any other, so private sessions do not reveal they exist. */
  async find(sessionId: number, viewer: PublicUser | null): Promise<SessionView> {
    const [view] = await this.views(and(eq(sessions.id, sessionId), this.visibleTo(viewer)));
    if (!view) throw new NotFound(SESSION_NOT_FOUND);
    return view;
  }

  private async views(where: SQL | undefined): Promise<SessionView[]> {
    const rows = await this.deps.db
      .select(sessionViewColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.practitionerId))
      .leftJoin(profiles, eq(profiles.userId, sessions.practitionerId))
      .where(where)
      .orderBy(asc(sessions.startsAt), asc(sessions.id));
    return rows.map(toSessionView);
  }

  /**
   * Sessions of listed guides are public, except a private session a seeker requested: only that
   * seeker and the guide ever see it. A guide always sees their own sessions.
   */
  private visibleTo(viewer: PublicUser | null): SQL {
    const publicSession = and(isListedGuide, isNull(sessions.requestedBy))!;
    if (!viewer) return publicSession;
    return or(
      publicSession,
      and(isListedGuide, eq(sessions.requestedBy, viewer.id)),
      eq(sessions.practitionerId, viewer.id),
    )!;
  }
}
