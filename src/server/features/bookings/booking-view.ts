import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PublicUser } from '../../../contract/auth';
import type { BookingView } from '../../../contract/bookings';
import { lisbonDate, lisbonTimeOfDay } from '../../../contract/lisbon-time';
import { ROLE } from '../../../contract/roles';
import type { Db, DbOrTx } from '../../db/connection';
import { preparedOnce } from '../../db/prepared-once';
import { bookings, profiles, sessions, users } from '../../db/schema';

const guideProfile = alias(profiles, 'guide_profile');
const seekerProfile = alias(profiles, 'seeker_profile');
const seeker = alias(users, 'seeker');

/** A booking with its session and the people on both sides: what every booking view is made from. */
export interface BookingDetails {
  id: number;
  sessionId: number;
  seekerId: number;
  status: BookingView['status'];
  notes: string | null;
  amountDue: number | null;
  paymentAmount: number | null;
  commissionAmount: number | null;
  refundAmount: number | null;
  holdExpiresAt: Date | null;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  cancellationReason: BookingView['cancellationReason'];
  /** When the guide last changed the session under this confirmed booking (a full refund until it starts). */
  sessionChangedAt: Date | null;
  paymentProvider: string | null;
  paymentReference: string | null;
  checkoutUrl: string | null;
  stripePaymentIntentId: string | null;
  sessionTitle: string;
  modality: string;
  location: string;
  sessionImageUrl: string | null;
  online: boolean;
  meetingUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  price: number;
  sessionStatus: BookingView['session']['status'];
  /** When the guide last changed the session. */
  sessionUpdatedAt: Date;
  /** The SEQUENCE of the session's calendar event now (each announced change raises it). */
  calendarSequence: number;
  guideId: number;
  guideName: string | null;
  seekerName: string | null;
  seekerUsername: string;
  seekerEmail: string;
  /** The language the seeker reads Luz's emails in (decision 061). */
  seekerLocale: string;
}

/** Bookings matching `where` with their details, newest first. */
export async function findBookingDetails(db: DbOrTx, where: SQL | undefined): Promise<BookingDetails[]> {
  return bookingDetailsQuery(db, where).orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/**
 * A page of a seeker's bookings in My Bookings' order: places still held in sessions to come
 * (confirmed or in payment review, or pending with the hold still running), soonest first; then everything else, the
 * latest session first. `total` counts all of the seeker's bookings (0 on a page past the end).
 * The order is worked out on bookings and their sessions' start alone; only the page's rows are
 * joined to the people and titles they show.
 */
export async function findSeekerBookingPage(
  db: Db,
  seekerId: number,
  now: Date,
  page: { limit: number; offset: number },
): Promise<(BookingDetails & { total: number })[]> {
  return seekerBookingPage(db).execute({ seekerId, now, limit: page.limit, offset: page.offset });
}

/**
 * My Bookings is read on every visit of a seeker's account; building its statement took a quarter
 * of the request's CPU time.
 */
const seekerBookingPage = preparedOnce((db) => {
  const now = sql.placeholder('now');
  const upcoming = sql`(${sessions.startsAt} > ${now} and (${bookings.status} in ('confirmed', 'payment_review')
    or (${bookings.status} = 'pending' and ${bookings.holdExpiresAt} > ${now})))`;
  const order = sql`${upcoming} desc,
    case when ${upcoming} then ${sessions.startsAt} end asc,
    case when ${upcoming} then null else ${sessions.startsAt} end desc,
    ${bookings.id} desc`;
  const pageRows = db
    .select({
      id: bookings.id,
      total: sql<number>`(count(*) over ())::int`.as('total'),
      position: sql<number>`row_number() over (order by ${order})`.as('position'),
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(eq(bookings.seekerId, sql.placeholder('seekerId')))
    .orderBy(sql`${order}`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_rows');
  return bookingDetailsQuery(db, undefined, { total: pageRows.total })
    .innerJoin(pageRows, eq(pageRows.id, bookings.id))
    .orderBy(pageRows.position)
    .prepare('luz_seeker_booking_page');
});

function bookingDetailsQuery<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: DbOrTx,
  where: SQL | undefined,
  extra?: Extra,
) {
  return db
    .select({
      ...(extra as Extra),
      id: bookings.id,
      sessionId: bookings.sessionId,
      seekerId: bookings.seekerId,
      status: bookings.status,
      notes: bookings.notes,
      amountDue: bookings.amountDue,
      paymentAmount: bookings.paymentAmount,
      commissionAmount: bookings.commissionAmount,
      refundAmount: bookings.refundAmount,
      holdExpiresAt: bookings.holdExpiresAt,
      createdAt: bookings.createdAt,
      confirmedAt: bookings.confirmedAt,
      cancelledAt: bookings.cancelledAt,
      cancellationReason: bookings.cancellationReason,
      sessionChangedAt: bookings.sessionChangedAt,
      paymentProvider: bookings.paymentProvider,
      paymentReference: bookings.paymentReference,
      checkoutUrl: bookings.checkoutUrl,
      stripePaymentIntentId: bookings.stripePaymentIntentId,
      sessionTitle: sessions.title,
      modality: sessions.modality,
      location: sessions.location,
      sessionImageUrl: sessions.imageUrl,
      online: sessions.online,
      meetingUrl: sessions.meetingUrl,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      price: sessions.price,
      sessionStatus: sessions.status,
      sessionUpdatedAt: sessions.updatedAt,
      calendarSequence: sessions.calendarSequence,
      guideId: sessions.guideId,
      guideName: guideProfile.name,
      seekerName: seekerProfile.name,
      seekerUsername: seeker.username,
      seekerEmail: seeker.email,
      seekerLocale: seeker.locale,
    })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .innerJoin(seeker, eq(seeker.id, bookings.seekerId))
    .leftJoin(guideProfile, eq(guideProfile.userId, sessions.guideId))
    .leftJoin(seekerProfile, eq(seekerProfile.userId, bookings.seekerId))
    .where(where)
    .$dynamic();
}

export async function findOneBookingDetails(
  db: DbOrTx,
  bookingId: number,
  where?: SQL,
): Promise<BookingDetails | undefined> {
  const [row] = await findBookingDetails(db, and(eq(bookings.id, bookingId), where));
  return row;
}

/**
 * An online session's meeting link is handed to the seeker once their place is confirmed (paid),
 * never while it waits for payment or after it is cancelled; the session's guide and admins always
 * see it.
 */
export function meetingLinkFor(
  row: Pick<BookingDetails, 'meetingUrl' | 'status' | 'seekerId' | 'guideId'>,
  viewer: Pick<PublicUser, 'id' | 'role'>,
): string | null {
  if (row.meetingUrl === null) return null;
  if (viewer.role === ROLE.admin || viewer.id === row.guideId) return row.meetingUrl;
  return viewer.id === row.seekerId && row.status === 'confirmed' ? row.meetingUrl : null;
}

/**
 * The one way a booking becomes a seeker's API output. The checkout address is the seeker's to
 * use while the hold lasts; nobody else (the guide, an admin) is handed it.
 */
export function toBookingView(row: BookingDetails, viewer: Pick<PublicUser, 'id' | 'role'>): BookingView {
  const viewerId = viewer.id;
  const pending = row.status === 'pending';
  return {
    id: row.id,
    sessionId: row.sessionId,
    status: row.status,
    notes: row.notes,
    paymentAmount: row.paymentAmount,
    commissionAmount: row.commissionAmount,
    refundAmount: row.refundAmount,
    holdExpiresAt: pending && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    checkoutUrl: pending && row.seekerId === viewerId ? row.checkoutUrl : null,
    session: {
      title: row.sessionTitle,
      modality: row.modality,
      sessionDate: lisbonDate(row.startsAt),
      startTime: lisbonTimeOfDay(row.startsAt),
      endTime: lisbonTimeOfDay(row.endsAt),
      startsAt: row.startsAt.toISOString(),
      location: row.location,
      imageUrl: row.sessionImageUrl,
      online: row.online,
      meetingUrl: meetingLinkFor(row, viewer),
      price: row.price,
      practitionerId: row.guideId,
      practitionerName: row.guideName,
      status: row.sessionStatus,
    },
  };
}
