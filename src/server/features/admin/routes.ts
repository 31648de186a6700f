import {
  AdminApplicationDetail,
  AdminApplicationList,
  AdminApplicationListQuery,
  AdminAuditListQuery,
  AdminBookingList,
  AdminBookingListQuery,
  AdminListQuery,
  AdminMetrics,
  AdminPractitionerList,
  AdminPractitionerListQuery,
  AdminSessionList,
  AdminSessionListQuery,
  AdminUserList,
  AdminUserListQuery,
  AdminUserRow,
  AuditEntryList,
  UpdateUserInput,
} from '../../../contract/admin';
import { IdParams } from '../../../contract/ids';
import type { App } from '../../app-types';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { adminsOnly, requireRole } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import type { AdminListService } from './lists';
import { adminMetrics } from './metrics';
import type { AdminUserService } from './user-changes';

export interface AdminRouteDeps {
  db: Db;
  clock: Clock;
  lists: AdminListService;
  users: AdminUserService;
}

/** Admins only, checked before the query string and body are read; empty query values mean "not given". */
const guarded = { preValidation: [adminsOnly, dropEmptyQueryValues] };
const tags = ['admin'];

export function adminRoutes(app: App, { db, clock, lists, users }: AdminRouteDeps): void {
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

  app.get(
    '/api/admin/practitioners',
    {
      ...guarded,
      schema: { tags, querystring: AdminPractitionerListQuery, response: { 200: AdminPractitionerList } },
    },
    async (request) => lists.practitioners(request.query),
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
    '/api/admin/sessions',
    {
      ...guarded,
      schema: { tags, querystring: AdminSessionListQuery, response: { 200: AdminSessionList } },
    },
    async (request) => lists.sessions(request.query),
  );

  app.get(
    '/api/admin/bookings',
    {
      ...guarded,
      schema: { tags, querystring: AdminBookingListQuery, response: { 200: AdminBookingList } },
    },
    async (request) => lists.bookings(request.query),
  );

  app.get(
    '/api/admin/audit-log',
    { ...guarded, schema: { tags, querystring: AdminAuditListQuery, response: { 200: AuditEntryList } } },
    async (request) => lists.auditLog(request.query),
  );
}
