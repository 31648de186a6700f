/* The reviews feature as other features may use it: what admins decide about reported reviews. */
export { ReviewModerationService } from './review-moderation';
