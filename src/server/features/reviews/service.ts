import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/errors';
import { lisbonDate } from '../../../contract/lisbon-time';
import { DEFAULT_LOCALE } from '../../../contract/locales';
import {
  REVIEW_MESSAGES,
  REVIEWABLE_SESSIONS_MAX,
  type ReviewEligibility,
  type ReviewInput,
  type ReviewPage,
  type ReviewPageQuery,
  type ReviewView,
  TESTIMONIALS_COUNT,
  type Testimonial,
} from '../../../contract/reviews';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import { queryRows } from '../../db/raw-query';
import { bookings, profiles, reviews, sessions } from '../../db/schema';
import { Conflict, FieldInvalid, Forbidden, NotFound } from '../../errors';
import {
  GUIDE_NOT_FOUND,
  isListedGuide,
  type Listing,
  type ListingChanges,
  replyOf,
  reviewerName,
} from '../listings';
import type { SessionService } from '../sessions';

export interface ReviewServiceDeps {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  /** Who is listed; told when a new review changes a guide's rating and reviews. */
  listing: Pick<Listing, 'isListed'> & ListingChanges;
}

/** The profile of a review's author, beside the guide's own. */
const authorProfiles = alias(profiles, 'author_profile');

/** A booking of the reviewer that could entitle a review, with the review it already has. */
interface AttendanceRow {
  bookingId: number;
  bookingStatus: string;
  sessionId: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  reviewId: number | null;
}

export class ReviewService {
  constructor(private readonly deps: ReviewServiceDeps) {}

  /** A session holds up to its capacity's worth of reviews, long ones among them: a page at a time too. */
  async listForSession(
    sessionId: number,
    viewer: PublicUser | null,
    { page, pageSize }: ReviewPageQuery,
  ): Promise<ReviewPage> {
    // Only whether the viewer may see the session: its words are not shown here.
    await this.deps.sessions.find(sessionId, viewer, DEFAULT_LOCALE);
    const ofSession = and(eq(reviews.sessionId, sessionId), isNull(reviews.hiddenAt))!;
    const [items, [counted]] = await Promise.all([
      this.views(ofSession, { limit: pageSize, offset: (page - 1) * pageSize }),
      this.deps.db.select({ total: count() }).from(reviews).where(ofSession),
    ]);
    return { items, total: counted?.total ?? 0, page, pageSize };
  }

  /**
   * A review belongs to a booking whose session has ended (completed, or confirmed and past its
   * end), one per booking. The guide never reviews their own sessions.
   */
  async create(sessionId: number, input: ReviewInput, author: PublicUser): Promise<ReviewView> {
    const session = await this.deps.sessions.find(sessionId, author, DEFAULT_LOCALE);
    if (input.practitionerId !== undefined && input.practitionerId !== session.practitionerId) {
      throw new FieldInvalid('practitionerId', REVIEW_MESSAGES.otherGuide);
    }
    if (session.practitionerId === author.id) {
      throw new Forbidden(REVIEW_MESSAGES.ownSessions, ERROR_CODES.ownSessions);
    }
    const booked = await this.attendance(author.id, eq(bookings.sessionId, sessionId));
    const attended = booked.filter((row) => this.hasEnded(row));
    if (attended.length === 0) {
      throw booked.length > 0
        ? new Forbidden(REVIEW_MESSAGES.sessionNotEnded, ERROR_CODES.sessionNotEnded)
        : new Forbidden(REVIEW_MESSAGES.notAttendedSession, ERROR_CODES.notAttended);
    }
    const unreviewed = attended.find((row) => row.reviewId === null);
    if (!unreviewed) throw alreadyReviewed();

    const [authorProfile] = await this.deps.db
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.userId, author.id));
    const [created] = await this.insertOnce({
      sessionId,
      bookingId: unreviewed.bookingId,
      seekerId: author.id,
      guideId: session.practitionerId,
      rating: input.rating,
      comment: input.comment,
    });
    this.deps.listing.listingChanged();
    return {
      id: created!.id,
      sessionId,
      sessionTitle: session.title,
      rating: created!.rating,
      comment: created!.comment,
      createdAt: created!.createdAt.toISOString(),
      authorName: reviewerName(authorProfile?.name ?? null),
      reply: null,
    };
  }

  async eligibility(guideId: number, viewer: PublicUser): Promise<ReviewEligibility> {
    if (!(await this.deps.listing.isListed(guideId))) throw new NotFound(GUIDE_NOT_FOUND);
    const refuse = (reason: string): ReviewEligibility => ({ canReview: false, reason, sessions: [] });
    if (guideId === viewer.id) return refuse(REVIEW_MESSAGES.ownSessions);

    const booked = await this.attendance(viewer.id, eq(sessions.guideId, guideId));
    const attended = booked.filter((row) => this.hasEnded(row));
    // Newest session first (the attendance's order): the form offers the latest ones.
    const reviewable = uniqueSessions(attended.filter((row) => row.reviewId === null)).slice(
      0,
      REVIEWABLE_SESSIONS_MAX,
    );
    if (reviewable.length > 0) {
      return {
        canReview: true,
        reason: null,
        sessions: reviewable.map((row) => ({
          sessionId: row.sessionId,
          title: row.title,
          sessionDate: lisbonDate(row.startsAt),
        })),
      };
    }
    if (attended.length > 0) return refuse(REVIEW_MESSAGES.alreadyReviewedGuide);
    if (booked.length > 0) return refuse(REVIEW_MESSAGES.guideSessionNotEnded);
    return refuse(REVIEW_MESSAGES.notAttendedGuide);
  }

  /**
   * The home page's voices: real five-star reviews of listed guides, none an admin hid, one per
   * guide, the longest (then newest) first, signed with the author's first name and last initial.
   */
  async testimonials(): Promise<Testimonial[]> {
    const rows = await queryRows<{
      id: number;
      rating: number;
      comment: string;
      guide_id: number;
      guide_name: string;
      author_name: string;
      modality: string;
    }>(
      this.deps.db,
      sql`
      select * from (
        select distinct on (r.practitioner_id)
          r.id, r.rating, r.comment, r.created_at, r.practitioner_id as guide_id,
          coalesce(guide.name, users.username) as guide_name,
          author.name as author_name,
          s.modality
        from reviews r
        join users on users.id = r.practitioner_id and ${isListedGuide}
        join profiles guide on guide.user_id = r.practitioner_id
        join users author_user on author_user.id = r.student_id and author_user.is_active
        join profiles author on author.user_id = r.student_id and trim(coalesce(author.name, '')) <> ''
        join sessions s on s.id = r.session_id
        where r.rating = 5 and r.hidden_at is null
        order by r.practitioner_id, char_length(r.comment) desc, r.created_at desc, r.id desc
      ) best_of_each_guide
      order by char_length(comment) desc, created_at desc, id desc
      limit ${TESTIMONIALS_COUNT}`,
    );
    return rows.map((row) => ({
      id: row.id,
      authorName: reviewerName(row.author_name),
      practitionerId: row.guide_id,
      practitionerName: row.guide_name,
      modality: row.modality,
      rating: row.rating,
      comment: row.comment,
    }));
  }

  private async views(where: SQL, window: { limit: number; offset: number }): Promise<ReviewView[]> {
    const rows = await this.deps.db
      .select({
        id: reviews.id,
        sessionId: reviews.sessionId,
        sessionTitle: sessions.title,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        authorName: authorProfiles.name,
        replyText: reviews.replyText,
        repliedAt: reviews.repliedAt,
        replyEditedAt: reviews.replyEditedAt,
      })
      .from(reviews)
      .innerJoin(sessions, eq(sessions.id, reviews.sessionId))
      .leftJoin(authorProfiles, eq(authorProfiles.userId, reviews.seekerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset);
    return rows.map(({ replyText, repliedAt, replyEditedAt, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      authorName: reviewerName(row.authorName),
      reply: replyOf({ replyText, repliedAt, replyEditedAt }),
    }));
  }

  /** The reviewer's live or completed bookings matching `where`, newest session first. */
  private attendance(seekerId: number, where: SQL): Promise<AttendanceRow[]> {
    return this.deps.db
      .select({
        bookingId: bookings.id,
        bookingStatus: bookings.status,
        sessionId: sessions.id,
        title: sessions.title,
        startsAt: sessions.startsAt,
        endsAt: sessions.endsAt,
        reviewId: reviews.id,
      })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
      .where(
        and(eq(bookings.seekerId, seekerId), inArray(bookings.status, ['confirmed', 'completed']), where),
      )
      .orderBy(desc(sessions.startsAt), desc(bookings.id));
  }

  private hasEnded(row: AttendanceRow): boolean {
    return (
      row.bookingStatus === 'completed' ||
      (row.bookingStatus === 'confirmed' && row.endsAt.getTime() <= this.deps.clock.now().getTime())
    );
  }

  /** Two requests for one booking at once: the unique booking_id lets one through. */
  private async insertOnce(values: typeof reviews.$inferInsert) {
    try {
      return await this.deps.db.insert(reviews).values(values).returning();
    } catch (error) {
      if (violatedUniqueConstraint(error) !== undefined) throw alreadyReviewed();
      throw error;
    }
  }
}

function alreadyReviewed(): Conflict {
  return new Conflict(REVIEW_MESSAGES.alreadyReviewedSession, ERROR_CODES.alreadyReviewed);
}

function uniqueSessions(rows: AttendanceRow[]): AttendanceRow[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.sessionId) && seen.add(row.sessionId));
}
