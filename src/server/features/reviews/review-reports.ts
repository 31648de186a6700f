import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/errors';
import { REVIEW_MESSAGES, type ReviewReportInput, type ReviewReportReceipt } from '../../../contract/reviews';
import type { Db } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import { reviewReports, reviews } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';

/**
 * Anyone signed in may tell Luz that a review breaks the rules, once per review: its guide
 * included, its author not. A hidden review is no longer public, so there is nothing to report.
 */
export class ReviewReportService {
  constructor(private readonly deps: { db: Db }) {}

  async report(reviewId: number, input: ReviewReportInput, by: PublicUser): Promise<ReviewReportReceipt> {
    const [review] = await this.deps.db
      .select({ seekerId: reviews.seekerId, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review || review.hiddenAt !== null) throw new NotFound(REVIEW_MESSAGES.reviewNotFound);
    if (review.seekerId === by.id) throw new Forbidden(REVIEW_MESSAGES.ownReview, ERROR_CODES.ownReview);
    try {
      const [created] = await this.deps.db
        .insert(reviewReports)
        .values({ reviewId, reporterId: by.id, reason: input.reason, note: input.note || null })
        .returning();
      return {
        id: created!.id,
        reviewId,
        reason: input.reason,
        createdAt: created!.createdAt.toISOString(),
      };
    } catch (error) {
      // Two reports of one person at once, or a second one later: the unique key lets one through.
      if (violatedUniqueConstraint(error) !== undefined) {
        throw new Conflict(REVIEW_MESSAGES.alreadyReported, ERROR_CODES.alreadyReported);
      }
      throw error;
    }
  }
}
