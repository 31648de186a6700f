import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './admin';
import { pageOf, pageQueryFields } from './paging';
import { REVIEW_REPORT_REASONS, ReviewReply } from './reviews';

/**
 * The admin panel's Reported reviews tab: reviews someone reported, what they said, and what an admin
 * did about it. Admins only, like every `/api/admin` call.
 */

/** 'open': reports waiting for a decision; 'hidden': reviews hidden from the public; 'all': every review ever reported. */
export const REPORTED_REVIEW_STATUSES = ['open', 'hidden', 'all'] as const;
export type ReportedReviewStatus = (typeof REPORTED_REVIEW_STATUSES)[number];

/** GET /api/admin/review-reports?status=&page=&pageSize=: the latest report first. */
export const ReportedReviewListQuery = z.object({
  ...pageQueryFields(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX),
  status: z
    .enum(REPORTED_REVIEW_STATUSES, { error: /*i18n*/ 'contract.reviewModeration.statusMustBeOpenHidden' })
    .default('open'),
});
export type ReportedReviewListQuery = z.infer<typeof ReportedReviewListQuery>;

/** The latest reports of a review a row carries; the counts say how many there are in all. */
export const REPORTS_SHOWN_PER_REVIEW = 5;

export const ReviewReportView = z.object({
  id: z.number().int(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string().nullable(),
  /** Null when the reporter's account is gone. */
  reporterUsername: z.string().nullable(),
  createdAt: z.string(),
  /** Null while open; 'hidden' or 'dismissed' once an admin decided. */
  resolution: z.enum(['hidden', 'dismissed']).nullable(),
});
export type ReviewReportView = z.infer<typeof ReviewReportView>;

export const ReportedReviewRow = z.object({
  reviewId: z.number().int(),
  guideId: z.number().int(),
  guideName: z.string(),
  /** The author as admins know them (the public sees a first name and initial). */
  authorUsername: z.string(),
  sessionTitle: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: ReviewReply.nullable(),
  createdAt: z.string(),
  /** When an admin hid it; null while it shows publicly. */
  hiddenAt: z.string().nullable(),
  openReports: z.number().int(),
  totalReports: z.number().int(),
  /** Null for a review an admin hid without anyone reporting it. */
  lastReportedAt: z.string().nullable(),
  /** The latest reports, at most REPORTS_SHOWN_PER_REVIEW. */
  reports: z.array(ReviewReportView),
});
export type ReportedReviewRow = z.infer<typeof ReportedReviewRow>;

export const ReportedReviewList = pageOf(ReportedReviewRow);
export type ReportedReviewList = z.infer<typeof ReportedReviewList>;

/**
 * PATCH /api/admin/reviews/{id}/hide, …/unhide and …/dismiss-reports answer the review's row as the
 * list shows it. Hiding closes its open reports as 'hidden'; dismissing closes them as 'dismissed'
 * and leaves the review as it is.
 */
export const REVIEW_MODERATION_MESSAGES = {
  alreadyHidden: /*i18n*/ 'contract.reviewModeration.alreadyHidden',
  notHidden: /*i18n*/ 'contract.reviewModeration.notHidden',
  noOpenReports: /*i18n*/ 'contract.reviewModeration.noOpenReports',
} as const;
