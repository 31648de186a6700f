import { PRODUCT_NAME } from '../../../contract/brand';
import { formatLisbonTime } from '../../../contract/date-formats';
import { OPTIONAL_EMAIL_LABELS } from '../../../contract/email-settings';
import type { Db } from '../../db/connection';
import { type EmailSettingsService, wantsEmail } from '../email-settings';
import type { Mailer } from '../mail';
import { messageIdFor, renderEmail } from '../mail';
import type { ConversationService } from './service';

export interface MessageNoticeDeps {
  db: Db;
  conversations: ConversationService;
  /** Message notices are optional: the recipient may have switched them off. */
  settings: EmailSettingsService;
  mailer: Mailer;
  publicUrl: string;
}

/** Where each side opens a conversation: the seeker on My Bookings, the guide on their dashboard. */
export function conversationUrl(publicUrl: string, bookingId: number, side: 'seeker' | 'guide'): string {
  const screen = side === 'seeker' ? '/bookings' : '/practitioner-dashboard';
  return `${publicUrl}${screen}?conversation=${bookingId}`;
}

/**
 * The email telling one side of a conversation that the other wrote: the message's text and a link
 * to answer. Sent by the job written with the message (at most one per conversation a quarter-hour);
 * the Message-ID names the message, so a retried job is the same email. Only names appear, never the
 * other side's email address.
 */
export class MessageNotices {
  constructor(private readonly deps: MessageNoticeDeps) {}

  async send(messageId: number, recipientId: number): Promise<void> {
    const notice = await this.deps.conversations.noticeOf(messageId, recipientId);
    if (!notice) return;
    if (!(await wantsEmail(this.deps.db, recipientId, 'messageNotices'))) return;
    const unsubscribe = await this.deps.settings.unsubscribeLinkFor(recipientId, 'messageNotices');
    const { message, conversation, recipientEmail } = notice;
    const fromSeeker = message.side === 'seeker';
    const senderName = fromSeeker ? conversation.seekerName : conversation.guideName;
    const recipientName = fromSeeker ? conversation.guideName : conversation.seekerName;
    const when = formatLisbonTime(conversation.sessionStartsAt);
    const url = conversationUrl(this.deps.publicUrl, conversation.bookingId, fromSeeker ? 'guide' : 'seeker');
    const content = renderEmail({
      preview: `${senderName}: ${message.body.slice(0, 120)}`,
      heading: `${senderName} sent you a message`,
      paragraphs: [
        `Hello ${recipientName},`,
        `${senderName} wrote about ${conversation.sessionTitle} on ${when}:`,
        message.body,
        `Answer on ${PRODUCT_NAME}, where your conversation is kept with the booking.`,
      ],
      action: { label: 'Read and reply', url },
      footnote: `You get this email because someone wrote to you about a booking on ${PRODUCT_NAME}. If more messages follow within 15 minutes, they wait for you there. Stop ${OPTIONAL_EMAIL_LABELS.messageNotices.title.toLowerCase()}: ${unsubscribe.url}`,
    });
    await this.deps.mailer.send({
      messageId: messageIdFor('message-notice', `message-${message.id}`),
      to: recipientEmail,
      subject: `New message from ${senderName}: ${conversation.sessionTitle}`,
      ...content,
      headers: unsubscribe.headers,
    });
  }
}
