import type {
  AdminApplicationListQuery,
  AdminAuditListQuery,
  AdminBookingListQuery,
  AdminGuideListQuery,
  AdminJobListQuery,
  AdminSessionListQuery,
  AdminUserListQuery,
} from '@contract/admin';
import type { ReportedReviewListQuery } from '@contract/review-moderation';
import type { QueryClient } from '@tanstack/react-query';

/*
 * The cache keys of the admin panel, imported as `* as adminKeys`: every one starts with `all`, so one change can
 * refresh the whole panel.
 */
export const all = ['admin'] as const;
export const metrics = () => [...all, 'metrics'] as const;
export const users = (input: Partial<AdminUserListQuery>) => [...all, 'users', input] as const;
export const removalPreview = (userId: number) => [...all, 'users', 'removal-preview', userId] as const;
export const guides = (input: Partial<AdminGuideListQuery>) => [...all, 'guides', input] as const;
export const sessions = (input: Partial<AdminSessionListQuery>) => [...all, 'sessions', input] as const;
export const bookings = (input: Partial<AdminBookingListQuery>) => [...all, 'bookings', input] as const;
export const auditLog = (input: Partial<AdminAuditListQuery>) => [...all, 'audit-log', input] as const;
export const reportedReviews = (input: Partial<ReportedReviewListQuery>) =>
  [...all, 'reported-reviews', input] as const;
export const reportedConversations = (input: { page?: number; pageSize?: number }) =>
  [...all, 'reported-conversations', input] as const;
export const reportedConversation = (bookingId: number, page: number) =>
  [...all, 'reported-conversations', 'messages', bookingId, page] as const;
export const jobs = (input: Partial<AdminJobListQuery>) => [...all, 'jobs', input] as const;
export const applications = (input: Partial<AdminApplicationListQuery>) =>
  [...all, 'guide-applications', 'list', input] as const;
export const pendingApplications = (limit: number) =>
  [...all, 'guide-applications', 'pending', limit] as const;
export const application = (applicationId: number) =>
  [...all, 'guide-applications', 'detail', applicationId] as const;

/**
 * After an admin changes something: a decision moves numbers on the dashboard, rows between filters and a new
 * line into the audit log, so every admin list and the metrics are read again (the current tab at once, the
 * others when next shown).
 */
export function refreshAdminData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: all });
}
