import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import { BOOKING_MESSAGES } from '../../../contract/checkout';
import { lisbonDate, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import {
  bookingReference,
  RECEIPT_ERROR_CODES,
  RECEIPT_MESSAGES,
  type Receipt,
} from '../../../contract/receipts';
import { ROLE } from '../../../contract/roles';
import type { Clock } from '../../clock';
import type { LegalEntity } from '../../config';
import type { Db } from '../../db/connection';
import { bookings } from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';
import type { BookingMaintenance } from './booking-maintenance';
import { findOneBookingDetails } from './booking-view';

export interface BookingReceiptDeps {
  db: Db;
  clock: Clock;
  maintenance: BookingMaintenance;
  /** The company that issues the receipts. */
  legalEntity: LegalEntity;
}

/**
 * The receipt of a paid booking. It names how the seeker paid, so it is theirs (and admins') alone:
 * the session's guide, who may read the booking, is refused it.
 */
export class BookingReceipts {
  constructor(private readonly deps: BookingReceiptDeps) {}

  async receiptOf(bookingId: number, viewer: PublicUser): Promise<Receipt> {
    const { db, clock, maintenance, legalEntity } = this.deps;
    await maintenance.releaseExpiredHolds(clock.now(), { bookingId });
    const row = await findOneBookingDetails(db, bookingId);
    const seeker = row?.seekerId === viewer.id;
    if (!row || !(seeker || row.guideId === viewer.id || viewer.role === ROLE.admin)) {
      throw new NotFound(BOOKING_MESSAGES.bookingNotFound);
    }
    if (!seeker && viewer.role !== ROLE.admin) throw new Forbidden(RECEIPT_MESSAGES.seekersOnly);
    const [payment] = await db
      .select({
        paidAt: bookings.paidAt,
        paymentCurrency: bookings.paymentCurrency,
        cardBrand: bookings.cardBrand,
        cardLast4: bookings.cardLast4,
        refundedAt: bookings.refundedAt,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (row.status === 'payment_review') {
      throw new NotFound(RECEIPT_MESSAGES.inReview, RECEIPT_ERROR_CODES.noReceipt);
    }
    // A payment in another currency was never accepted as the booking's: it was refused and sent back.
    if (
      row.status === 'pending' ||
      row.paymentAmount === null ||
      !payment?.paidAt ||
      payment.paymentCurrency
    ) {
      throw new NotFound(RECEIPT_MESSAGES.notPaid, RECEIPT_ERROR_CODES.noReceipt);
    }
    const refund = row.refundAmount ?? 0;
    return {
      bookingId: row.id,
      reference: bookingReference(row.id, row.createdAt),
      issuer: legalEntity,
      billedTo: row.seekerName?.trim() || row.seekerUsername,
      status: row.status,
      session: {
        title: row.sessionTitle,
        guideName: row.guideName,
        sessionDate: lisbonDate(row.startsAt),
        startTime: lisbonTimeOfDay(row.startsAt),
        endTime: lisbonTimeOfDay(row.endsAt),
        startsAt: row.startsAt.toISOString(),
        online: row.online,
        location: row.location,
      },
      amountPaid: row.paymentAmount,
      currency: 'eur',
      paymentMethod: {
        kind: row.paymentProvider === 'local' ? 'test_card' : 'card',
        brand: row.paymentProvider === 'local' ? null : payment.cardBrand,
        last4: payment.cardLast4,
      },
      paidAt: payment.paidAt.toISOString(),
      refund:
        refund > 0
          ? {
              amount: refund,
              recordedAt: (row.cancelledAt ?? payment.refundedAt ?? payment.paidAt).toISOString(),
              refundedAt: payment.refundedAt?.toISOString() ?? null,
            }
          : null,
    };
  }
}
