/* Mail as other features may use it: the mailer's interface and the one email layout. */
export { type EmailContent, type EmailFacts, renderEmail } from './email-layout';
export { type Mailer, type MailMessage, messageIdFor } from './mailer';
