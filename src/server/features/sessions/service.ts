import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import type { SessionStatus } from '../../../contract/catalog';
import { ERROR_CODES } from '../../../contract/errors';
import {
  type CreateSessionsInput,
  SESSION_WRITE_MESSAGES,
  type SessionInput,
} from '../../../contract/session-input';
import type { SessionView } from '../../../contract/sessions';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/connection';
import { profiles, sessions, users } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../http/errors';
import { isListedGuide } from '../practitioners/guide-cards';
import {
  lockGuideCalendar,
  refuseOverlap,
  refuseStartInPast,
  sessionImageUrl,
  spotsTaken,
  weeklyOccurrences,
} from './session-schedule';
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

  /** Every session of the guide, whatever its status, private requests included: their dashboard. */
  listOwn(guideId: number): Promise<SessionView[]> {
    return this.views(eq(sessions.practitionerId, guideId));
  }

  /**
   * One session, or a weekly series of `repeatWeeks` at the same Lisbon time, all or none. The guide
   * is an approved guide (the route's guard); the spots start full.
   */
  async create(input: CreateSessionsInput, guide: PublicUser): Promise<SessionView[]> {
    const planned = weeklyOccurrences(input, input.repeatWeeks);
    refuseStartInPast(planned[0]!, this.deps.clock.now());
    const imageUrl = sessionImageUrl(input.imageUrl);
    return this.deps.db.transaction(async (tx) => {
      await lockGuideCalendar(tx, guide.id);
      await refuseOverlap(tx, guide.id, planned);
      const created = await tx
        .insert(sessions)
        .values(
          planned.map((occurrence) => ({
            practitionerId: guide.id,
            title: input.title,
            description: input.description,
            location: input.location,
            modality: input.modality,
            startsAt: occurrence.startsAt,
            endsAt: occurrence.endsAt,
            price: input.price,
            capacity: input.capacity,
            remainingSpots: input.capacity,
            imageUrl,
          })),
        )
        .returning({ id: sessions.id });
      return this.views(
        inArray(
          sessions.id,
          created.map((row) => row.id),
        ),
        tx,
      );
    });
  }

  /**
   * The guide's own scheduled session, under the rules of creation. Its row stays locked until the
   * change commits, so a checkout taking a spot meanwhile waits and then sees the new capacity.
   */
  async update(sessionId: number, input: SessionInput, guide: PublicUser): Promise<SessionView> {
    const [planned] = weeklyOccurrences(input, 1);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await lockGuideCalendar(tx, guide.id);
      const [session] = await tx
        .select({ practitionerId: sessions.practitionerId, status: sessions.status })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .for('update');
      if (!session) throw new NotFound(SESSION_NOT_FOUND);
      if (session.practitionerId !== guide.id) {
        // Another guide's public session can be named; one hidden from this guide does not exist for them.
        const [visible] = await this.views(and(eq(sessions.id, sessionId), this.visibleTo(guide)), tx);
        throw visible ? new Forbidden(SESSION_WRITE_MESSAGES.notOwner) : new NotFound(SESSION_NOT_FOUND);
      }
      if (session.status !== 'scheduled') {
        throw new Conflict(SESSION_WRITE_MESSAGES.notScheduled, ERROR_CODES.sessionNotScheduled);
      }
      refuseStartInPast(planned!, now);
      await refuseOverlap(tx, guide.id, [planned!], sessionId);
      const taken = await spotsTaken(tx, sessionId);
      if (input.capacity < taken) {
        throw new Conflict(
          SESSION_WRITE_MESSAGES.capacityBelowBooked(taken),
          ERROR_CODES.capacityBelowBooked,
        );
      }
      await tx
        .update(sessions)
        .set({
          title: input.title,
          description: input.description,
          location: input.location,
          modality: input.modality,
          startsAt: planned!.startsAt,
          endsAt: planned!.endsAt,
          price: input.price,
          capacity: input.capacity,
          remainingSpots: input.capacity - taken,
          // Left out, the picture stays; null or empty removes it.
          ...(input.imageUrl === undefined ? {} : { imageUrl: sessionImageUrl(input.imageUrl) }),
          updatedAt: now,
        })
        .where(eq(sessions.id, sessionId));
      const [view] = await this.views(eq(sessions.id, sessionId), tx);
      return view!;
    });
  }

  private async views(where: SQL | undefined, db: DbOrTx = this.deps.db): Promise<SessionView[]> {
    const rows = await db
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
