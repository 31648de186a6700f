import { sql } from 'drizzle-orm';
import { type AdminMetrics, SIGNUP_WINDOW_DAYS } from '../../../contract/admin';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/connection';
import { queryRows } from '../../db/raw-query';

const DAY_MS = 24 * 60 * 60 * 1000;

interface MetricsRow {
  signups_this_week: number;
  total_bookings: number;
  active_sessions: number;
  total_users: number;
  total_sessions: number;
  approved_guides: number;
  pending_applications: number;
  reported_reviews: number;
  reported_conversations: number;
  popular_modality: string | null;
  popular_modality_count: number | null;
}

/**
 * The admin dashboard's figures in one statement, each defined in AdminMetrics' comments. "Not
 * cancelled" is the same set of bookings for the total and for the popular modality, so the
 * popular modality's count is never above the total.
 */
export async function adminMetrics(db: DbOrTx, clock: Clock): Promise<AdminMetrics> {
  const now = clock.now();
  const since = new Date(now.getTime() - SIGNUP_WINDOW_DAYS * DAY_MS);
  const [row] = await queryRows<MetricsRow>(
    db,
    sql`
    select
      (select count(*)::int from users where created_at > ${since.toISOString()}::timestamptz) as signups_this_week,
      (select count(*)::int from bookings where status <> 'cancelled') as total_bookings,
      (select count(*)::int from sessions
         where status = 'scheduled' and ends_at > ${now.toISOString()}::timestamptz) as active_sessions,
      (select count(*)::int from users) as total_users,
      (select count(*)::int from sessions) as total_sessions,
      (select count(*)::int from users
         where role = 'practitioner' and is_approved and is_active) as approved_guides,
      (select count(*)::int from guide_applications where status = 'pending') as pending_applications,
      (select count(distinct review_id)::int from review_reports where resolved_at is null) as reported_reviews,
      (select count(distinct r.booking_id)::int from conversation_reports r
         where not exists (
           select 1 from audit_log a
           where a.action = 'conversation.read' and a.target_type = 'booking'
             and a.target_id = r.booking_id and a.created_at >= r.created_at
         )) as reported_conversations,
      popular.modality as popular_modality,
      popular.count as popular_modality_count
    from (select 1) as one
    left join lateral (
      select s.modality, count(*)::int as count
      from bookings b
      join sessions s on s.id = b.session_id
      where b.status <> 'cancelled'
      group by s.modality
      order by count(*) desc, s.modality
      limit 1
    ) as popular on true`,
  );
  const r = row!;
  return {
    signupsThisWeek: r.signups_this_week,
    totalBookings: r.total_bookings,
    activeSessions: r.active_sessions,
    mostBookedModality:
      r.popular_modality === null ? null : { modality: r.popular_modality, count: r.popular_modality_count! },
    totalUsers: r.total_users,
    totalSessions: r.total_sessions,
    approvedGuides: r.approved_guides,
    pendingApplications: r.pending_applications,
    reportedReviews: r.reported_reviews,
    reportedConversations: r.reported_conversations,
  };
}
