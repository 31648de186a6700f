import { and, asc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../contract/errors';
import {
  lisbonDate,
  lisbonDatePlusDays,
  lisbonInstant,
  lisbonTimeOfDay,
} from '../../../contract/lisbon-time';
import {
  isSessionImagePath,
  SESSION_IMAGE_MESSAGES,
  SESSION_WRITE_MESSAGES,
  type SessionInput,
  uploadedSessionImageName,
} from '../../../contract/session-input';
import { ONLINE_LOCATION } from '../../../contract/sessions';
import type { Tx } from '../../db/connection';
import { bookings, sessions, users } from '../../db/schema';
import { Conflict, FieldInvalid } from '../../errors';

/** The rules of a guide's calendar that every session write follows. */

/** One dated session of a form's Lisbon date and times. */
export interface Occurrence {
  /** yyyy-MM-dd, Lisbon. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

type WhenInput = Pick<SessionInput, 'sessionDate' | 'startTime' | 'endTime'>;

/**
 * `weeks` occurrences a week apart from `sessionDate`, each at the same Lisbon wall-clock times, so
 * a 19:00 series stays at 19:00 when the clocks change (its UTC instant moves by an hour).
 */
export function weeklyOccurrences(when: WhenInput, weeks: number): Occurrence[] {
  return Array.from({ length: weeks }, (_, week) => {
    const date = lisbonDatePlusDays(when.sessionDate, 7 * week);
    const startsAt = date && lisbonInstant(date, when.startTime);
    const endsAt = date && lisbonInstant(date, when.endTime);
    if (!date || !startsAt || !endsAt)
      throw new FieldInvalid('sessionDate', SESSION_WRITE_MESSAGES.invalidDate);
    // 01:30 on the last Sunday of March never shows on a Lisbon clock.
    if (lisbonTimeOfDay(startsAt) !== when.startTime) {
      throw new FieldInvalid('startTime', SESSION_WRITE_MESSAGES.skippedTime(when.startTime, date));
    }
    if (lisbonTimeOfDay(endsAt) !== when.endTime) {
      throw new FieldInvalid('endTime', SESSION_WRITE_MESSAGES.skippedTime(when.endTime, date));
    }
    if (endsAt <= startsAt) throw new FieldInvalid('endTime', SESSION_WRITE_MESSAGES.endAfterStart);
    return { date, startsAt, endsAt };
  });
}

/** A session starts in the future: a past day is the date's fault, a past hour today the start time's. */
export function refuseStartInPast(occurrence: Occurrence, now: Date): void {
  if (occurrence.startsAt > now) return;
  const field = occurrence.date < lisbonDate(now) ? 'sessionDate' : 'startTime';
  throw new FieldInvalid(field, SESSION_WRITE_MESSAGES.startsInPast);
}

/** What a session write asks of the stored images (the image storage answers it): the one named, or null. */
export interface SessionImageLookup {
  get(name: string): Promise<unknown>;
}

/**
 * A session's picture as stored: an image uploaded to Luz that is still kept, or a demo picture;
 * empty means none. The form's schema has refused any other address; `current` (the picture the
 * session shows now) is kept without asking the storage again.
 */
export async function sessionImageUrl(
  value: string | null | undefined,
  images: SessionImageLookup,
  current: string | null = null,
): Promise<string | null> {
  const url = value?.trim();
  if (!url) return null;
  if (!isSessionImagePath(url)) throw new FieldInvalid('imageUrl', SESSION_WRITE_MESSAGES.imageUrl);
  if (url === current) return url;
  const name = uploadedSessionImageName(url);
  // An image the maintenance sweep removed (uploaded and left unused for a day), or a name never given.
  if (name && !(await images.get(name))) throw new FieldInvalid('imageUrl', SESSION_IMAGE_MESSAGES.gone);
  return url;
}

/**
 * Where a session takes place, as stored: an address, or online with its meeting link (the
 * contract has checked the link and that the one or the other is given).
 */
export function placeOf(input: Pick<SessionInput, 'online' | 'location' | 'meetingUrl'>): {
  online: boolean;
  location: string;
  meetingUrl: string | null;
} {
  if (input.online) return { online: true, location: ONLINE_LOCATION, meetingUrl: input.meetingUrl! };
  return { online: false, location: input.location!, meetingUrl: null };
}

/**
 * Two writes to one guide's calendar take turns (the overlap check then sees the other's sessions).
 * NO KEY UPDATE leaves the row's key free for the foreign keys of bookings and reviews.
 */
export async function lockGuideCalendar(tx: Tx, guideId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, guideId)).for('no key update');
}

/** No occurrence may overlap another scheduled session of the guide (`exceptSessionId`: the one being edited). */
export async function refuseOverlap(
  tx: Tx,
  guideId: number,
  planned: Occurrence[],
  exceptSessionId?: number,
): Promise<void> {
  const [clash] = await tx
    .select({ startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.guideId, guideId),
        eq(sessions.status, 'scheduled'),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
        or(...planned.map((o) => and(lt(sessions.startsAt, o.endsAt), gt(sessions.endsAt, o.startsAt)))),
      ),
    )
    .orderBy(asc(sessions.startsAt))
    .limit(1);
  if (!clash) return;
  const overlapped = planned.find((o) => clash.startsAt < o.endsAt && clash.endsAt > o.startsAt)!;
  throw new Conflict(SESSION_WRITE_MESSAGES.overlaps(overlapped.date), ERROR_CODES.sessionOverlap);
}

/** Spots held by live bookings: pending (a checkout under way), confirmed and in payment review. */
export async function spotsTaken(tx: Tx, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.sessionId, sessionId),
        inArray(bookings.status, ['pending', 'confirmed', 'payment_review']),
      ),
    );
  return Number(row?.taken ?? 0);
}
