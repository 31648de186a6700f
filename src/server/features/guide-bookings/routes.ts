import {
  PractitionerBookingListQuery,
  PractitionerBookingPage,
  SessionBookingListQuery,
} from '../../../contract/bookings';
import { IdParams } from '../../../contract/ids';
import type { App } from '../../app-types';
import { requireRole, requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import type { GuideBookingService } from './service';

export function guideBookingRoutes(app: App, guideBookings: GuideBookingService): void {
  app.get(
    '/api/bookings/practitioner',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['bookings'],
        querystring: PractitionerBookingListQuery,
        response: { 200: PractitionerBookingPage },
      },
    },
    async (request) => guideBookings.listForGuide(requireRole(request, 'practitioner').id, request.query),
  );

  app.get(
    '/api/sessions/:id/bookings',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['bookings'],
        params: IdParams,
        querystring: SessionBookingListQuery,
        response: { 200: PractitionerBookingPage },
      },
    },
    async (request) => guideBookings.listForSession(request.params.id, requireUser(request), request.query),
  );
}
