import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { ListingChanges } from '../listings';
import type { Mailer } from '../mail';
import type { PaymentProvider } from '../payments';
import { BookingEmails } from './booking-emails';
import { BookingMaintenance } from './booking-maintenance';
import { GuideBookingService } from './guide-bookings';
import { PaymentReviewService } from './payment-review';
import { RefundSender } from './refunds';
import { BookingService } from './service';

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
 * The bookings feature, assembled once per app: the lifecycle's side effects (emails, refunds, the
 * sweeper), seekers' reads and cancellations, guides' lists, admins' decisions on payments under
 * review. Checkout and session cancellation set transitions off through the same pieces.
 */
export function createBookingServices(deps: BookingServicesDeps) {
  const { db, clock, mailer, background, payments, publicUrl, log, commissionPercent, listing } = deps;
  const emails = new BookingEmails({ db, mailer, background, publicUrl });
  const refunds = new RefundSender({ db, clock, payments, background, log });
  const maintenance = new BookingMaintenance({ db, clock, refunds, log });
  return {
    emails,
    refunds,
    maintenance,
    bookings: new BookingService({
      db,
      clock,
      payments,
      maintenance,
      refunds,
      emails,
      background,
      commissionPercent,
      listing,
    }),
    guideBookings: new GuideBookingService({ db, clock }),
    paymentReview: new PaymentReviewService({ db, clock, refunds, emails, commissionPercent }),
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;
