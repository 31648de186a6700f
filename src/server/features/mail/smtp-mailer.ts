import nodemailer from 'nodemailer';
import { envelopeOf, type Mailer, type MailMessage } from './mailer';

/**
 * Connections kept open to the mail server when pooling is asked for (the reminder bench compares it).
 * It is off by default: in the fault tests a pooled transport left some sends waiting past their job's
 * expiry, so another process ran those jobs again and the same email went out twice.
 */
const SMTP_POOL_CONNECTIONS = 5;
/** Messages sent on one connection before it is replaced, as many mail servers expect. */
const SMTP_POOL_MESSAGES_PER_CONNECTION = 100;

export interface SmtpMailerOptions {
  /** Where replies go (the support address when not given). */
  replyTo?: string;
  /** On: a small pool of reused connections (off, the default: a new connection per message). */
  pool?: boolean;
}

/** Sends through an SMTP server, a connection per message unless a pool is asked for. */
export function createSmtpMailer(smtpUrl: string, from: string, options: SmtpMailerOptions = {}): Mailer {
  const transport =
    options.pool !== true
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
