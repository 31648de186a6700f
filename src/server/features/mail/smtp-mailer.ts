import nodemailer from 'nodemailer';
import { envelopeOf, type Mailer, type MailMessage } from './mailer';

/**
 * Connections kept open to the mail server. A burst (every reminder of sessions starting in the same
 * minute) would otherwise open, greet and close one connection per message; a few reused ones let the
 * job workers' batches send side by side without a mail server seeing a crowd.
 */
const SMTP_POOL_CONNECTIONS = 5;
/** Messages sent on one connection before it is replaced, as many mail servers expect. */
const SMTP_POOL_MESSAGES_PER_CONNECTION = 100;

export interface SmtpMailerOptions {
  /** Where replies go (the support address when not given). */
  replyTo?: string;
  /** Off: a new connection per message (kept to measure the pool against). */
  pool?: boolean;
}

/** Sends through an SMTP server, on a small pool of reused connections. */
export function createSmtpMailer(smtpUrl: string, from: string, options: SmtpMailerOptions = {}): Mailer {
  const transport =
    options.pool === false
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({
          url: smtpUrl,
          pool: true,
          maxConnections: SMTP_POOL_CONNECTIONS,
          maxMessages: SMTP_POOL_MESSAGES_PER_CONNECTION,
        });
  return {
    async send(message: MailMessage) {
      await transport.sendMail(envelopeOf(message, { from, replyTo: options.replyTo }));
    },
    async close() {
      transport.close();
    },
  };
}
