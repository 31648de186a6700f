import { formatLisbonTime } from '../../../contract/date-formats';
import { type Locale, localizedPath } from '../../../contract/locales';
import type { Db } from '../../db/connection';
import { SERVER_I18N } from '../../i18n';
import { type EmailSettingsService, wantsEmail } from '../email-settings';
import type { Mailer } from '../mail';
import { emailLocaleOf, messageIdFor, renderEmail } from '../mail';
import type { ConversationService } from './service';

export interface MessageNoticeDeps {
  db: Db;
  conversations: ConversationService;
  /** Message notices are optional: the recipient may have switched them off. */
  settings: EmailSettingsService;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Where each side opens a conversation: the seeker on My Bookings, the guide on their dashboard, in the
 * reader's language.
 */
export function conversationUrl(
  publicUrl: string,
  bookingId: number,
  side: 'seeker' | 'guide',
  locale: Locale = 'en',
): string {
  const screen = side === 'seeker' ? '/bookings' : '/practitioner-dashboard';
  return `${publicUrl}${localizedPath(`${screen}?conversation=${bookingId}`, locale)}`;
}

/**
 * The email telling one side of a conversation that the other wrote: the message's text and a link
 * to answer. Sent by the job written with the message (at most one per conversation a quarter-hour);
 * the Message-ID names the message, so a retried job is the same email. Only names appear, never the
 * other side's email address. It is in the recipient's language, whichever the sender writes in.
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
    const locale = await emailLocaleOf(this.deps.db, recipientId);
    const i18n = SERVER_I18N[locale];
    const when = formatLisbonTime(conversation.sessionStartsAt, undefined, locale);
    const url = conversationUrl(
      this.deps.publicUrl,
      conversation.bookingId,
      fromSeeker ? 'guide' : 'seeker',
      locale,
    );
    const content = renderEmail(
      {
        preview: `${senderName}: ${message.body.slice(0, 120)}`,
        heading: i18n._('conversations.email.heading', { sender: senderName }),
        paragraphs: [
          i18n._('conversations.email.hello', { name: recipientName }),
          i18n._('conversations.email.wrote', { sender: senderName, title: conversation.sessionTitle, when }),
          message.body,
          i18n._('conversations.email.answer'),
        ],
        action: { label: i18n._('conversations.email.readAndReply'), url },
        footnote: i18n._('conversations.email.footnote', { url: unsubscribe.url }),
      },
      locale,
    );
    await this.deps.mailer.send({
      messageId: messageIdFor('message-notice', `message-${message.id}`),
      to: recipientEmail,
      subject: i18n._('conversations.email.subject', {
        sender: senderName,
        title: conversation.sessionTitle,
      }),
      ...content,
      headers: unsubscribe.headers,
    });
  }
}
