import { z } from 'zod';
import { PractitionerBookingView } from '../../../contract/bookings';
import { IdParams } from '../../../contract/ids';
import type { App } from '../../app-types';
import { requireRole, requireUser } from '../../http/guards';
import type { GuideBookingService } from './service';

const PractitionerBookingList = z.array(PractitionerBookingView);

export function guideBookingRoutes(app: App, guideBookings: GuideBookingService): void {
  app.get(
    '/api/bookings/practitioner',
    { schema: { tags: ['bookings'], response: { 200: PractitionerBookingList } } },
    async (request) => guideBookings.listForGuide(requireRole(request, 'practitioner').id),
  );

  app.get(
    '/api/sessions/:id/bookings',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: PractitionerBookingList } } },
    async (request) => guideBookings.listForSession(request.params.id, requireUser(request)),
  );
}
