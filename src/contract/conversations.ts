import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './admin';
import { FIELD_LABELS, optionalText, requiredText } from './field-messages';
import { pageOf, pageQueryFields } from './paging';

/** The longest message, in characters, once its ends are trimmed. */
export const MESSAGE_MAX = 2000;
/** How many messages one person may send in `MESSAGE_RATE_WINDOW_MS` (a message to everyone booked counts once). */
export const MESSAGE_RATE_MAX = 30;
export const MESSAGE_RATE_WINDOW_MS = 10 * 60 * 1000;
/** The other side hears of new messages by email at most once in this long, per conversation. */
export const MESSAGE_NOTICE_INTERVAL_MS = 15 * 60 * 1000;

/** Why a message or report is refused, word for word as the API answers and the page shows it. */
export const CONVERSATION_MESSAGES = {
  notFound: /*i18n*/ 'contract.conversations.notFound',
  closed: /*i18n*/ 'contract.conversations.closed',
  notPaid: /*i18n*/ 'contract.conversations.notPaid',
  noOneBooked: /*i18n*/ 'contract.conversations.noOneBooked',
  sessionNotYours: /*i18n*/ 'contract.conversations.sessionNotYours',
  alreadyReported: /*i18n*/ 'contract.conversations.alreadyReported',
  empty: /*i18n*/ 'contract.conversations.empty',
} as const;

/** POST /api/conversations/{bookingId}/messages and POST /api/sessions/{id}/messages. */
export const MessageInput = z.object({
  body: requiredText(FIELD_LABELS.message, MESSAGE_MAX, CONVERSATION_MESSAGES.empty),
});
export type MessageInput = z.infer<typeof MessageInput>;

export const BookingIdParams = z.object({
  bookingId: z.coerce
    .number({ error: /*i18n*/ 'contract.conversations.mustBeAPositiveWhole' })
    .int(/*i18n*/ 'contract.conversations.mustBeAPositiveWhole')
    .positive(/*i18n*/ 'contract.conversations.mustBeAPositiveWhole')
    .max(2_147_483_647, /*i18n*/ 'contract.conversations.mustBeAPositiveWhole'),
});

/** Which side of the booking wrote a message. */
export const MESSAGE_SIDES = ['seeker', 'guide'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const ConversationMessage = z.object({
  id: z.number().int(),
  side: z.enum(MESSAGE_SIDES),
  /** The writer's name as the other side knows it (never an email address). */
  senderName: z.string(),
  /** True when the person reading wrote it. */
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

export const CONVERSATION_PAGE_SIZE = 30;
export const CONVERSATION_PAGE_MAX = 100;
/** Page 1 holds the newest messages; each page lists its messages oldest first, as they are read. */
export const ConversationQuery = z.object(pageQueryFields(CONVERSATION_PAGE_SIZE, CONVERSATION_PAGE_MAX));
export type ConversationQuery = z.infer<typeof ConversationQuery>;

export const ConversationPage = pageOf(ConversationMessage).extend({
  bookingId: z.number().int(),
  sessionTitle: z.string(),
  sessionStartsAt: z.string(),
  /** The seeker's and the guide's names. */
  seekerName: z.string(),
  guideName: z.string(),
  /** False once the booking is cancelled (or before it is paid): the conversation can be read, not added to. */
  canWrite: z.boolean(),
  /** True when the person reading has reported it. */
  reported: z.boolean(),
});
export type ConversationPage = z.infer<typeof ConversationPage>;

export const UnreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** What a message to everyone booked on a session reached. */
export const BroadcastReceipt = z.object({ sent: z.number().int() });
export type BroadcastReceipt = z.infer<typeof BroadcastReceipt>;

export const CONVERSATION_REPORT_REASONS = ['harassment', 'spam', 'off_platform_payment', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
export const CONVERSATION_REPORT_REASON_LABELS: Record<ConversationReportReason, string> = {
  harassment: 'Rude, hateful or harassing',
  spam: 'Spam or advertising',
  off_platform_payment: 'Asks to pay outside Luz',
  other: 'Something else',
};

/** The same reasons as message ids of the contract's catalogue, for screens in either language (decision 061). */
export const CONVERSATION_REPORT_REASON_LABEL_IDS: Record<ConversationReportReason, string> = {
  harassment: /*i18n*/ 'contract.conversations.reportReason.harassment',
  spam: /*i18n*/ 'contract.conversations.reportReason.spam',
  off_platform_payment: /*i18n*/ 'contract.conversations.reportReason.offPlatformPayment',
  other: /*i18n*/ 'contract.conversations.reportReason.other',
};
export const CONVERSATION_REPORT_NOTE_MAX = 500;

/** POST /api/conversations/{bookingId}/reports: once per person and conversation. */
export const ConversationReportInput = z.object({
  reason: z.enum(CONVERSATION_REPORT_REASONS, {
    error: /*i18n*/ 'contract.conversations.pleaseChooseAReason',
  }),
  note: optionalText(FIELD_LABELS.note, CONVERSATION_REPORT_NOTE_MAX),
});
export type ConversationReportInput = z.infer<typeof ConversationReportInput>;

export const ConversationReportReceipt = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  reason: z.enum(CONVERSATION_REPORT_REASONS),
  createdAt: z.string(),
});
export type ConversationReportReceipt = z.infer<typeof ConversationReportReceipt>;

/** A reported conversation in the admin panel. */
export const ReportedConversation = z.object({
  reportId: z.number().int(),
  bookingId: z.number().int(),
  sessionTitle: z.string(),
  seekerName: z.string(),
  guideName: z.string(),
  reporterName: z.string(),
  reason: z.enum(CONVERSATION_REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportedConversation = z.infer<typeof ReportedConversation>;
export const ReportedConversationQuery = z.object(
  pageQueryFields(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX),
);
export const ReportedConversationList = pageOf(ReportedConversation);
export type ReportedConversationList = z.infer<typeof ReportedConversationList>;
