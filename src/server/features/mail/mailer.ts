import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../contract/brand';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  /**
   * The Message-ID header. A message sent by a job carries one built from what it is about
   * (`messageIdFor`), so the same message sent again after a retry has the same id and mail
   * programs show it once.
   */
  messageId?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Where a reply goes, when not to the sender's Reply-To (the support address). */
  replyTo?: string;
  /** Further headers, e.g. List-Unsubscribe; they may not replace From, To or Subject. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/** A stable Message-ID: `<booking-confirmation.booking-123@luz>` for `('booking-confirmation', 'booking-123')`. */
export function messageIdFor(kind: string, about: string): string {
  return `<${kind}.${about}@luz>`;
}

/** Who every email comes from, and where a reply to it goes. */
export interface MailSender {
  /** MAIL_FROM: "Luz <hello@luz.pt>", or a bare address, which then gets Luz's name. */
  from: string;
  /** Where replies go unless a message says otherwise: the support address by default. */
  replyTo?: string;
}

/** The support address as a Reply-To, with a name mail programs show. */
export const SUPPORT_REPLY_TO = `${PRODUCT_NAME} <${SUPPORT_EMAIL}>`;

/**
 * A message as nodemailer sends it: from Luz by name, replies to support, and marked as sent by a
 * program (RFC 3834) so that out-of-office robots do not answer it.
 */
export function envelopeOf(message: MailMessage, sender: MailSender) {
  const { replyTo, headers, ...rest } = message;
  const from = sender.from.includes('<') ? sender.from : { name: PRODUCT_NAME, address: sender.from.trim() };
  return {
    ...rest,
    from,
    replyTo: replyTo ?? sender.replyTo ?? SUPPORT_REPLY_TO,
    headers: { 'Auto-Submitted': 'auto-generated', ...headers },
  };
}
