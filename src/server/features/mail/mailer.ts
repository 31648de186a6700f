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
  /** More headers, such as the one-click unsubscribe of an optional email (List-Unsubscribe). */
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
