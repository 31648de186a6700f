/* Guide applications as other features may use them. */
export { type ApplicationDecision, GuideApplicationService, toApplicationRecord } from './service';
