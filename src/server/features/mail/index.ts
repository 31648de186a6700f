/* Mail as other features may use it: the mailer's interface and the one email layout. */
export { type EmailContent, renderEmail } from './email-layout';
export { type Mailer, type MailMessage, messageIdFor } from './mailer';
