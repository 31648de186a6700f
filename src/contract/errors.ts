import { z } from 'zod';

/** Every error the API returns has this shape; `fields` maps a field path to its first message. */
export const ApiErrorBody = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The id of the request, as in its X-Request-Id header and in the server's log lines about it. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  badRequest: 'BAD_REQUEST',
  unauthenticated: 'NOT_SIGNED_IN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  foreignOrigin: 'FOREIGN_ORIGIN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  usernameTaken: 'USERNAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  invalidToken: 'INVALID_TOKEN',
  ownSessions: 'OWN_SESSIONS',
  notAttended: 'NOT_ATTENDED',
  sessionNotEnded: 'SESSION_NOT_ENDED',
  alreadyReviewed: 'ALREADY_REVIEWED',
  alreadyReplied: 'ALREADY_REPLIED',
  ownReview: 'OWN_REVIEW',
  alreadyReported: 'ALREADY_REPORTED',
  approvalRequired: 'APPROVAL_REQUIRED',
  applicationPending: 'APPLICATION_PENDING',
  applicationApproved: 'APPLICATION_APPROVED',
  applicationReviewed: 'APPLICATION_REVIEWED',
  sessionOverlap: 'SESSION_OVERLAP',
  sessionNotScheduled: 'SESSION_NOT_SCHEDULED',
  capacityBelowBooked: 'CAPACITY_BELOW_BOOKED',
  profileExists: 'PROFILE_EXISTS',
  adminTarget: 'ADMIN_TARGET',
  ownAccount: 'OWN_ACCOUNT',
  notAGuide: 'NOT_A_GUIDE',
  savedGuidesFull: 'SAVED_GUIDES_FULL',
  notReady: 'NOT_READY',
  upcomingBookings: 'UPCOMING_BOOKINGS',
  internal: 'INTERNAL_ERROR',
} as const;
