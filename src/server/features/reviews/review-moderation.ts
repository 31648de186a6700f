import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '../../../contract/auth';
import {
  REPORTS_SHOWN_PER_REVIEW,
  REVIEW_MODERATION_MESSAGES,
  type ReportedReviewList,
  type ReportedReviewListQuery,
  type ReportedReviewRow,
  type ReviewReportView,
} from '../../../contract/review-moderation';
import { REVIEW_MESSAGES, type ReviewReportReason } from '../../../contract/reviews';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/connection';
import { profiles, reviewReports, reviews, sessions, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { recordAdminAction } from '../audit';
import { type ListingChanges, replyOf } from '../listings';

export interface ReviewModerationDeps {
  db: Db;
  clock: Clock;
  /** Hiding or showing a review again changes the guide's rating, reviews and card. */
  listing: ListingChanges;
}

const guides = alias(users, 'guide');
const guideProfiles = alias(profiles, 'guide_profile');
const authors = alias(users, 'author');
const reporters = alias(users, 'reporter');

const hasOpenReports = sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`;
const hasReports = sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;

const WHERE_STATUS: Record<ReportedReviewListQuery['status'], SQL> = {
  open: hasOpenReports,
  hidden: isNotNull(reviews.hiddenAt),
  all: sql`(${isNotNull(reviews.hiddenAt)} or ${hasReports})`,
};

/**
 * What admins do about reported reviews (the Reported reviews tab): read them with their reports,
 * hide a review from the public (it stops counting in the guide's rating), show it again, or
 * dismiss its reports. Every decision is written to the audit log in the same transaction.
 */
export class ReviewModerationService {
  constructor(private readonly deps: ReviewModerationDeps) {}

  async list({ status, page, pageSize }: ReportedReviewListQuery): Promise<ReportedReviewList> {
    const where = WHERE_STATUS[status];
    const [rows, [counted]] = await Promise.all([
      this.rows(this.deps.db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
      this.deps.db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(where),
    ]);
    return { items: rows, total: counted?.total ?? 0, page, pageSize };
  }

  /** Hides the review from every public list and from the rating; its open reports close as 'hidden'. */
  hide(reviewId: number, admin: PublicUser): Promise<ReportedReviewRow> {
    return this.decide(reviewId, admin, async (tx, now) => {
      const [hidden] = await tx
        .update(reviews)
        .set({ hiddenAt: now, hiddenBy: admin.id, updatedAt: now })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (!hidden) throw new Conflict(REVIEW_MODERATION_MESSAGES.alreadyHidden);
      const closed = await this.closeOpenReports(tx, reviewId, 'hidden', admin, now);
      return {
        action: 'review.hide',
        before: { hidden: false, openReports: closed },
        after: { hidden: true, openReports: 0 },
      };
    });
  }

  /** Shows a hidden review again; it counts in the rating once more. Reports already decided stay decided. */
  unhide(reviewId: number, admin: PublicUser): Promise<ReportedReviewRow> {
    return this.decide(reviewId, admin, async (tx, now) => {
      const [shown] = await tx
        .update(reviews)
        .set({ hiddenAt: null, hiddenBy: null, updatedAt: now })
        .where(and(eq(reviews.id, reviewId), isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      if (!shown) throw new Conflict(REVIEW_MODERATION_MESSAGES.notHidden);
      return { action: 'review.unhide', before: { hidden: true }, after: { hidden: false } };
    });
  }

  /** The review stays as it is; its open reports close as 'dismissed'. */
  dismissReports(reviewId: number, admin: PublicUser): Promise<ReportedReviewRow> {
    return this.decide(reviewId, admin, async (tx, now) => {
      const closed = await this.closeOpenReports(tx, reviewId, 'dismissed', admin, now);
      if (closed === 0) throw new Conflict(REVIEW_MODERATION_MESSAGES.noOpenReports);
      return {
        action: 'review.dismiss_reports',
        before: { openReports: closed },
        after: { openReports: 0 },
      };
    });
  }

  private async decide(
    reviewId: number,
    admin: PublicUser,
    change: (
      tx: DbOrTx,
      now: Date,
    ) => Promise<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>,
  ): Promise<ReportedReviewRow> {
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [review] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .for('update');
      if (!review) throw new NotFound(REVIEW_MESSAGES.reviewNotFound);
      const { action, before, after } = await change(tx, now);
      await recordAdminAction(tx, {
        adminId: admin.id,
        action,
        targetType: 'review',
        targetId: reviewId,
        before,
        after,
      });
      const [changed] = await this.rows(tx, eq(reviews.id, reviewId), { limit: 1, offset: 0 });
      return changed!;
    });
    this.deps.listing.listingChanged();
    return row;
  }

  private async closeOpenReports(
    tx: DbOrTx,
    reviewId: number,
    resolution: 'hidden' | 'dismissed',
    admin: PublicUser,
    now: Date,
  ): Promise<number> {
    const closed = await tx
      .update(reviewReports)
      .set({ resolution, resolvedAt: now, resolvedBy: admin.id })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
      .returning({ id: reviewReports.id });
    return closed.length;
  }

  /** Rows of the admins' list, the latest reported first, each with its latest reports. */
  private async rows(
    db: DbOrTx,
    where: SQL,
    window: { limit: number; offset: number },
  ): Promise<ReportedReviewRow[]> {
    const openReports = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.resolvedAt} is null)`;
    const totalReports = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;
    const lastReportedAt = sql<
      string | null
    >`(select max(${reviewReports.createdAt}) from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;
    const found = await db
      .select({
        reviewId: reviews.id,
        guideId: reviews.guideId,
        guideName: sql<string>`coalesce(${guideProfiles.name}, ${guides.username})`,
        authorUsername: authors.username,
        sessionTitle: sessions.title,
        rating: reviews.rating,
        comment: reviews.comment,
        replyText: reviews.replyText,
        repliedAt: reviews.repliedAt,
        replyEditedAt: reviews.replyEditedAt,
        createdAt: reviews.createdAt,
        hiddenAt: reviews.hiddenAt,
        openReports,
        totalReports,
        lastReportedAt,
      })
      .from(reviews)
      .innerJoin(sessions, eq(sessions.id, reviews.sessionId))
      .innerJoin(guides, eq(guides.id, reviews.guideId))
      .leftJoin(guideProfiles, eq(guideProfiles.userId, reviews.guideId))
      .innerJoin(authors, eq(authors.id, reviews.seekerId))
      .where(where)
      .orderBy(sql`${lastReportedAt} desc nulls last`, desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset);
    const reports = await this.latestReports(
      db,
      found.map((row) => row.reviewId),
    );
    return found.map(({ replyText, repliedAt, replyEditedAt, ...row }) => ({
      ...row,
      reply: replyOf({ replyText, repliedAt, replyEditedAt }),
      createdAt: row.createdAt.toISOString(),
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      lastReportedAt: row.lastReportedAt === null ? null : new Date(row.lastReportedAt).toISOString(),
      reports: reports.get(row.reviewId) ?? [],
    }));
  }

  private async latestReports(db: DbOrTx, reviewIds: number[]): Promise<Map<number, ReviewReportView[]>> {
    const byReview = new Map<number, ReviewReportView[]>();
    if (reviewIds.length === 0) return byReview;
    const ranked = db
      .select({
        id: reviewReports.id,
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        note: reviewReports.note,
        reporterUsername: reporters.username,
        createdAt: reviewReports.createdAt,
        resolution: reviewReports.resolution,
        rank: sql<number>`row_number() over (partition by ${reviewReports.reviewId} order by ${reviewReports.createdAt} desc, ${reviewReports.id} desc)`.as(
          'rank',
        ),
      })
      .from(reviewReports)
      .leftJoin(reporters, eq(reporters.id, reviewReports.reporterId))
      .where(inArray(reviewReports.reviewId, reviewIds))
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= ${REPORTS_SHOWN_PER_REVIEW}`)
      .orderBy(desc(ranked.createdAt), desc(ranked.id));
    for (const row of rows) {
      const list = byReview.get(row.reviewId) ?? [];
      list.push({
        id: row.id,
        reason: row.reason as ReviewReportReason,
        note: row.note,
        reporterUsername: row.reporterUsername,
        createdAt: row.createdAt.toISOString(),
        resolution: row.resolution as ReviewReportView['resolution'],
      });
      byReview.set(row.reviewId, list);
    }
    return byReview;
  }
}
