import { sql } from 'drizzle-orm';
import {
  type AdminJobList,
  type AdminJobListQuery,
  type AdminJobRow,
  JOB_MESSAGES,
} from '../../../contract/admin';
import type { PublicUser } from '../../../contract/auth';
import { ERROR_CODES } from '../../../contract/errors';
import type { Db } from '../../db/connection';
import { isoTextOf, optionalInstantOf, queryRows } from '../../db/raw-query';
import { bookings, guideApplications, sessions, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { JOB_KINDS, JOB_SCHEMA, type JobKind, type JobQueue } from '../../jobs/job-queue';
import { recordAdminAction } from '../audit';

export interface AdminJobDeps {
  db: Db;
  jobs: JobQueue;
}

interface JobListRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  state: string;
  retry_count: number;
  output: { message?: unknown } | null;
  created_on: string | Date;
  started_on: string | Date | null;
  completed_on: string | Date | null;
  recipient: string | null;
  total: number;
}

const KIND_NAMES: Record<JobKind, string> = {
  'booking-confirmation-email': 'Booking confirmation email',
  'booking-cancellation-email': 'Booking cancellation email',
  'session-change-email': 'Session change email',
  'message-notice-email': 'New message email',
  refund: 'Refund',
  'close-checkout': 'Closing an unpaid checkout',
  'password-reset-email': 'Password reset email',
  'guide-application-decision-email': 'Guide application decision email',
  'guide-booking-email': 'New booking email to the guide',
  'guide-cancellation-email': 'Booking cancellation email to the guide',
  'guide-session-cancellation-email': 'Session cancellation email to the guide',
  'guide-removal-email': 'Cancelled sessions email to a removed guide',
  'booking-reminder-email': 'Session reminder email',
  'guide-agenda-email': 'Guide agenda email',
  'maintenance-sweep': 'Maintenance sweep',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERROR_TEXT_MAX = 500;

/**
 * What admins see of the job queue: the side effects in one state (failed ones first of all), and
 * putting a failed one back in line. Jobs are pg-boss's rows; what they are about (a booking's
 * seeker, an account, an applicant) is read with them for the summary.
 */
export class AdminJobService {
  constructor(private readonly deps: AdminJobDeps) {}

  async list(query: AdminJobListQuery): Promise<AdminJobList> {
    const { page, pageSize, state } = query;
    const job = sql.raw(`${JOB_SCHEMA}.job`);
    const rows = await queryRows<JobListRow>(
      this.deps.db,
      sql`select j.id, j.name, j.data, j.state::text as state, j.retry_count, j.output,
                 j.created_on, j.started_on, j.completed_on,
                 coalesce(guide.email, seeker.email, account.email, applicant.email) as recipient,
                 count(*) over ()::int as total
          from ${job} j
          left join ${bookings} booking
            on j.data ? 'bookingId' and booking.id = (j.data->>'bookingId')::int
          left join ${users} seeker on seeker.id = booking.student_id
          left join ${sessions} guided
            on j.name like 'guide-%' and guided.id = coalesce(booking.session_id, (j.data->>'sessionId')::int)
          left join ${users} guide
            on j.name like 'guide-%' and guide.id = coalesce(guided.practitioner_id, (j.data->>'guideId')::int)
          left join ${users} account
            on (j.name = 'password-reset-email' and account.id = (j.data->>'userId')::int)
            or (j.name = 'message-notice-email' and account.id = (j.data->>'recipientId')::int)
          left join ${guideApplications} applicant
            on j.data ? 'applicationId' and applicant.id = (j.data->>'applicationId')::int
          where j.state = ${state}::${sql.raw(JOB_SCHEMA)}.job_state
            and j.name in (${sql.join(
              JOB_KINDS.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          order by j.created_on desc, j.id
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    );
    const total = rows[0]?.total ?? (page === 1 ? 0 : await this.count(state));
    return { items: rows.map(toJobRow), total, page, pageSize };
  }

  /** A failed job runs again, its attempts counted afresh; the audit log records who asked. */
  async retry(id: string, admin: PublicUser): Promise<AdminJobRow> {
    if (!UUID.test(id)) throw new NotFound(JOB_MESSAGES.notFound);
    return this.deps.db.transaction(async (tx) => {
      const [row] = await queryRows<JobListRow>(
        tx,
        sql`select j.id, j.name, j.data, j.state::text as state, j.retry_count, j.output,
                   j.created_on, j.started_on, j.completed_on, null as recipient, 1 as total
            from ${sql.raw(`${JOB_SCHEMA}.job`)} j where j.id = ${id}::uuid for update`,
      );
      if (!row || !(JOB_KINDS as readonly string[]).includes(row.name)) {
        throw new NotFound(JOB_MESSAGES.notFound);
      }
      if (row.state !== 'failed') throw new Conflict(JOB_MESSAGES.notFailed, ERROR_CODES.conflict);
      await this.deps.jobs.retryFailed(tx, row.name as JobKind, id);
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: 'job.retry',
        targetType: 'job',
        targetId: null,
        before: {
          jobId: id,
          kind: row.name,
          state: 'failed',
          attempts: attemptsOf(row),
          error: errorOf(row),
        },
        after: { jobId: id, state: 'retry' },
      });
      return { ...toJobRow(row), state: 'retry' };
    });
  }

  private async count(state: string): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      this.deps.db,
      sql`select count(*)::int as total from ${sql.raw(`${JOB_SCHEMA}.job`)}
          where state = ${state}::${sql.raw(JOB_SCHEMA)}.job_state`,
    );
    return row?.total ?? 0;
  }
}

function attemptsOf(row: JobListRow): number {
  // A job counts a retry when an attempt fails; the attempt running or ended is one more.
  return row.retry_count + (['active', 'completed', 'failed'].includes(row.state) ? 1 : 0);
}

function errorOf(row: JobListRow): string | null {
  const message = row.output && typeof row.output.message === 'string' ? row.output.message : null;
  return message ? message.slice(0, ERROR_TEXT_MAX) : null;
}

function summaryOf(row: JobListRow): string {
  const kind = KIND_NAMES[row.name as JobKind] ?? row.name;
  const data = row.data ?? {};
  const about =
    'bookingId' in data
      ? ` for booking ${data.bookingId}`
      : 'applicationId' in data
        ? ` for application ${data.applicationId}`
        : 'messageId' in data
          ? ` for message ${data.messageId}`
          : 'reference' in data
            ? ` ${String(data.reference)}`
            : 'sessionId' in data
              ? ` for session ${data.sessionId}`
              : 'guideId' in data
                ? ` for guide ${data.guideId}`
                : '';
  return `${kind}${about}${row.recipient ? `, to ${row.recipient}` : ''}`;
}

function toJobRow(row: JobListRow): AdminJobRow {
  return {
    id: row.id,
    kind: row.name,
    summary: summaryOf(row),
    state: row.state,
    attempts: attemptsOf(row),
    lastError: errorOf(row),
    createdAt: isoTextOf(row.created_on),
    startedAt: optionalInstantOf(row.started_on)?.toISOString() ?? null,
    completedAt: optionalInstantOf(row.completed_on)?.toISOString() ?? null,
  };
}
