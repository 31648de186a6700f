import nodemailer from 'nodemailer';
import { envelopeOf, type Mailer, type MailMessage } from './mailer';

/** Sends through an SMTP server; `replyTo` is where replies go (the support address when not given). */
export function createSmtpMailer(smtpUrl: string, from: string, replyTo?: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail(envelopeOf(message, { from, replyTo }));
    },
    async close() {
      transport.close();
    },
  };
}
