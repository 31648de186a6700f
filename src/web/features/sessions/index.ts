/* The sessions feature as other features may use it. */
export { useCalendarSessions, useMySessions } from './api/get-my-sessions';
export type { UpcomingSessions } from './api/get-upcoming-sessions';
export * as sessionKeys from './api/session-keys';
export { SessionPicture } from './components/session-picture';
