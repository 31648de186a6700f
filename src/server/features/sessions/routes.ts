import { GuideBookingPage, SessionBookingListQuery } from '../../../contract/bookings';
import { SessionCancellation } from '../../../contract/checkout';
import { IdParams } from '../../../contract/ids';
import { ROLE } from '../../../contract/roles';
import { CreateSessionsInput, SessionInput } from '../../../contract/session-input';
import {
  GuideSessionListQuery,
  GuideSessionPage,
  SessionList,
  SessionListQuery,
  SessionPage,
  SessionView,
} from '../../../contract/sessions';
import type { App } from '../../app-types';
import { requireApprovedGuide, requireRole, requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { localeOfRequest } from '../../i18n';
import type { SessionService } from './service';
import type { SessionBookingList } from './session-bookings';
import type { SessionCancellationService } from './session-cancellation';

export interface SessionRouteDeps {
  sessions: SessionService;
  cancellation: SessionCancellationService;
  bookings: SessionBookingList;
}

/** Every `/api/sessions` route, and a guide's own sessions (`/api/practitioner/sessions`). */
export function sessionRoutes(app: App, { sessions, cancellation, bookings }: SessionRouteDeps): void {
  app.get(
    '/api/sessions',
    {
      preValidation: dropEmptyQueryValues,
      schema: { tags: ['sessions'], querystring: SessionListQuery, response: { 200: SessionPage } },
    },
    async (request) =>
      sessions.list(
        {
          guideId: request.query.practitionerId,
          status: request.query.status,
          upcoming: request.query.upcoming === 'true',
        },
        request.user,
        { page: request.query.page, pageSize: request.query.pageSize },
        localeOfRequest(request.headers),
      ),
  );

  app.get(
    '/api/sessions/:id',
    { schema: { tags: ['sessions'], params: IdParams, response: { 200: SessionView } } },
    async (request) => sessions.find(request.params.id, request.user, localeOfRequest(request.headers)),
  );

  app.post(
    '/api/sessions',
    { schema: { tags: ['sessions'], body: CreateSessionsInput, response: { 201: SessionList } } },
    async (request, reply) => {
      const guide = requireApprovedGuide(request);
      return reply
        .status(201)
        .send(await sessions.create(request.body, guide, localeOfRequest(request.headers)));
    },
  );

  app.patch(
    '/api/sessions/:id',
    { schema: { tags: ['sessions'], params: IdParams, body: SessionInput, response: { 200: SessionView } } },
    async (request) =>
      sessions.update(
        request.params.id,
        request.body,
        requireApprovedGuide(request),
        localeOfRequest(request.headers),
      ),
  );

  app.delete(
    '/api/sessions/:id',
    { schema: { tags: ['sessions'], params: IdParams, response: { 200: SessionCancellation } } },
    async (request) => cancellation.cancel(request.params.id, requireApprovedGuide(request), 'guide'),
  );

  app.get(
    '/api/sessions/:id/bookings',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['bookings'],
        params: IdParams,
        querystring: SessionBookingListQuery,
        response: { 200: GuideBookingPage },
      },
    },
    async (request) => bookings.list(request.params.id, requireUser(request), request.query),
  );

  app.get(
    '/api/practitioner/sessions',
    {
      preValidation: dropEmptyQueryValues,
      schema: { tags: ['sessions'], querystring: GuideSessionListQuery, response: { 200: GuideSessionPage } },
    },
    async (request) =>
      sessions.listOwn(requireRole(request, ROLE.guide).id, request.query, localeOfRequest(request.headers)),
  );
}
