import {
  AdminApplicationDetail,
  AdminApplicationList,
  AdminApplicationListQuery,
  AdminAuditListQuery,
  AdminBookingList,
  AdminBookingListQuery,
  AdminGuideList,
  AdminGuideListQuery,
  AdminJobList,
  AdminJobListQuery,
  AdminJobRow,
  AdminListQuery,
  AdminMetrics,
  AdminSessionList,
  AdminSessionListQuery,
  AdminUserList,
  AdminUserListQuery,
  AdminUserRow,
  AuditEntryList,
  ChangeGuideCategoryInput,
  GuideCategoryChange,
  GuideRemovalPreview,
  JobIdParams,
  PaymentReviewDecision,
  UpdateUserInput,
} from '../../../contract/admin';
import { SessionCancellation } from '../../../contract/checkout';
import { GuideApplicationRecord, ReviewApplicationInput } from '../../../contract/guide-applications';
import { IdParams } from '../../../contract/ids';
import {
  ReportedReviewList,
  ReportedReviewListQuery,
  ReportedReviewRow,
} from '../../../contract/review-moderation';
import type { App } from '../../app-types';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { adminsOnly, requireRole } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { localeOfRequest, SERVER_I18N, translated } from '../../i18n';
import type { PaymentReviewService } from '../bookings';
import type { GuideApplicationService } from '../guide-applications';
import type { AdminJobService } from '../jobs';
import type { ReviewModerationService } from '../reviews';
import type { SessionCancellationService } from '../sessions';
import type { AdminListService } from './lists';
import { adminMetrics } from './metrics';
import type { AdminUserService } from './user-changes';

export interface AdminRouteDeps {
  db: Db;
  clock: Clock;
  lists: AdminListService;
  users: AdminUserService;
  applications: GuideApplicationService;
  sessionCancellation: SessionCancellationService;
  paymentReview: PaymentReviewService;
  jobs: AdminJobService;
  reviewModeration: ReviewModerationService;
}

/** Admins only, checked before the query string and body are read; empty query values mean "not given". */
const guarded = { preValidation: [adminsOnly, dropEmptyQueryValues] };
const tags = ['admin'];

/**
 * Every `/api/admin` route, so one guard answers for all of them. What a change does is the rule of
 * its resource: an application's review, a session's cancellation and a payment's review are
 * services of guide-applications, sessions and bookings (decision 031).
 */
export function adminRoutes(
  app: App,
  {
    db,
    clock,
    lists,
    users,
    applications,
    sessionCancellation,
    paymentReview,
    jobs,
    reviewModeration,
  }: AdminRouteDeps,
): void {
  app.get('/api/admin/metrics', { ...guarded, schema: { tags, response: { 200: AdminMetrics } } }, async () =>
    adminMetrics(db, clock),
  );

  app.get(
    '/api/admin/guide-applications',
    {
      ...guarded,
      schema: { tags, querystring: AdminApplicationListQuery, response: { 200: AdminApplicationList } },
    },
    async (request) => lists.applications(request.query),
  );

  app.get(
    '/api/admin/guide-applications/pending',
    { ...guarded, schema: { tags, querystring: AdminListQuery, response: { 200: AdminApplicationList } } },
    async (request) => lists.applications({ ...request.query, status: 'pending' }),
  );

  app.get(
    '/api/admin/guide-applications/:id',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: AdminApplicationDetail } } },
    async (request) => lists.application(request.params.id),
  );

  app.patch(
    '/api/admin/guide-applications/:id',
    {
      ...guarded,
      schema: {
        tags,
        params: IdParams,
        body: ReviewApplicationInput,
        response: { 200: GuideApplicationRecord },
      },
    },
    async (request) =>
      applications.reviewApplication({
        applicationId: request.params.id,
        status: request.body.status,
        by: requireRole(request, 'admin'),
      }),
  );

  app.get(
    '/api/admin/practitioners',
    {
      ...guarded,
      schema: { tags, querystring: AdminGuideListQuery, response: { 200: AdminGuideList } },
    },
    async (request) => lists.guides(request.query),
  );

  app.patch(
    '/api/admin/practitioners/:id/category',
    {
      ...guarded,
      schema: {
        tags,
        params: IdParams,
        body: ChangeGuideCategoryInput,
        response: { 200: GuideCategoryChange },
      },
    },
    async (request) => users.changeCategory(request.params.id, request.body, requireRole(request, 'admin')),
  );

  app.get(
    '/api/admin/users',
    { ...guarded, schema: { tags, querystring: AdminUserListQuery, response: { 200: AdminUserList } } },
    async (request) => lists.users(request.query),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      ...guarded,
      schema: { tags, params: IdParams, body: UpdateUserInput, response: { 200: AdminUserRow } },
    },
    async (request) => users.update(request.params.id, request.body, requireRole(request, 'admin')),
  );

  app.get(
    '/api/admin/users/:id/removal-preview',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: GuideRemovalPreview } } },
    async (request) => users.removalPreview(request.params.id, requireRole(request, 'admin')),
  );

  app.get(
    '/api/admin/sessions',
    {
      ...guarded,
      schema: { tags, querystring: AdminSessionListQuery, response: { 200: AdminSessionList } },
    },
    async (request) => lists.sessions(request.query),
  );

  app.patch(
    '/api/admin/sessions/:id/cancel',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: SessionCancellation } } },
    async (request) => sessionCancellation.cancel(request.params.id, requireRole(request, 'admin'), 'admin'),
  );

  app.get(
    '/api/admin/bookings',
    {
      ...guarded,
      schema: { tags, querystring: AdminBookingListQuery, response: { 200: AdminBookingList } },
    },
    async (request) => {
      const page = await lists.bookings(request.query);
      // Why a payment waits for review, in the admin's language, with the euros as it writes them.
      const i18n = SERVER_I18N[localeOfRequest(request.headers)];
      return {
        ...page,
        items: page.items.map((row) =>
          row.paymentIssue ? { ...row, paymentIssue: translated(i18n, row.paymentIssue) } : row,
        ),
      };
    },
  );

  app.patch(
    '/api/admin/bookings/:id/accept-payment',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: PaymentReviewDecision } } },
    async (request) => paymentReview.accept(request.params.id, requireRole(request, 'admin')),
  );

  app.patch(
    '/api/admin/bookings/:id/refund-payment',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: PaymentReviewDecision } } },
    async (request) => paymentReview.refund(request.params.id, requireRole(request, 'admin')),
  );

  app.get(
    '/api/admin/review-reports',
    {
      ...guarded,
      schema: { tags, querystring: ReportedReviewListQuery, response: { 200: ReportedReviewList } },
    },
    async (request) => reviewModeration.list(request.query),
  );

  app.patch(
    '/api/admin/reviews/:id/hide',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: ReportedReviewRow } } },
    async (request) => reviewModeration.hide(request.params.id, requireRole(request, 'admin')),
  );

  app.patch(
    '/api/admin/reviews/:id/unhide',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: ReportedReviewRow } } },
    async (request) => reviewModeration.unhide(request.params.id, requireRole(request, 'admin')),
  );

  app.patch(
    '/api/admin/reviews/:id/dismiss-reports',
    { ...guarded, schema: { tags, params: IdParams, response: { 200: ReportedReviewRow } } },
    async (request) => reviewModeration.dismissReports(request.params.id, requireRole(request, 'admin')),
  );

  app.get(
    '/api/admin/audit-log',
    { ...guarded, schema: { tags, querystring: AdminAuditListQuery, response: { 200: AuditEntryList } } },
    async (request) => lists.auditLog(request.query),
  );

  app.get(
    '/api/admin/jobs',
    { ...guarded, schema: { tags, querystring: AdminJobListQuery, response: { 200: AdminJobList } } },
    async (request) => jobs.list(request.query),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    { ...guarded, schema: { tags, params: JobIdParams, response: { 200: AdminJobRow } } },
    async (request) => jobs.retry(request.params.id, requireRole(request, 'admin')),
  );
}
