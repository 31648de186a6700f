import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { ListingChanges } from '../listings/listing';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/payment-provider';
import { BookingEmails } from './booking-emails';
import { BookingMaintenance } from './booking-maintenance';
import { CheckoutService } from './checkout-service';
import { PaymentEventHandler } from './payment-events';
import { PaymentReviewService } from './payment-review';
import { RefundSender } from './refunds';
import { BookingService } from './service';
import { SessionCancellationService } from './session-cancellation';

export interface BookingServicesDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  background: BackgroundTasks;
  payments: PaymentProvider;
  /** Luz's share of each payment, in percent. */
  commissionPercent: number;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Told when a booking or a cancelled session changes what explore and guides' pages show. */
  listing: ListingChanges;
}

/**
 * The bookings feature, assembled once per app: checkout, reads and cancellations, webhooks, admins'
 * decisions on payments under review, the sweeper.
 */
export function createBookingServices(deps: BookingServicesDeps) {
  const { db, clock, mailer, background, payments, publicUrl, log, listing } = deps;
  const emails = new BookingEmails({ db, mailer, background, publicUrl });
  const refunds = new RefundSender({ db, clock, payments, background, log });
  const maintenance = new BookingMaintenance({ db, clock, refunds, log });
  const checkout = new CheckoutService({
    db,
    clock,
    payments,
    commissionPercent: deps.commissionPercent,
    publicUrl,
    emails,
    maintenance,
    log,
    listing,
  });
  return {
    payments,
    maintenance,
    refunds,
    checkout,
    bookings: new BookingService({
      db,
      clock,
      payments,
      maintenance,
      refunds,
      emails,
      background,
      commissionPercent: deps.commissionPercent,
      listing,
    }),
    sessionCancellation: new SessionCancellationService({
      db,
      clock,
      payments,
      refunds,
      emails,
      background,
      listing,
    }),
    paymentEvents: new PaymentEventHandler({
      db,
      clock,
      payments,
      checkout,
      refunds,
      emails,
      log,
      commissionPercent: deps.commissionPercent,
    }),
    paymentReview: new PaymentReviewService({
      db,
      clock,
      refunds,
      emails,
      commissionPercent: deps.commissionPercent,
    }),
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;
