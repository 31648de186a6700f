import {
  BookingView,
  GuideBookingListQuery,
  GuideBookingPage,
  MyBookingsPage,
  MyBookingsQuery,
} from '../../../contract/bookings';
import { CancelledBooking, RefundPreview } from '../../../contract/checkout';
import { IdParams } from '../../../contract/ids';
import { Receipt } from '../../../contract/receipts';
import { ROLE } from '../../../contract/roles';
import type { App } from '../../app-types';
import { requireRole, requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { localeOfRequest } from '../../i18n';
import type { BookingServices } from './booking-services';

/** Every `/api/bookings` route: a seeker's own bookings, their cancellation and receipts, a guide's list. */
export function bookingRoutes(app: App, { bookings, guideBookings, receipts }: BookingServices): void {
  app.get(
    '/api/bookings',
    {
      preValidation: dropEmptyQueryValues,
      schema: { tags: ['bookings'], querystring: MyBookingsQuery, response: { 200: MyBookingsPage } },
    },
    async (request) => bookings.listOwn(requireUser(request), request.query),
  );

  app.get(
    '/api/bookings/practitioner',
    {
      preValidation: dropEmptyQueryValues,
      schema: {
        tags: ['bookings'],
        querystring: GuideBookingListQuery,
        response: { 200: GuideBookingPage },
      },
    },
    async (request) => guideBookings.listForGuide(requireRole(request, ROLE.guide).id, request.query),
  );

  app.get(
    '/api/bookings/:id',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: BookingView } } },
    async (request) => bookings.find(request.params.id, requireUser(request)),
  );

  app.get(
    '/api/bookings/:id/refund-preview',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: RefundPreview } } },
    async (request) =>
      bookings.refundPreview(request.params.id, requireUser(request), localeOfRequest(request.headers)),
  );

  app.get(
    '/api/bookings/:id/receipt',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: Receipt } } },
    async (request) => receipts.receiptOf(request.params.id, requireUser(request)),
  );

  app.post(
    '/api/bookings/:id/cancel',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: CancelledBooking } } },
    async (request) => bookings.cancel(request.params.id, requireUser(request)),
  );
}
