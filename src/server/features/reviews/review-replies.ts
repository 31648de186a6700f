import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/errors';
import {
  type GuideReviewPage,
  REVIEW_MESSAGES,
  type ReviewPageQuery,
  type ReviewReply,
  type ReviewReplyInput,
} from '../../../contract/reviews';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { profiles, reviews, sessions } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { type ListingChanges, replyOf, reviewerName } from '../listings';

export interface ReviewReplyServiceDeps {
  db: Db;
  clock: Clock;
  /** A reply shows under the review on the guide's page, which the listing keeps. */
  listing: ListingChanges;
}

const authorProfiles = alias(profiles, 'author_profile');

const replyColumns = {
  replyText: reviews.replyText,
  repliedAt: reviews.repliedAt,
  replyEditedAt: reviews.replyEditedAt,
};

/**
 * A guide's one public reply to each review of their sessions: written, changed and taken back by
 * that guide alone. Each write is one conditional update, so two requests at once cannot leave two
 * replies or write over a reply that was just taken back.
 */
export class ReviewReplyService {
  constructor(private readonly deps: ReviewReplyServiceDeps) {}

  async create(reviewId: number, input: ReviewReplyInput, guide: PublicUser): Promise<ReviewReply> {
    const now = this.deps.clock.now();
    const [written] = await this.deps.db
      .update(reviews)
      .set({ replyText: input.text, repliedAt: now, replyEditedAt: null, updatedAt: now })
      .where(and(eq(reviews.id, reviewId), eq(reviews.guideId, guide.id), isNull(reviews.replyText)))
      .returning(replyColumns);
    if (!written) {
      await this.refuse(reviewId, guide);
      throw new Conflict(REVIEW_MESSAGES.alreadyReplied, ERROR_CODES.alreadyReplied);
    }
    this.deps.listing.listingChanged();
    return replyOf(written)!;
  }

  async edit(reviewId: number, input: ReviewReplyInput, guide: PublicUser): Promise<ReviewReply> {
    const now = this.deps.clock.now();
    const [written] = await this.deps.db
      .update(reviews)
      .set({ replyText: input.text, replyEditedAt: now, updatedAt: now })
      .where(and(eq(reviews.id, reviewId), eq(reviews.guideId, guide.id), isNotNull(reviews.replyText)))
      .returning(replyColumns);
    if (!written) {
      await this.refuse(reviewId, guide);
      throw new NotFound(REVIEW_MESSAGES.noReply);
    }
    this.deps.listing.listingChanged();
    return replyOf(written)!;
  }

  async remove(reviewId: number, guide: PublicUser): Promise<void> {
    const [removed] = await this.deps.db
      .update(reviews)
      .set({ replyText: null, repliedAt: null, replyEditedAt: null, updatedAt: this.deps.clock.now() })
      .where(and(eq(reviews.id, reviewId), eq(reviews.guideId, guide.id), isNotNull(reviews.replyText)))
      .returning({ id: reviews.id });
    if (!removed) {
      await this.refuse(reviewId, guide);
      throw new NotFound(REVIEW_MESSAGES.noReply);
    }
    this.deps.listing.listingChanged();
  }

  /**
   * The guide's own reviews for the dashboard, newest first, those an admin hid included and marked:
   * the guide may still answer them, and sees why their rating moved.
   */
  async ofGuide(guide: PublicUser, { page, pageSize }: ReviewPageQuery): Promise<GuideReviewPage> {
    const ofGuide = eq(reviews.guideId, guide.id);
    const [rows, [counted]] = await Promise.all([
      this.deps.db
        .select({
          id: reviews.id,
          sessionId: reviews.sessionId,
          sessionTitle: sessions.title,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          authorName: authorProfiles.name,
          hiddenAt: reviews.hiddenAt,
          ...replyColumns,
        })
        .from(reviews)
        .innerJoin(sessions, eq(sessions.id, reviews.sessionId))
        .leftJoin(authorProfiles, eq(authorProfiles.userId, reviews.seekerId))
        .where(ofGuide)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.deps.db.select({ total: count() }).from(reviews).where(ofGuide),
    ]);
    return {
      items: rows.map(({ replyText, repliedAt, replyEditedAt, hiddenAt, ...row }) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        authorName: reviewerName(row.authorName),
        reply: replyOf({ replyText, repliedAt, replyEditedAt }),
        hidden: hiddenAt !== null,
      })),
      total: counted?.total ?? 0,
      page,
      pageSize,
    };
  }

  /** Why a conditional write found nothing to change: no such review, or not this guide's. */
  private async refuse(reviewId: number, guide: PublicUser): Promise<void> {
    const [review] = await this.deps.db
      .select({ guideId: reviews.guideId })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review) throw new NotFound(REVIEW_MESSAGES.reviewNotFound);
    if (review.guideId !== guide.id) throw new Forbidden(REVIEW_MESSAGES.replyNotYours);
  }
}
