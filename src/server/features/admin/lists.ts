import { type AnyColumn, and, count, desc, eq, isNotNull, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminApplicationDetail,
  AdminApplicationListQuery,
  AdminApplicationRow,
  AdminAuditListQuery,
  AdminBookingList,
  AdminBookingListQuery,
  AdminGuideListQuery,
  AdminGuideRow,
  AdminListQuery,
  AdminPage,
  AdminSessionListQuery,
  AdminSessionRow,
  AdminUserListQuery,
  AdminUserRow,
  AuditEntry,
  GuideStatus,
} from '../../../contract/admin';
import { ADMIN_BOOKINGS_PAGES_COUNTED, paymentIssueOf } from '../../../contract/admin';
import { APPLICATION_MESSAGES } from '../../../contract/guide-applications';
import { MAX_ID } from '../../../contract/ids';
import { lisbonDate, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import { ROLE } from '../../../contract/roles';
import type { Db } from '../../db/connection';
import { isoTextOf } from '../../db/raw-query';
import { auditLog, guideApplications, profiles, sessions, users } from '../../db/schema';
import { searchWords, unaccentedTextHas } from '../../db/text-search';
import { NotFound } from '../../errors';
import { toApplicationRecord } from '../guide-applications';
import { publicUserColumns, toPublicUser } from '../users';
import { adminBookingRows, walkBookings } from './booking-list-statements';

/** Words of a search beyond this many are ignored. */
const MAX_SEARCH_WORDS = 6;

const guides = alias(users, 'guide');
const guideProfiles = alias(profiles, 'guide_profile');
const reviewers = alias(users, 'reviewer');
const targetSessions = alias(sessions, 'target_session');
const targetUsers = alias(users, 'target_user');
const targetApplications = alias(guideApplications, 'target_application');

/**
 * The admin panel's lists. Each is one statement for the page and one for the total, filtered and
 * searched in SQL, newest first with the id breaking ties, so pages never overlap or skip a row.
 */
export class AdminListService {
  constructor(private readonly deps: { db: Db }) {}

  async applications(query: AdminApplicationListQuery): Promise<AdminPage<AdminApplicationRow>> {
    const where = and(
      query.status ? eq(guideApplications.status, query.status) : undefined,
      searchCondition(
        query.q,
        [
          guideApplications.fullName,
          guideApplications.email,
          guideApplications.category,
          guideApplications.subcategory,
        ],
        [guideApplications.id],
      ),
    );
    const { db } = this.deps;
    return pageOf(
      query,
      (limit, offset) =>
        db
          .select({
            id: guideApplications.id,
            userId: guideApplications.userId,
            fullName: guideApplications.fullName,
            email: guideApplications.email,
            city: guideApplications.city,
            category: guideApplications.category,
            subcategory: guideApplications.subcategory,
            status: guideApplications.status,
            createdAt: guideApplications.createdAt,
            reviewedAt: guideApplications.reviewedAt,
          })
          .from(guideApplications)
          .where(where)
          .orderBy(desc(guideApplications.createdAt), desc(guideApplications.id))
          .limit(limit)
          .offset(offset)
          .then((rows) =>
            rows.map((row) => ({
              ...row,
              createdAt: row.createdAt.toISOString(),
              reviewedAt: row.reviewedAt?.toISOString() ?? null,
            })),
          ),
      () => db.select({ total: count() }).from(guideApplications).where(where).then(totalOf),
    );
  }

  async application(id: number): Promise<AdminApplicationDetail> {
    const [row] = await this.deps.db
      .select({
        application: guideApplications,
        applicantUsername: users.username,
        applicantIsActive: users.isActive,
        reviewedByUsername: reviewers.username,
      })
      .from(guideApplications)
      .innerJoin(users, eq(users.id, guideApplications.userId))
      .leftJoin(reviewers, eq(reviewers.id, guideApplications.reviewedBy))
      .where(eq(guideApplications.id, id));
    if (!row) throw new NotFound(APPLICATION_MESSAGES.unknown);
    return {
      ...toApplicationRecord(row.application),
      applicantUsername: row.applicantUsername,
      applicantIsActive: row.applicantIsActive,
      reviewedByUsername: row.reviewedByUsername,
    };
  }

  async guides(query: AdminGuideListQuery): Promise<AdminPage<AdminGuideRow>> {
    // At most one pending application per guide (a partial unique index), so the join adds no rows.
    const pendingApplication = and(
      eq(guideApplications.userId, users.id),
      eq(guideApplications.status, 'pending'),
    );
    const where = and(
      eq(users.role, ROLE.guide),
      guideStatusCondition(query.guideStatus),
      searchCondition(query.q, [users.username, users.email, profiles.name], [users.id]),
    );
    const { db } = this.deps;
    return pageOf(
      query,
      (limit, offset) =>
        db
          .select({
            id: users.id,
            username: users.username,
            email: users.email,
            name: profiles.name,
            isApproved: users.isApproved,
            isActive: users.isActive,
            profileComplete: users.profileComplete,
            pendingApplicationId: guideApplications.id,
            category: profiles.category,
            createdAt: users.createdAt,
          })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .leftJoin(guideApplications, pendingApplication)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset)
          .then((rows) =>
            rows.map((row) => ({
              ...row,
              guideStatus: guideStatusOf(row),
              createdAt: row.createdAt.toISOString(),
            })),
          ),
      () =>
        db
          .select({ total: count() })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .leftJoin(guideApplications, pendingApplication)
          .where(where)
          .then(totalOf),
    );
  }

  async users(query: AdminUserListQuery): Promise<AdminPage<AdminUserRow>> {
    const where = and(
      query.role ? eq(users.role, query.role) : undefined,
      query.isActive ? eq(users.isActive, query.isActive === 'true') : undefined,
      searchCondition(query.q, [users.username, users.email, profiles.name], [users.id]),
    );
    const { db } = this.deps;
    return pageOf(
      query,
      (limit, offset) =>
        db
          .select(publicUserColumns)
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map(toPublicUser)),
      () =>
        db
          .select({ total: count() })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(where)
          .then(totalOf),
    );
  }

  async sessions(query: AdminSessionListQuery): Promise<AdminPage<AdminSessionRow>> {
    const where = and(
      query.status ? eq(sessions.status, query.status) : undefined,
      searchCondition(
        query.q,
        [sessions.title, guideProfiles.name, guides.username],
        // The sessions tab names the guide "Guide #id": that number finds their sessions too.
        [sessions.id, sessions.guideId],
      ),
    );
    const { db } = this.deps;
    return pageOf(
      query,
      (limit, offset) =>
        db
          .select({
            id: sessions.id,
            title: sessions.title,
            practitionerId: sessions.guideId,
            practitionerName: sql<string>`coalesce(${guideProfiles.name}, ${guides.username})`,
            modality: sessions.modality,
            startsAt: sessions.startsAt,
            endsAt: sessions.endsAt,
            status: sessions.status,
            price: sessions.price,
            capacity: sessions.capacity,
            remainingSpots: sessions.remainingSpots,
            location: sessions.location,
            online: sessions.online,
            meetingUrl: sessions.meetingUrl,
          })
          .from(sessions)
          .innerJoin(guides, eq(guides.id, sessions.guideId))
          .leftJoin(guideProfiles, eq(guideProfiles.userId, guides.id))
          .where(where)
          .orderBy(desc(sessions.startsAt), desc(sessions.id))
          .limit(limit)
          .offset(offset)
          .then((rows) =>
            rows.map(({ endsAt, ...row }) => ({
              ...row,
              sessionDate: lisbonDate(row.startsAt),
              startTime: lisbonTimeOfDay(row.startsAt),
              endTime: lisbonTimeOfDay(endsAt),
              startsAt: row.startsAt.toISOString(),
            })),
          ),
      () =>
        db
          .select({ total: count() })
          .from(sessions)
          .innerJoin(guides, eq(guides.id, sessions.guideId))
          .leftJoin(guideProfiles, eq(guideProfiles.userId, guides.id))
          .where(where)
          .then(totalOf),
    );
  }

  /**
   * Newest first, counted `ADMIN_BOOKINGS_PAGES_COUNTED` pages from the page shown: one walk of the
   * bookings gives the page's ids and the count (`walkBookings`), then the page's rows are read by id.
   */
  async bookings(query: AdminBookingListQuery): Promise<AdminBookingList> {
    const { db } = this.deps;
    const { page, pageSize } = query;
    const words = searchWords(query.q, MAX_SEARCH_WORDS);
    const search = { status: query.status, words, id: words.length > 0 ? idSearched(query.q!) : undefined };
    const skip = (page - 1) * pageSize;
    const countedUpTo = skip + ADMIN_BOOKINGS_PAGES_COUNTED * pageSize;
    const onPage = await walkBookings(db, search, { upTo: countedUpTo + 1, skip, take: pageSize });
    // A page past the last match says how many there are, so the pager can lead back.
    const counted =
      onPage.ids.length > 0 || skip === 0
        ? onPage.counted
        : (await walkBookings(db, search, { upTo: skip, skip: 0, take: 1 })).counted;
    const rows = onPage.ids.length === 0 ? [] : await adminBookingRows(db, { ids: onPage.ids });
    return {
      items: rows.map((row) => ({
        id: row.id,
        seekerId: row.seeker_id,
        seekerName: row.seeker_name,
        sessionId: row.session_id,
        sessionTitle: row.session_title,
        sessionStartsAt: isoTextOf(row.session_starts_at),
        practitionerId: row.guide_id,
        practitionerName: row.guide_name,
        status: row.status,
        paymentAmount: row.payment_amount,
        commissionAmount: row.commission_amount,
        refundAmount: row.refund_amount,
        paymentIssue:
          row.status === 'payment_review'
            ? paymentIssueOf(row.amount_due, row.payment_amount, row.payment_currency)
            : null,
        createdAt: isoTextOf(row.created_at),
      })),
      total: Math.min(counted, countedUpTo),
      totalIsCapped: counted > countedUpTo,
      page,
      pageSize,
    };
  }

  async auditLog(query: AdminAuditListQuery): Promise<AdminPage<AuditEntry>> {
    const where = and(
      query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
      query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
      searchCondition(query.q, [auditLog.action, users.username], [auditLog.id]),
    );
    const { db } = this.deps;
    return pageOf(
      query,
      (limit, offset) =>
        db
          .select({
            id: auditLog.id,
            adminId: auditLog.adminId,
            adminUsername: users.username,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            targetName: sql<
              string | null
            >`coalesce(${targetSessions.title}, ${targetUsers.username}, ${targetApplications.fullName})`,
            targetStartsAt: targetSessions.startsAt,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.adminId))
          // The log keeps ids; an entry is read with what its target is called now.
          .leftJoin(
            targetSessions,
            and(eq(auditLog.targetType, 'session'), eq(targetSessions.id, auditLog.targetId)),
          )
          .leftJoin(targetUsers, and(eq(auditLog.targetType, 'user'), eq(targetUsers.id, auditLog.targetId)))
          .leftJoin(
            targetApplications,
            and(eq(auditLog.targetType, 'guide_application'), eq(targetApplications.id, auditLog.targetId)),
          )
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset)
          .then((rows) =>
            rows.map((row) => ({
              ...row,
              targetStartsAt: row.targetStartsAt?.toISOString() ?? null,
              before: jsonObjectOrNull(row.before),
              after: jsonObjectOrNull(row.after),
              createdAt: row.createdAt.toISOString(),
            })),
          ),
      () =>
        db
          .select({ total: count() })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.adminId))
          .where(where)
          .then(totalOf),
    );
  }
}

async function pageOf<Row>(
  query: AdminListQuery,
  items: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<AdminPage<Row>> {
  const { page, pageSize } = query;
  const [rows, matching] = await Promise.all([items(pageSize, (page - 1) * pageSize), total()]);
  return { items: rows, total: matching, page, pageSize };
}

const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

/**
 * Every word of `q` occurs in one of `fields` (ignoring case and accents); a `q` that is a whole
 * number ("12" or "#12") also finds the row whose `ids` hold it.
 */
function searchCondition(q: string | undefined, fields: AnyColumn[], ids: AnyColumn[]): SQL | undefined {
  const words = searchWords(q, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  const text = sql`luz_unaccent(concat_ws(' ', ${sql.join(fields, sql`, `)}))`;
  const byText = and(...words.map((word) => unaccentedTextHas(text, word)));
  const id = idSearched(q!);
  if (id === undefined) return byText;
  return or(byText, ...ids.map((column) => eq(column, id)));
}

/** "12" or "#12" in a search box also means the row with that id. */
function idSearched(q: string): number | undefined {
  const number = /^#?(\d{1,10})$/.exec(q.trim());
  const id = number ? Number(number[1]) : Number.NaN;
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

function guideStatusCondition(status: GuideStatus | undefined): SQL | undefined {
  switch (status) {
    case 'approved':
      return eq(users.isApproved, true);
    case 'pending':
      return and(eq(users.isApproved, false), isNotNull(guideApplications.id));
    case 'not-a-guide':
      return and(not(users.isApproved), isNull(guideApplications.id));
    default:
      return undefined;
  }
}

function guideStatusOf(row: { isApproved: boolean; pendingApplicationId: number | null }): GuideStatus {
  if (row.isApproved) return 'approved';
  return row.pendingApplicationId === null ? 'not-a-guide' : 'pending';
}

function jsonObjectOrNull(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
