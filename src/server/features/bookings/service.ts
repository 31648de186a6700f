import { count, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import type { BookingView, MyBookingsPage, MyBookingsQuery } from '../../../contract/bookings';
import {
  BOOKING_ERROR_CODES,
  BOOKING_MESSAGES,
  type CancelledBooking,
  type RefundPreview,
} from '../../../contract/checkout';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { bookings, sessions } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { SERVER_I18N } from '../../i18n';
import type { ListingChanges } from '../listings';
import type { BookingMaintenance } from './booking-maintenance';
import { amountsAfterRefund } from './booking-money';
import { type BookingOutbox, transitionBookings } from './booking-transitions';
import {
  type BookingDetails,
  findOneBookingDetails,
  findSeekerBookingPage,
  toBookingView,
} from './booking-view';
import { seekerRefund } from './refund-policy';

export interface BookingServiceDeps {
  db: Db;
  clock: Clock;
  maintenance: BookingMaintenance;
  outbox: BookingOutbox;
  /** Luz's share of each payment, in percent. */
  commissionPercent: number;
  /** Told when a cancellation gives a spot back. */
  listing: ListingChanges;
}

const notFound = () => new NotFound(BOOKING_MESSAGES.bookingNotFound);

/** A seeker's bookings: reading them, and cancelling one. (A guide's lists are in guide-bookings.ts.) */
export class BookingService {
  constructor(private readonly deps: BookingServiceDeps) {}

  /**
   * A page of My Bookings in one statement. A hold that has run out is already ordered among the
   * past ones; only when the page shows one is it released (its spot given back) and the page read
   * again, so reading writes nothing in the usual case.
   */
  async listOwn(seeker: PublicUser, { page, pageSize }: MyBookingsQuery): Promise<MyBookingsPage> {
    const now = this.deps.clock.now();
    const window = { limit: pageSize, offset: (page - 1) * pageSize };
    let rows = await findSeekerBookingPage(this.deps.db, seeker.id, now, window);
    const lapsed = (row: (typeof rows)[number]) =>
      row.status === 'pending' && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() <= now.getTime();
    if (rows.some(lapsed)) {
      await this.deps.maintenance.releaseExpiredHolds(now, { seekerId: seeker.id });
      rows = await findSeekerBookingPage(this.deps.db, seeker.id, now, window);
    }
    const total = rows[0]?.total ?? (await this.countOwn(seeker.id));
    return { items: rows.map((row) => toBookingView(row, seeker)), total, page, pageSize };
  }

  /** Only asked for a page past the end, which carries no row to read the total from. */
  private async countOwn(seekerId: number): Promise<number> {
    const [row] = await this.deps.db
      .select({ total: count() })
      .from(bookings)
      .where(eq(bookings.seekerId, seekerId));
    return row?.total ?? 0;
  }

  /** Its seeker, its session's guide and admins may read a booking; anyone else is told it does not exist. */
  async find(bookingId: number, viewer: PublicUser): Promise<BookingView> {
    await this.deps.maintenance.releaseExpiredHolds(this.deps.clock.now(), { bookingId });
    const row = await findOneBookingDetails(this.deps.db, bookingId);
    if (!row || !mayRead(row, viewer)) throw notFound();
    return toBookingView(row, viewer);
  }

  /** What cancelling now would give back, its sentence in `locale`, the language the request asks for. */
  async refundPreview(
    bookingId: number,
    seeker: PublicUser,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<RefundPreview> {
    const now = this.deps.clock.now();
    await this.deps.maintenance.releaseExpiredHolds(now, { bookingId });
    const row = await this.ownBooking(this.deps.db, bookingId, seeker);
    assertCancellable(row, now);
    const { refundAmount, rule, sessionChanged } = seekerRefund(row, row.startsAt, now);
    return { refundAmount, rule: rule(SERVER_I18N[locale]), sessionChanged };
  }

  /**
   * The seeker cancels a pending or confirmed booking before its session starts. The session's and
   * then the booking's rows are locked first, so of two cancellations at once the second sees the
   * first one's result: a booking is refunded once.
   */
  async cancel(bookingId: number, seeker: PublicUser): Promise<CancelledBooking> {
    const now = this.deps.clock.now();
    await this.deps.maintenance.releaseExpiredHolds(now, { bookingId });
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const row = await this.ownBooking(tx, bookingId, seeker);
      await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, row.sessionId)).for('update');
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
      const locked = (await findOneBookingDetails(tx, bookingId))!;
      assertCancellable(locked, now);
      const refund = seekerRefund(locked, locked.startsAt, now);
      await transitionBookings(tx, 'cancelBySeeker', {
        actor: 'seeker',
        now,
        where: eq(bookings.id, bookingId),
        set: amountsAfterRefund(locked.paymentAmount, refund.recorded, this.deps.commissionPercent),
        // The refund, closing a checkout left open and the email go out as jobs of this transaction.
        outbox: this.deps.outbox,
      });
      return { refund };
    });

    this.deps.listing.listingChanged();
    const row = (await findOneBookingDetails(this.deps.db, bookingId))!;
    return { ...toBookingView(row, seeker), refundAmount: cancelled.refund.refundAmount };
  }

  /**
   * The seeker's own booking. The guide and admins may read it but not cancel it (403); to anyone
   * else it does not exist (404).
   */
  private async ownBooking(db: Db | Tx, bookingId: number, seeker: PublicUser): Promise<BookingDetails> {
    const row = await findOneBookingDetails(db, bookingId);
    if (!row || !mayRead(row, seeker)) throw notFound();
    if (row.seekerId !== seeker.id) throw new Forbidden(BOOKING_MESSAGES.ownBookingsOnly);
    return row;
  }
}

function mayRead(row: BookingDetails, viewer: PublicUser): boolean {
  return row.seekerId === viewer.id || row.guideId === viewer.id || viewer.role === 'admin';
}

function assertCancellable(row: BookingDetails, now: Date): void {
  if (row.status !== 'pending' && row.status !== 'confirmed') {
    throw new Conflict(BOOKING_MESSAGES.notCancellable, BOOKING_ERROR_CODES.notCancellable);
  }
  if (row.startsAt.getTime() <= now.getTime()) {
    throw new Conflict(BOOKING_MESSAGES.sessionStarted, BOOKING_ERROR_CODES.notCancellable);
  }
}
