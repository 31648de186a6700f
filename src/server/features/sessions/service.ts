import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import type { SessionStatus } from '../../../contract/catalog';
import { ERROR_CODES } from '../../../contract/errors';
import { lisbonDayBounds } from '../../../contract/lisbon-time';
import type { Locale } from '../../../contract/locales';
import { secondVersionOf } from '../../../contract/own-words';
import {
  type CreateSessionsInput,
  SESSION_WRITE_MESSAGES,
  type SessionInput,
} from '../../../contract/session-input';
import type {
  GuideSessionListQuery,
  GuideSessionPage,
  GuideSessionViewName,
  SessionPage,
  SessionView,
} from '../../../contract/sessions';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/connection';
import { bookings, profiles, sessions, users } from '../../db/schema';
import { Conflict, FieldInvalid, Forbidden, NotFound } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import { isListedGuide, type ListingChanges } from '../listings';
import { announcedFieldsOf, announceSessionChange, isAnnouncedChange } from './session-changes';
import {
  lockGuideCalendar,
  placeOf,
  refuseOverlap,
  refuseStartInPast,
  type SessionImageLookup,
  sessionImageUrl,
  spotsTaken,
  weeklyOccurrences,
} from './session-schedule';
import { ownDescriptionOf, sessionViewColumns, toSessionView } from './session-view';

export const SESSION_NOT_FOUND = /*i18n*/ 'sessions.errors.sessionNotFound';

/**
 * The description's language and the guide's own version in the other one (decision 062). A new session
 * without them has a description of unknown language; an edit that leaves them out keeps them, and one
 * that sets the language back to unknown drops the other version.
 */
function describedIn(
  input: Pick<SessionInput, 'descriptionLocale' | 'descriptionInOtherLocale'>,
  leftOut: 'keep' | 'none' = 'none',
): { descriptionLocale?: Locale | null; descriptionInOtherLocale?: string | null } {
  const other = secondVersionOf(input.descriptionInOtherLocale);
  if (input.descriptionLocale === null) return { descriptionLocale: null, descriptionInOtherLocale: null };
  if (leftOut === 'none') {
    return { descriptionLocale: input.descriptionLocale ?? null, descriptionInOtherLocale: other ?? null };
  }
  return {
    ...(input.descriptionLocale === undefined ? {} : { descriptionLocale: input.descriptionLocale }),
    ...(other === undefined ? {} : { descriptionInOtherLocale: other }),
  };
}

export interface SessionListFilter {
  guideId?: number;
  status?: SessionStatus;
  /** Only sessions that have not started yet. */
  upcoming?: boolean;
}

export interface PageWindow {
  page: number;
  pageSize: number;
}

/** Bookings that hold a place in the session (pending holds included), as its guide's lists show. */
const bookedCount = sql<number>`(select count(*)::int from ${bookings}
  where ${bookings.sessionId} = ${sessions.id} and ${bookings.status} <> 'cancelled')`;

export interface SessionServiceDeps {
  db: Db;
  clock: Clock;
  /** Told of every session written: explore's cards and guides' pages show the next one. */
  listing: ListingChanges;
  /** Where uploaded images are kept: a session shows only one that is there. */
  images: SessionImageLookup;
  /** Where the emails telling booked seekers of a change are written, with the change (session-changes.ts). */
  jobs: JobQueue;
}

export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /** A page of the sessions the viewer may see, soonest first. */
  async list(
    filter: SessionListFilter,
    viewer: PublicUser | null,
    window: PageWindow,
    reader: Locale,
  ): Promise<SessionPage> {
    const where = and(
      this.visibleTo(viewer),
      filter.guideId === undefined ? undefined : eq(sessions.guideId, filter.guideId),
      filter.status ? eq(sessions.status, filter.status) : undefined,
      filter.upcoming ? gt(sessions.startsAt, this.deps.clock.now()) : undefined,
    );
    const [items, total] = await Promise.all([
      this.views(where, reader, this.deps.db, window),
      this.count(where),
    ]);
    return { items, total, page: window.page, pageSize: window.pageSize };
  }

  /** A session the viewer may see; 404 for any other, so private sessions do not reveal they exist. */
  async find(sessionId: number, viewer: PublicUser | null, reader: Locale): Promise<SessionView> {
    const [view] = await this.views(and(eq(sessions.id, sessionId), this.visibleTo(viewer)), reader);
    if (!view) throw new NotFound(SESSION_NOT_FOUND);
    return view;
  }

  /**
   * A page of the guide's own sessions, whatever their status, private requests included: their
   * dashboard. Each with how many bookings hold a place in it.
   */
  async listOwn(guideId: number, query: GuideSessionListQuery, reader: Locale): Promise<GuideSessionPage> {
    const { page, pageSize } = query;
    const where = and(
      eq(sessions.guideId, guideId),
      this.ofView(query.view),
      query.from === undefined ? undefined : gte(sessions.startsAt, dayBounds('from', query.from).start),
      query.to === undefined ? undefined : lt(sessions.startsAt, dayBounds('to', query.to).end),
    );
    const latestFirst = query.view === 'past' || query.view === 'cancelled' || query.view === 'booked';
    const order = latestFirst
      ? [desc(sessions.startsAt), desc(sessions.id)]
      : [asc(sessions.startsAt), asc(sessions.id)];
    const [rows, total] = await Promise.all([
      this.deps.db
        .select({ ...sessionViewColumns, bookedCount, meetingUrl: sessions.meetingUrl })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.guideId))
        .leftJoin(profiles, eq(profiles.userId, sessions.guideId))
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.count(where),
    ]);
    const items = rows.map(({ bookedCount: booked, meetingUrl, ...row }) => ({
      ...toSessionView(row, reader),
      bookedCount: booked,
      meetingUrl,
      ownDescription: ownDescriptionOf(row),
    }));
    return { items, total, page, pageSize };
  }

  /** How many of the guide's sessions each view of their list holds. */
  async countOwn(guideId: number): Promise<Record<Exclude<GuideSessionViewName, 'booked'>, number>> {
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .select({
        all: count(),
        upcoming: sql<number>`(count(*) filter (where ${this.ofView('upcoming', now)}))::int`,
        past: sql<number>`(count(*) filter (where ${this.ofView('past', now)}))::int`,
        cancelled: sql<number>`(count(*) filter (where ${this.ofView('cancelled', now)}))::int`,
      })
      .from(sessions)
      .where(eq(sessions.guideId, guideId));
    return {
      all: row?.all ?? 0,
      upcoming: row?.upcoming ?? 0,
      past: row?.past ?? 0,
      cancelled: row?.cancelled ?? 0,
    };
  }

  private ofView(view: GuideSessionViewName, now: Date = this.deps.clock.now()): SQL | undefined {
    switch (view) {
      case 'upcoming':
        return and(eq(sessions.status, 'scheduled'), gt(sessions.startsAt, now));
      case 'past':
        return and(ne(sessions.status, 'cancelled'), lte(sessions.startsAt, now));
      case 'cancelled':
        return eq(sessions.status, 'cancelled');
      case 'booked':
        return exists(
          this.deps.db.select({ one: sql`1` }).from(bookings).where(eq(bookings.sessionId, sessions.id)),
        );
      case 'all':
        return undefined;
    }
  }

  /**
   * One session, or a weekly series of `repeatWeeks` at the same Lisbon time, all or none. The guide
   * is an approved guide (the route's guard); the spots start full.
   */
  async create(input: CreateSessionsInput, guide: PublicUser, reader: Locale): Promise<SessionView[]> {
    const planned = weeklyOccurrences(input, input.repeatWeeks);
    refuseStartInPast(planned[0]!, this.deps.clock.now());
    const imageUrl = await sessionImageUrl(input.imageUrl, this.deps.images);
    const place = placeOf(input);
    const views = await this.deps.db.transaction(async (tx) => {
      await lockGuideCalendar(tx, guide.id);
      await refuseOverlap(tx, guide.id, planned);
      const created = await tx
        .insert(sessions)
        .values(
          planned.map((occurrence) => ({
            guideId: guide.id,
            title: input.title,
            description: input.description,
            ...describedIn(input),
            ...place,
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
        reader,
        tx,
      );
    });
    this.deps.listing.listingChanged();
    return views;
  }

  /**
   * The guide's own scheduled session, under the rules of creation. Its row stays locked until the
   * change commits, so a checkout taking a spot meanwhile waits and then sees the new capacity.
   */
  async update(
    sessionId: number,
    input: SessionInput,
    guide: PublicUser,
    reader: Locale,
  ): Promise<SessionView> {
    const [planned] = weeklyOccurrences(input, 1);
    const now = this.deps.clock.now();
    // Judged before the transaction: the images may live in the same database, asked on another connection.
    const imageUrl =
      input.imageUrl === undefined
        ? undefined
        : await sessionImageUrl(input.imageUrl, this.deps.images, await this.imageOf(sessionId));
    const updated = await this.deps.db.transaction(async (tx) => {
      await lockGuideCalendar(tx, guide.id);
      const [session] = await tx
        .select({
          guideId: sessions.guideId,
          status: sessions.status,
          title: sessions.title,
          startsAt: sessions.startsAt,
          endsAt: sessions.endsAt,
          location: sessions.location,
          online: sessions.online,
          meetingUrl: sessions.meetingUrl,
        })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .for('update');
      if (!session) throw new NotFound(SESSION_NOT_FOUND);
      if (session.guideId !== guide.id) {
        // Another guide's public session can be named; one hidden from this guide does not exist for them.
        const [visible] = await this.views(
          and(eq(sessions.id, sessionId), this.visibleTo(guide)),
          reader,
          tx,
        );
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
      const place = placeOf(input);
      await tx
        .update(sessions)
        .set({
          title: input.title,
          description: input.description,
          ...describedIn(input, 'keep'),
          ...place,
          modality: input.modality,
          startsAt: planned!.startsAt,
          endsAt: planned!.endsAt,
          price: input.price,
          capacity: input.capacity,
          remainingSpots: input.capacity - taken,
          // Left out, the picture stays; null or empty removes it.
          ...(imageUrl === undefined ? {} : { imageUrl }),
          updatedAt: now,
        })
        .where(eq(sessions.id, sessionId));
      const before = announcedFieldsOf(session);
      const after = announcedFieldsOf({
        title: input.title,
        startsAt: planned!.startsAt,
        endsAt: planned!.endsAt,
        ...place,
      });
      if (isAnnouncedChange(before, after)) {
        await announceSessionChange(tx, this.deps.jobs, { sessionId, before, after, now });
      }
      const [view] = await this.views(eq(sessions.id, sessionId), reader, tx);
      return view!;
    });
    this.deps.listing.listingChanged();
    return updated;
  }

  /** The picture a session shows now, if any. */
  private async imageOf(sessionId: number): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ imageUrl: sessions.imageUrl })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.imageUrl ?? null;
  }

  private async views(
    where: SQL | undefined,
    reader: Locale,
    db: DbOrTx = this.deps.db,
    window?: PageWindow,
  ): Promise<SessionView[]> {
    const query = db
      .select(sessionViewColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.guideId))
      .leftJoin(profiles, eq(profiles.userId, sessions.guideId))
      .where(where)
      .orderBy(asc(sessions.startsAt), asc(sessions.id));
    const rows = window
      ? await query.limit(window.pageSize).offset((window.page - 1) * window.pageSize)
      : await query;
    return rows.map((row) => toSessionView(row, reader));
  }

  /** How many sessions `where` matches, read with the same joins as the list. */
  private async count(where: SQL | undefined): Promise<number> {
    const [row] = await this.deps.db
      .select({ total: count() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.guideId))
      .where(where);
    return row?.total ?? 0;
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
      eq(sessions.guideId, viewer.id),
    )!;
  }
}

/** The instants a Lisbon day of the query string spans; a day that does not exist is a 400. */
function dayBounds(field: 'from' | 'to', date: string): { start: Date; end: Date } {
  const bounds = lisbonDayBounds(date);
  if (!bounds) throw new FieldInvalid(field, `${field === 'from' ? 'From' : 'To'} must be a real date`);
  return bounds;
}
