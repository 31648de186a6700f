/* The sessions feature as other features may use it. */
export { SESSION_NOT_FOUND, SessionService } from './service';
export { SessionCancellationService } from './session-cancellation';
export { lockGuideCalendar } from './session-schedule';
