/* Email settings as other features use them: whether someone wants an optional email, and its unsubscribe link. */
export { EmailSettingsService, type UnsubscribeLink, wantsEmail } from './email-settings';
export { emailSettingsRoutes, UNSUBSCRIBE_PATH } from './routes';
