/* Mail as other features may use it: the mailer's interface, the one email layout and the recipient's language. */
export { asEmailLocale, emailLocaleOf, pageUrlIn } from './email-language';
export { type EmailContent, type EmailFacts, renderEmail } from './email-layout';
export { type Mailer, type MailMessage, messageIdFor } from './mailer';
