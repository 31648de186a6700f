import { PaymentReviewDecision } from '../../../contract/admin';
import { BookingView, MyBookingsPage, MyBookingsQuery } from '../../../contract/bookings';
import {
  CancelledBooking,
  CheckoutCreated,
  CreateCheckoutInput,
  PrivateSlots,
  PrivateSlotsQuery,
  RefundPreview,
  SessionCancellation,
} from '../../../contract/checkout';
import { IdParams } from '../../../contract/ids';
import type { App } from '../../app-types';
import { adminsOnly, requireApprovedGuide, requireRole, requireUser } from '../../http/guards';
import { dropEmptyQueryValues } from '../../http/query-strings';
import { rateLimitPerUser } from '../../http/rate-limits';
import type { BookingServices } from './booking-services';

export const BOOKING_RATE_LIMITS = {
  /** Each checkout holds a spot for a while: enough for a seeker changing their mind, not for hoarding. */
  checkout: rateLimitPerUser(20, 15 * 60 * 1000, 'booking attempts'),
};

export function bookingRoutes(app: App, services: BookingServices): void {
  const { checkout, bookings, sessionCancellation, paymentReview } = services;

  app.post(
    '/api/create-checkout-session',
    {
      config: { rateLimit: BOOKING_RATE_LIMITS.checkout },
      schema: { tags: ['bookings'], body: CreateCheckoutInput, response: { 201: CheckoutCreated } },
    },
    async (request, reply) => {
      const seeker = requireUser(request);
      return reply.status(201).send(await checkout.create(request.body, seeker));
    },
  );

  app.get(
    '/api/practitioners/:id/private-slots',
    {
      schema: {
        tags: ['bookings'],
        params: IdParams,
        querystring: PrivateSlotsQuery,
        response: { 200: PrivateSlots },
      },
    },
    async (request) => checkout.privateSlots(request.params.id, request.query.date),
  );

  app.get(
    '/api/bookings',
    {
      preValidation: dropEmptyQueryValues,
      schema: { tags: ['bookings'], querystring: MyBookingsQuery, response: { 200: MyBookingsPage } },
    },
    async (request) => bookings.listOwn(requireUser(request), request.query),
  );

  app.get(
    '/api/bookings/:id',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: BookingView } } },
    async (request) => bookings.find(request.params.id, requireUser(request)),
  );

  app.get(
    '/api/bookings/:id/refund-preview',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: RefundPreview } } },
    async (request) => bookings.refundPreview(request.params.id, requireUser(request)),
  );

  app.post(
    '/api/bookings/:id/cancel',
    { schema: { tags: ['bookings'], params: IdParams, response: { 200: CancelledBooking } } },
    async (request) => bookings.cancel(request.params.id, requireUser(request)),
  );

  app.delete(
    '/api/sessions/:id',
    { schema: { tags: ['sessions'], params: IdParams, response: { 200: SessionCancellation } } },
    async (request) => sessionCancellation.cancel(request.params.id, requireApprovedGuide(request), 'guide'),
  );

  app.patch(
    '/api/admin/sessions/:id/cancel',
    {
      preValidation: adminsOnly,
      schema: { tags: ['admin'], params: IdParams, response: { 200: SessionCancellation } },
    },
    async (request) => sessionCancellation.cancel(request.params.id, requireRole(request, 'admin'), 'admin'),
  );

  app.patch(
    '/api/admin/bookings/:id/accept-payment',
    {
      preValidation: adminsOnly,
      schema: { tags: ['admin'], params: IdParams, response: { 200: PaymentReviewDecision } },
    },
    async (request) => paymentReview.accept(request.params.id, requireRole(request, 'admin')),
  );

  app.patch(
    '/api/admin/bookings/:id/refund-payment',
    {
      preValidation: adminsOnly,
      schema: { tags: ['admin'], params: IdParams, response: { 200: PaymentReviewDecision } },
    },
    async (request) => paymentReview.refund(request.params.id, requireRole(request, 'admin')),
  );
}
