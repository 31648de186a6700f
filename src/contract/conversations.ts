import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './admin';
import { optionalText, requiredText } from './field-messages';
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
  notFound: 'Conversation not found',
  closed: 'This booking is cancelled, so its conversation is closed. You can still read it.',
  notPaid: 'You can write to each other once the booking is paid.',
  noOneBooked: 'Nobody is booked on this session yet, so there is no one to write to.',
  sessionNotYours: 'You can only write to seekers booked on your own sessions.',
  alreadyReported: 'You have already reported this conversation.',
  empty: 'Please write a message',
} as const;

/** POST /api/conversations/{bookingId}/messages and POST /api/sessions/{id}/messages. */
export const MessageInput = z.object({
  body: requiredText('Message', MESSAGE_MAX, CONVERSATION_MESSAGES.empty),
});
export type MessageInput = z.infer<typeof MessageInput>;

export const BookingIdParams = z.object({
  bookingId: z.coerce
    .number({ error: 'Must be a positive whole number' })
    .int('Must be a positive whole number')
    .positive('Must be a positive whole number')
    .max(2_147_483_647, 'Must be a positive whole number'),
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
export const CONVERSATION_REPORT_NOTE_MAX = 500;

/** POST /api/conversations/{bookingId}/reports: once per person and conversation. */
export const ConversationReportInput = z.object({
  reason: z.enum(CONVERSATION_REPORT_REASONS, { error: 'Please choose a reason' }),
  note: optionalText('Note', CONVERSATION_REPORT_NOTE_MAX),
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
