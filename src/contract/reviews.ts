import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from './catalog';
import { FIELD_LABELS, optionalText, requiredText, textField } from './field-messages';
import { MAX_ID, NOT_AN_ID } from './ids';
import { messageWith } from './messages';
import { pageOf, pageQueryFields } from './paging';

/** Why a review is refused, word for word as the API answers and the page shows it. */
export const REVIEW_MESSAGES = {
  ownSessions: /*i18n*/ 'contract.reviews.ownSessions',
  notAttendedSession: /*i18n*/ 'contract.reviews.notAttendedSession',
  sessionNotEnded: /*i18n*/ 'contract.reviews.sessionNotEnded',
  alreadyReviewedSession: /*i18n*/ 'contract.reviews.alreadyReviewedSession',
  notAttendedGuide: /*i18n*/ 'contract.reviews.notAttendedGuide',
  guideSessionNotEnded: /*i18n*/ 'contract.reviews.guideSessionNotEnded',
  alreadyReviewedGuide: /*i18n*/ 'contract.reviews.alreadyReviewedGuide',
  otherGuide: /*i18n*/ 'contract.reviews.otherGuide',
  reviewNotFound: /*i18n*/ 'contract.reviews.reviewNotFound',
  replyNotYours: /*i18n*/ 'contract.reviews.replyNotYours',
  alreadyReplied: /*i18n*/ 'contract.reviews.alreadyReplied',
  noReply: /*i18n*/ 'contract.reviews.noReply',
  ownReview: /*i18n*/ 'contract.reviews.ownReview',
  alreadyReported: /*i18n*/ 'contract.reviews.alreadyReported',
} as const;

const COMMENT_TOO_SHORT = messageWith(/*i18n*/ 'contract.reviews.commentTooShort', {
  min: REVIEW_COMMENT_MIN,
});

/** Spec texts: one sentence for a rating that is missing or outside 1 to 5, one for each length of comment. */
export const ReviewInput = z.object({
  rating: z
    .number({ error: /*i18n*/ 'contract.reviews.pleaseSelectARating' })
    .int(/*i18n*/ 'contract.reviews.pleaseSelectARating')
    .min(1, /*i18n*/ 'contract.reviews.pleaseSelectARating')
    .max(5, /*i18n*/ 'contract.reviews.pleaseSelectARating'),
  comment: textField(FIELD_LABELS.comment, COMMENT_TOO_SHORT)
    .trim()
    .min(REVIEW_COMMENT_MIN, COMMENT_TOO_SHORT)
    .max(
      REVIEW_COMMENT_MAX,
      messageWith(/*i18n*/ 'contract.reviews.commentTooLong', { max: REVIEW_COMMENT_MAX }),
    ),
  /** The session's guide, when the page knows it; a different guide is refused. */
  practitionerId: z
    .number({ error: NOT_AN_ID })
    .int(NOT_AN_ID)
    .positive(NOT_AN_ID)
    .max(MAX_ID, NOT_AN_ID)
    .optional(),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

export const REVIEW_REPLY_MAX = 1000;

/** POST and PATCH /api/reviews/{id}/reply: the guide's one public answer to a review of their session. */
export const ReviewReplyInput = z.object({
  text: requiredText(FIELD_LABELS.reply, REVIEW_REPLY_MAX, /*i18n*/ 'contract.reviews.pleaseWriteAReply'),
});
export type ReviewReplyInput = z.infer<typeof ReviewReplyInput>;

/** The guide's reply as it shows under the review. */
export const ReviewReply = z.object({
  text: z.string(),
  createdAt: z.string(),
  /** When the guide last changed it; null when never edited. */
  editedAt: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof ReviewReply>;

/** Why someone reports a review, as the report dialog offers them. */
export const REVIEW_REPORT_REASONS = [
  'spam',
  'offensive',
  'private_information',
  'not_about_session',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive, hateful or harassing',
  private_information: 'Shares private information',
  not_about_session: 'Not about a session with this guide',
  other: 'Something else',
};

/** The same reasons as message ids of the contract's catalogue, for screens in either language (decision 061). */
export const REVIEW_REPORT_REASON_LABEL_IDS: Record<ReviewReportReason, string> = {
  spam: /*i18n*/ 'contract.reviews.reportReason.spam',
  offensive: /*i18n*/ 'contract.reviews.reportReason.offensive',
  private_information: /*i18n*/ 'contract.reviews.reportReason.privateInformation',
  not_about_session: /*i18n*/ 'contract.reviews.reportReason.notAboutSession',
  other: /*i18n*/ 'contract.reviews.reportReason.other',
};
export const REVIEW_REPORT_NOTE_MAX = 500;

/** POST /api/reviews/{id}/reports: once per person and review; never one's own review. */
export const ReviewReportInput = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: /*i18n*/ 'contract.reviews.pleaseChooseAReason' }),
  note: optionalText(FIELD_LABELS.note, REVIEW_REPORT_NOTE_MAX),
});
export type ReviewReportInput = z.infer<typeof ReviewReportInput>;

export const ReviewReportReceipt = z.object({
  id: z.number().int(),
  reviewId: z.number().int(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  createdAt: z.string(),
});
export type ReviewReportReceipt = z.infer<typeof ReviewReportReceipt>;

/** A review as the public sees it: the author stays anonymous. */
export const ReviewView = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  /** The author's first name and last initial ("Sofia A."), as testimonials are signed. */
  authorName: z.string(),
  /** The guide's public reply, if they wrote one. */
  reply: ReviewReply.nullable(),
});
export type ReviewView = z.infer<typeof ReviewView>;

export const REVIEW_PAGE_SIZE_DEFAULT = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;

/** GET /api/practitioners/{id}/reviews?page=&pageSize=: a guide's reviews, a page at a time. */
export const ReviewPageQuery = z.object(pageQueryFields(REVIEW_PAGE_SIZE_DEFAULT, REVIEW_PAGE_SIZE_MAX));
export type ReviewPageQuery = z.infer<typeof ReviewPageQuery>;

/**
 * A page of a guide's reviews (or, at GET /api/sessions/{id}/reviews?page=&pageSize=, of one
 * session's), newest first, and how many there are in all.
 */
export const ReviewPage = pageOf(ReviewView);
export type ReviewPage = z.infer<typeof ReviewPage>;

/**
 * GET /api/practitioner/reviews?page=&pageSize=: the signed-in guide's reviews, newest first, those
 * an admin hid included (they no longer count in the rating, and the guide is told why it moved).
 */
export const GuideReviewView = ReviewView.extend({ hidden: z.boolean() });
export type GuideReviewView = z.infer<typeof GuideReviewView>;
export const GuideReviewPage = pageOf(GuideReviewView);
export type GuideReviewPage = z.infer<typeof GuideReviewPage>;

/** Sessions the review form offers to choose from: the latest ones, which are what people review. */
export const REVIEWABLE_SESSIONS_MAX = 20;

/** Whether the signed-in person may review this guide, and through which attended sessions. */
export const ReviewEligibility = z.object({
  canReview: z.boolean(),
  /** Why not, in a sentence for the page; null when they can. */
  reason: z.string().nullable(),
  /** The latest attended sessions not reviewed yet, at most REVIEWABLE_SESSIONS_MAX. */
  sessions: z.array(z.object({ sessionId: z.number().int(), title: z.string(), sessionDate: z.string() })),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibility>;

/** Real top reviews for the home page, signed with the author's first name and initial. */
export const Testimonial = z.object({
  id: z.number().int(),
  authorName: z.string(),
  practitionerId: z.number().int(),
  practitionerName: z.string(),
  modality: z.string(),
  rating: z.number().int(),
  comment: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;

export const TESTIMONIALS_COUNT = 3;

/** GET /api/testimonials: up to TESTIMONIALS_COUNT. */
export const TestimonialList = z.array(Testimonial);
