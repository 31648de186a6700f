import type { Mailer, MailMessage } from '../features/mail/mailer';
import { createSmtpMailer } from '../features/mail/smtp-mailer';

/**
 * A mailer that sends through SMTP (a loopback capture) and remembers every attempt; it can refuse the
 * first attempt of the messages `refuseFirst` picks, as a mail server having a hiccup would, so the job
 * that sends it fails once and is retried.
 */
export class RecordingMailer implements Mailer {
  readonly attempts: MailMessage[] = [];
  refuseFirst: ((message: MailMessage) => boolean) | null = null;
  private readonly refused = new Set<string>();
  private readonly smtp: Mailer;

  constructor(smtpUrl: string) {
    this.smtp = createSmtpMailer(smtpUrl, 'Luz <hello@luz.test>');
  }

  async send(message: MailMessage): Promise<void> {
    this.attempts.push(message);
    const key = message.messageId ?? `${message.to} ${message.subject}`;
    if (this.refuseFirst?.(message) && !this.refused.has(key)) {
      this.refused.add(key);
      throw new Error('mail server hiccup');
    }
    await this.smtp.send(message);
  }
}
