import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { LegalEntity } from '../../config';
import type { Db } from '../../db/connection';
import type { JobQueue } from '../../jobs/job-queue';
import type { ListingChanges } from '../listings';
import type { Mailer } from '../mail';
import type { PaymentProvider } from '../payments';
import { BookingEmails } from './booking-emails';
import { BookingJobs } from './booking-jobs';
import { BookingMaintenance } from './booking-maintenance';
import { BookingReceipts } from './booking-receipts';
import { GuideBookingService } from './guide-bookings';
import { GuideEmails } from './guide-emails';
import { PaymentReviewService } from './payment-review';
import { RefundSender } from './refunds';
import { BookingService } from './service';

export interface BookingServicesDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where the lifecycle's side effects are written, and who runs them. */
  jobs: JobQueue;
  payments: PaymentProvider;
  /** Luz's share of each payment, in percent. */
  commissionPercent: number;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Told when a booking or a cancelled session changes what explore and guides' pages show. */
  listing: ListingChanges;
  /** The company named on receipts. */
  legalEntity: LegalEntity;
}

/**
 * The bookings feature, assembled once per app: the lifecycle's side effects (emails, refunds, the
 * sweeper), seekers' reads, cancellations and receipts, guides' lists, admins' decisions on payments under
 * review. Checkout and session cancellation set transitions off through the same pieces.
 */
export function createBookingServices(deps: BookingServicesDeps) {
  const { db, clock, mailer, jobs, payments, publicUrl, log, commissionPercent, listing, legalEntity } = deps;
  const emails = new BookingEmails({ db, mailer, publicUrl });
  const refunds = new RefundSender({ db, clock, payments });
  const outbox = new BookingJobs(jobs);
  const maintenance = new BookingMaintenance({ db, clock, log });
  jobs.handle('booking-confirmation-email', ({ data }) => emails.sendConfirmationOf(data.bookingId));
  jobs.handle('booking-cancellation-email', ({ data }) => emails.sendCancellationOf(data.bookingId));
  jobs.handle('session-change-email', ({ data }) =>
    emails.sendChangeOf(data.bookingId, data.calendarSequence),
  );
  const guideEmails = new GuideEmails({ db, mailer, publicUrl });
  jobs.handle('guide-booking-email', ({ data }) => guideEmails.sendBookingOf(data.bookingId));
  jobs.handle('guide-cancellation-email', ({ data }) => guideEmails.sendCancellationOf(data.bookingId));
  jobs.handle('guide-session-cancellation-email', ({ data }) =>
    guideEmails.sendSessionCancellationOf(data.sessionId),
  );
  jobs.handle('guide-removal-email', ({ id, data }) =>
    guideEmails.sendRemovalOf(data.guideId, data.sessionIds, id),
  );
  jobs.handle('refund', ({ data }) => refunds.sendOwed(data.bookingId));
  jobs.handle('close-checkout', ({ data }) => payments.closeCheckout(data.reference));
  return {
    emails,
    guideEmails,
    refunds,
    outbox,
    maintenance,
    bookings: new BookingService({
      db,
      clock,
      maintenance,
      outbox,
      commissionPercent,
      listing,
    }),
    receipts: new BookingReceipts({ db, clock, maintenance, legalEntity }),
    guideBookings: new GuideBookingService({ db, clock }),
    paymentReview: new PaymentReviewService({ db, clock, outbox, commissionPercent }),
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;
