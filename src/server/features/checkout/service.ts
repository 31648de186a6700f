import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicUser } from '../../../contract/auth';
import {
  BOOKING_ERROR_CODES,
  BOOKING_MESSAGES,
  CARD_MESSAGES,
  type CardPaymentInput,
  type CheckoutCreated,
  type CheckoutRedirect,
  type CheckoutSummary,
  type CreateCheckoutInput,
  cardHasExpired,
  MAX_UNPAID_HOLDS,
  type PrivateSlots,
  TEST_CARDS,
} from '../../../contract/checkout';
import { formatDate } from '../../../contract/date-formats';
import { lisbonDate, lisbonDayBounds, lisbonInstant, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import { placeName } from '../../../contract/place-name';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/connection';
import { violatedUniqueConstraint } from '../../db/constraint-errors';
import { rawStatementOnce } from '../../db/prepared-once';
import { instantOf } from '../../db/raw-query';
import { bookings, profiles, sessions, users } from '../../db/schema';
import { BadRequest, Conflict, FieldInvalid, Forbidden, NotFound, ServiceError } from '../../errors';
import {
  type BookingDetails,
  type BookingJobs,
  type BookingMaintenance,
  commissionOf,
  findOneBookingDetails,
  HOLD_SLOT_INDEX,
  type HoldInput,
  type PlacedHold,
  placeHold,
  placePrivateHold,
  type SessionRow,
  transitionBookings,
} from '../bookings';
import { GUIDE_NOT_FOUND, isListedGuide, type ListingChanges } from '../listings';
import type { CheckoutStarted, PaymentCard, PaymentProvider } from '../payments';
import { lockGuideCalendar, SESSION_NOT_FOUND } from '../sessions';
import {
  assertSeekerMayHold,
  readSeekerHoldFacts,
  type SeekerHoldFacts,
  type SeekerHoldRow,
  seekerHoldColumns,
  seekerHoldFactsOf,
  seekerHoldValues,
  tooManyUnpaidHolds,
} from './hold-limits';
import { freePrivateSlots, inBookingWindow, PRIVATE_SESSION_MINUTES } from './private-slots';

export interface CheckoutServiceDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  commissionPercent: number;
  publicUrl: string;
  /** Where a confirmation's email is written. */
  outbox: BookingJobs;
  maintenance: BookingMaintenance;
  log: FastifyBaseLogger;
  /** Told when a hold takes a session's last spot. */
  listing: ListingChanges;
}

type PrivateRequest = Required<Pick<CreateCheckoutInput, 'practitionerId' | 'sessionDate' | 'sessionTime'>> &
  Pick<CreateCheckoutInput, 'notes'>;

/** How a confirmation attempt ended. */
export type ConfirmOutcome = 'confirmed' | 'already-paid' | 'not-pending';

const alreadyBooked = () => new Conflict(BOOKING_MESSAGES.alreadyBooked, BOOKING_ERROR_CODES.alreadyBooked);
const reservationExpired = () =>
  new Conflict(BOOKING_MESSAGES.reservationExpired, BOOKING_ERROR_CODES.reservationExpired);

interface BookingFacts {
  guideId: number;
  requestedBy: number | null;
  status: SessionRow['status'];
  startsAt: Date;
  remainingSpots: number;
  listed: boolean;
  alreadyBooked: boolean;
  hasLapsedHolds: boolean;
  seeker: SeekerHoldFacts;
}

/** What `bookingFacts` reads, built once: every checkout sends it. */
const bookingFactsStatement = rawStatementOnce<
  {
    guide_id: number;
    requested_by: number | null;
    status: SessionRow['status'];
    starts_at: string | Date;
    remaining_spots: number;
    listed: boolean;
    already_booked: boolean;
    has_lapsed_holds: boolean;
  } & SeekerHoldRow,
  { sessionId: number } & ReturnType<typeof seekerHoldValues>
>(sql`
  select ${seekerHoldColumns},
         ${sessions.guideId} as guide_id, ${sessions.requestedBy} as requested_by,
         ${sessions.status} as status, ${sessions.startsAt} as starts_at,
         ${sessions.remainingSpots} as remaining_spots, ${isListedGuide} as listed,
         exists (select 1 from ${bookings}
           where ${bookings.sessionId} = ${sessions.id} and ${bookings.seekerId} = ${sql.placeholder('seekerId')}
             and ${bookings.status} in ('pending', 'confirmed', 'payment_review')) as already_booked,
         exists (select 1 from ${bookings}
           where ${bookings.sessionId} = ${sessions.id} and ${bookings.status} = 'pending'
             and ${bookings.holdExpiresAt} <= ${sql.placeholder('now')}) as has_lapsed_holds
  from ${sessions}
  join ${users} on ${users.id} = ${sessions.guideId}
  where ${sessions.id} = ${sql.placeholder('sessionId')}`);

/** The reasons a seeker cannot book a session, in the order the booking card wants them. */
function assertBookable(facts: BookingFacts | undefined, seeker: PublicUser, now: Date): void {
  if (!facts) throw new NotFound(SESSION_NOT_FOUND);
  if (facts.guideId === seeker.id) {
    throw new Forbidden(BOOKING_MESSAGES.ownSession, BOOKING_ERROR_CODES.ownSession);
  }
  // Someone else's private session, or a guide who is not listed: as if it did not exist.
  if (!facts.listed || (facts.requestedBy !== null && facts.requestedBy !== seeker.id)) {
    throw new NotFound(SESSION_NOT_FOUND);
  }
  if (facts.status !== 'scheduled') {
    throw new Conflict(BOOKING_MESSAGES.sessionUnavailable, BOOKING_ERROR_CODES.sessionUnavailable);
  }
  if (facts.startsAt.getTime() <= now.getTime()) {
    throw new Conflict(BOOKING_MESSAGES.sessionStarted, BOOKING_ERROR_CODES.sessionUnavailable);
  }
  if (facts.alreadyBooked) throw alreadyBooked();
  if (facts.remainingSpots <= 0) {
    throw new Conflict(BOOKING_MESSAGES.sessionFull, BOOKING_ERROR_CODES.sessionFull);
  }
  assertSeekerMayHold(facts.seeker, now);
}

/**
 * A hold that lost the race for the seeker's last free place to another of their checkouts is tried
 * again, seeing that one: at most once per place.
 */
const HOLD_ATTEMPTS = MAX_UNPAID_HOLDS + 1;

/**
 * From "Book Now" to a paid booking: holds a spot (or a private hour), opens the provider's
 * checkout, takes payment on Luz's own checkout page, and confirms a booking exactly once.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutServiceDeps) {}

  async create(input: CreateCheckoutInput, seeker: PublicUser): Promise<CheckoutCreated> {
    if (!seeker.name?.trim()) {
      throw new BadRequest(BOOKING_MESSAGES.profileIncomplete, BOOKING_ERROR_CODES.profileIncomplete);
    }
    const notes = input.notes?.trim() || null;
    const checkout = this.deps.payments.checkoutForNewHold?.() ?? null;
    const hold =
      input.sessionId !== undefined
        ? await this.holdSession(input.sessionId, notes, checkout, seeker)
        : await this.holdPrivateSession(input as PrivateRequest, notes, checkout, seeker);
    if (checkout) return { checkoutUrl: checkout.checkoutUrl, bookingId: hold.booking.id };
    return this.openCheckout(hold.booking, hold.session, seeker);
  }

  private async holdSession(
    sessionId: number,
    notes: string | null,
    checkout: CheckoutStarted | null,
    seeker: PublicUser,
  ): Promise<PlacedHold> {
    const { db, clock, maintenance } = this.deps;
    const now = clock.now();
    for (let attempt = 1; ; attempt++) {
      let facts = await this.bookingFacts(sessionId, seeker.id, now);
      // Spots of lapsed holds come back before anyone is told the session is full, and the seeker's
      // own lapsed holds before their unpaid holds are counted.
      if (facts?.hasLapsedHolds || facts?.seeker.hasLapsedHolds) {
        if (facts.hasLapsedHolds) await maintenance.releaseExpiredHolds(now, { sessionId });
        if (facts.seeker.hasLapsedHolds) await maintenance.releaseExpiredHolds(now, { seekerId: seeker.id });
        facts = await this.bookingFacts(sessionId, seeker.id, now);
      }
      assertBookable(facts, seeker, now);
      try {
        const hold = await placeHold(db, { sessionId, ...this.holdTerms(seeker, notes, now, checkout) });
        if (hold) {
          if (hold.tookLastSpot) this.deps.listing.listingChanged();
          return hold;
        }
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        if (constraint === HOLD_SLOT_INDEX) {
          if (attempt < HOLD_ATTEMPTS) continue;
          throw tooManyUnpaidHolds();
        }
        // Two requests of one seeker for one session at once (a double click):
        // bookings_one_active_per_seeker lets one through.
        if (constraint !== undefined) throw alreadyBooked();
        throw error;
      }
      // The last spot, or the seeker's last free place, went between the checks and the hold: say which.
      assertBookable(await this.bookingFacts(sessionId, seeker.id, now), seeker, now);
      throw new Conflict(BOOKING_MESSAGES.sessionFull, BOOKING_ERROR_CODES.sessionFull);
    }
  }

  /** What a hold of the seeker's is written with, whichever session it holds. */
  private holdTerms(
    seeker: PublicUser,
    notes: string | null,
    now: Date,
    checkout: CheckoutStarted | null,
  ): Omit<HoldInput, 'sessionId'> {
    const { payments } = this.deps;
    return {
      seekerId: seeker.id,
      notes,
      now,
      holdMs: payments.holdMs,
      paymentProvider: payments.name,
      checkout,
    };
  }

  /** Everything that decides whether the seeker may book the session, in one read. */
  private async bookingFacts(
    sessionId: number,
    seekerId: number,
    now: Date,
  ): Promise<BookingFacts | undefined> {
    const [facts] = await bookingFactsStatement(this.deps.db, {
      sessionId,
      ...seekerHoldValues(seekerId, now),
    });
    return (
      facts && {
        seeker: seekerHoldFactsOf(facts),
        guideId: facts.guide_id,
        requestedBy: facts.requested_by,
        status: facts.status,
        startsAt: instantOf(facts.starts_at),
        remainingSpots: facts.remaining_spots,
        listed: facts.listed,
        alreadyBooked: facts.already_booked,
        hasLapsedHolds: facts.has_lapsed_holds,
      }
    );
  }

  private async holdPrivateSession(
    request: PrivateRequest,
    notes: string | null,
    checkout: CheckoutStarted | null,
    seeker: PublicUser,
  ): Promise<PlacedHold> {
    for (let attempt = 1; ; attempt++) {
      try {
        const hold = await this.tryHoldPrivateSession(request, notes, checkout, seeker);
        if (hold) return hold;
      } catch (error) {
        if (violatedUniqueConstraint(error) !== HOLD_SLOT_INDEX) throw error;
        if (attempt < HOLD_ATTEMPTS) continue;
      }
      throw tooManyUnpaidHolds();
    }
  }

  /** A private hour held for the seeker, or null when another checkout of theirs took their last free place. */
  private async tryHoldPrivateSession(
    request: PrivateRequest,
    notes: string | null,
    checkout: CheckoutStarted | null,
    seeker: PublicUser,
  ): Promise<PlacedHold | null> {
    const { db, clock, maintenance } = this.deps;
    const now = clock.now();
    let seekerFacts = await readSeekerHoldFacts(db, seeker.id, now);
    if (seekerFacts.hasLapsedHolds) {
      await maintenance.releaseExpiredHolds(now, { seekerId: seeker.id });
      seekerFacts = await readSeekerHoldFacts(db, seeker.id, now);
    }
    const guide = await this.privateSessionGuide(request.practitionerId);
    if (guide.id === seeker.id)
      throw new Forbidden(BOOKING_MESSAGES.ownSession, BOOKING_ERROR_CODES.ownSession);
    if (!inBookingWindow(request.sessionDate, now)) {
      throw new FieldInvalid('sessionDate', BOOKING_MESSAGES.dateOutsideWindow);
    }
    const startsAt = lisbonInstant(request.sessionDate, request.sessionTime);
    if (!startsAt) throw new FieldInvalid('sessionDate', BOOKING_MESSAGES.selectDate);
    if (guide.pricePerSession === null) {
      throw new Conflict(BOOKING_MESSAGES.noPrivateSessions, BOOKING_ERROR_CODES.slotUnavailable);
    }
    assertSeekerMayHold(seekerFacts, now);
    const price = guide.pricePerSession;
    return db.transaction(async (tx) => {
      // The guide's calendar lock (the one creating and editing sessions take too): two seekers, or
      // a seeker and the guide, cannot both take the same free hour.
      await lockGuideCalendar(tx, guide.id);
      // A deactivation or un-approval that committed while this waited for the lock cancelled the
      // guide's sessions; a private hour held now would outlive it.
      const [listed] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, guide.id), isListedGuide));
      if (!listed) throw new NotFound(GUIDE_NOT_FOUND);
      const free = await freePrivateSlots(tx, guide, request.sessionDate, now);
      if (!free.includes(request.sessionTime)) {
        throw new Conflict(BOOKING_MESSAGES.slotUnavailable, BOOKING_ERROR_CODES.slotUnavailable);
      }
      const name = guide.name?.trim() || guide.username;
      return placePrivateHold(
        tx,
        {
          guideId: guide.id,
          title: guide.category
            ? `Private ${guide.category} session with ${name}`
            : `Private session with ${name}`,
          description: `A private one-to-one hour with ${name}, requested through Luz.`,
          location: placeName(guide.neighbourhood, guide.city),
          modality: guide.category ?? 'Other',
          startsAt,
          endsAt: new Date(startsAt.getTime() + PRIVATE_SESSION_MINUTES * 60 * 1000),
          price,
        },
        this.holdTerms(seeker, notes, now, checkout),
      );
    });
  }

  /** The hours a seeker may request a private session with the guide on `date`. */
  async privateSlots(guideId: number, date: string): Promise<PrivateSlots> {
    const now = this.deps.clock.now();
    const guide = await this.privateSessionGuide(guideId);
    if (!lisbonDayBounds(date)) throw new FieldInvalid('date', BOOKING_MESSAGES.selectDate);
    if (!inBookingWindow(date, now)) throw new FieldInvalid('date', BOOKING_MESSAGES.dateOutsideWindow);
    const slots =
      guide.pricePerSession === null ? [] : await freePrivateSlots(this.deps.db, guide, date, now);
    return { date, slots, price: guide.pricePerSession };
  }

  /** A listed guide with what a private session request needs. */
  private async privateSessionGuide(guideId: number) {
    const [guide] = await this.deps.db
      .select({
        id: users.id,
        username: users.username,
        name: profiles.name,
        category: profiles.category,
        neighbourhood: profiles.neighbourhood,
        city: profiles.city,
        pricePerSession: profiles.pricePerSession,
        availability: profiles.availability,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, guideId), isListedGuide));
    if (!guide) throw new NotFound(GUIDE_NOT_FOUND);
    return guide;
  }

  /**
   * Opens the provider's checkout for a fresh hold. If the provider cannot, the hold is given back
   * at once rather than blocking the spot until it expires.
   */
  private async openCheckout(
    booking: PlacedHold['booking'],
    session: PlacedHold['session'],
    seeker: PublicUser,
  ): Promise<CheckoutCreated> {
    const { db, clock, payments, publicUrl, log } = this.deps;
    try {
      const started = await payments.createCheckout({
        booking: { id: booking.id, paymentReference: null, stripePaymentIntentId: null },
        amount: booking.amountDue!,
        description: `${session.title}, ${formatDate(session.startsAt, 'long')} at ${lisbonTimeOfDay(session.startsAt)}`,
        customerEmail: seeker.email,
        successUrl: `${publicUrl}${successPath(booking.id, session.id)}`,
        cancelUrl: `${publicUrl}/practitioner/${session.guideId}`,
        expiresAt: booking.holdExpiresAt!,
      });
      await db
        .update(bookings)
        .set({
          paymentReference: started.reference,
          checkoutUrl: started.checkoutUrl,
          updatedAt: clock.now(),
        })
        .where(eq(bookings.id, booking.id));
      return { checkoutUrl: started.checkoutUrl, bookingId: booking.id };
    } catch (err) {
      log.error({ err, bookingId: booking.id }, 'the payment provider could not open a checkout');
      await db.transaction((tx) =>
        transitionBookings(tx, 'failCheckout', {
          actor: 'system',
          now: clock.now(),
          where: eq(bookings.id, booking.id),
        }),
      );
      throw new ServiceError(
        502,
        BOOKING_MESSAGES.providerUnavailable,
        BOOKING_ERROR_CODES.providerUnavailable,
      );
    }
  }

  /** The order summary of Luz's own checkout page. */
  async summary(reference: string, viewer: PublicUser): Promise<CheckoutSummary> {
    const booking = await this.localCheckout(reference, viewer);
    return {
      bookingId: booking.id,
      reference,
      sessionId: booking.sessionId,
      sessionTitle: booking.sessionTitle,
      modality: booking.modality,
      sessionDate: lisbonDate(booking.startsAt),
      startTime: lisbonTimeOfDay(booking.startsAt),
      endTime: lisbonTimeOfDay(booking.endsAt),
      startsAt: booking.startsAt.toISOString(),
      location: booking.location,
      guideId: booking.guideId,
      guideName: booking.guideName,
      amount: booking.amountDue ?? booking.price,
      currency: 'eur',
      holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
      status: booking.status,
      cancellationReason: booking.cancellationReason,
    };
  }

  /**
   * "Pay" on Luz's own checkout page. The card is checked, never stored or logged, but for its
   * last four digits on the receipt. A declined card keeps the hold, so the seeker can try another until it expires.
   */
  async payLocally(reference: string, card: CardPaymentInput, payer: PublicUser): Promise<CheckoutRedirect> {
    const now = this.deps.clock.now();
    const booking = await this.localCheckout(reference, payer);
    const done = { redirectUrl: successPath(booking.id, booking.sessionId) };
    if (booking.status === 'confirmed' || booking.status === 'completed') return done;
    if (booking.status === 'cancelled') throw this.cancelledError(booking);
    if (cardHasExpired(card.expiry, lisbonDate(now))) throw new FieldInvalid('expiry', CARD_MESSAGES.expired);
    if (card.cardNumber === TEST_CARDS.declined) {
      throw new ServiceError(402, BOOKING_MESSAGES.cardDeclined, BOOKING_ERROR_CODES.cardDeclined);
    }
    const outcome = await this.confirmPayment({
      bookingId: booking.id,
      amountPaid: booking.amountDue ?? booking.price,
      paymentIntentId: null,
      // Only the last four digits are kept, for the receipt, as any card page shows them.
      card: { brand: null, last4: card.cardNumber.slice(-4) },
      requireLiveHold: true,
    });
    if (outcome === 'not-pending') {
      const latest = await findOneBookingDetails(this.deps.db, booking.id);
      throw latest?.status === 'cancelled' ? this.cancelledError(latest) : reservationExpired();
    }
    return done;
  }

  /** "Cancel" on Luz's own checkout page: the hold goes at once and the seeker returns to the guide. */
  async leaveLocally(reference: string, seeker: PublicUser): Promise<CheckoutRedirect> {
    const booking = await this.localCheckout(reference, seeker);
    if (booking.status === 'confirmed' || booking.status === 'completed') {
      throw new Conflict(BOOKING_MESSAGES.alreadyPaid, BOOKING_ERROR_CODES.alreadyPaid);
    }
    if (booking.status === 'pending') {
      const left = await this.deps.db.transaction((tx) =>
        transitionBookings(tx, 'abandon', {
          actor: 'seeker',
          now: this.deps.clock.now(),
          where: eq(bookings.id, booking.id),
        }),
      );
      // A payment of the same booking may have won the race: then it is paid, not left.
      if (left.length === 0) {
        const latest = await findOneBookingDetails(this.deps.db, booking.id);
        if (latest?.status === 'confirmed' || latest?.status === 'completed') {
          throw new Conflict(BOOKING_MESSAGES.alreadyPaid, BOOKING_ERROR_CODES.alreadyPaid);
        }
      }
    }
    return { redirectUrl: `/practitioner/${booking.guideId}` };
  }

  /**
   * Records a payment and confirms its booking, once: the conditional update lets only the first of
   * two confirmations (a double click, a redelivered webhook) through. Local payments need the hold
   * to be alive; a provider's payment already happened, so it confirms a pending booking even a
   * moment past its hold, as long as the spot was not given away.
   */
  async confirmPayment(
    input: {
      bookingId: number;
      amountPaid: number;
      paymentIntentId: string | null;
      /** The card that paid, when known: what the receipt names. */
      card: PaymentCard | null;
      requireLiveHold: boolean;
    },
    tx?: Tx,
  ): Promise<ConfirmOutcome> {
    const now = this.deps.clock.now();
    const where: SQL | undefined = and(
      eq(bookings.id, input.bookingId),
      input.requireLiveHold ? gt(bookings.holdExpiresAt, now) : undefined,
    );
    const confirm = (t: Tx) =>
      transitionBookings(t, 'confirm', {
        actor: 'payment',
        now,
        where,
        set: {
          paymentAmount: input.amountPaid,
          commissionAmount: commissionOf(input.amountPaid, 0, this.deps.commissionPercent),
          paidAt: now,
          cardBrand: input.card?.brand ?? null,
          cardLast4: input.card?.last4 ?? null,
          ...(input.paymentIntentId ? { stripePaymentIntentId: input.paymentIntentId } : {}),
        },
        outbox: this.deps.outbox,
      });
    const confirmed = tx ? await confirm(tx) : await this.deps.db.transaction(confirm);
    if (confirmed.length > 0) return 'confirmed';
    const [current] = await (tx ?? this.deps.db)
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    return current?.status === 'confirmed' || current?.status === 'completed'
      ? 'already-paid'
      : 'not-pending';
  }

  /**
   * A booking of the viewer paid through Luz's own checkout. Anyone else's reference, a Stripe one,
   * or any reference while Stripe takes the payments: not found. A hold that has run out is
   * released first, so the page sees the truth.
   */
  private async localCheckout(reference: string, viewer: PublicUser): Promise<BookingDetails> {
    const { db, clock, payments, maintenance } = this.deps;
    const where = and(eq(bookings.paymentReference, reference), eq(bookings.seekerId, viewer.id));
    const [found] = await db
      .select({ id: bookings.id, provider: bookings.paymentProvider })
      .from(bookings)
      .where(where);
    if (found?.provider !== 'local' || payments.name !== 'local') {
      throw new NotFound(BOOKING_MESSAGES.checkoutNotFound);
    }
    await maintenance.releaseExpiredHolds(clock.now(), { bookingId: found.id });
    return (await findOneBookingDetails(db, found.id))!;
  }

  private cancelledError(booking: BookingDetails): Conflict {
    return booking.cancellationReason === 'hold_expired' || booking.cancellationReason === 'session_ended'
      ? reservationExpired()
      : new Conflict(BOOKING_MESSAGES.bookingCancelled, BOOKING_ERROR_CODES.bookingCancelled);
  }
}

/** The confirmation page of a booking (the spec's `/booking-success?booking_id=…&session_id=…`). */
export function successPath(bookingId: number, sessionId: number): string {
  return `/booking-success?booking_id=${bookingId}&session_id=${sessionId}`;
}
