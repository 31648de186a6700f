import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { type AnnouncedSessionFields, bookings, sessionChanges, sessions } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';

/** A session's fields its booked seekers rely on, as stored. */
export interface AnnouncedSessionRow {
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  online: boolean;
  meetingUrl: string | null;
}

/** The fields as a change keeps them. */
export function announcedFieldsOf(row: AnnouncedSessionRow): AnnouncedSessionFields {
  return {
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    online: row.online,
    meetingUrl: row.meetingUrl,
  };
}

/**
 * Whether seekers must hear of the change: its title, time, place or meeting link moved. Its price,
 * capacity, description or picture alone change nothing for a seeker who has paid.
 */
export function isAnnouncedChange(before: AnnouncedSessionFields, after: AnnouncedSessionFields): boolean {
  return (
    before.title !== after.title ||
    before.startsAt !== after.startsAt ||
    before.endsAt !== after.endsAt ||
    before.location !== after.location ||
    before.online !== after.online ||
    before.meetingUrl !== after.meetingUrl
  );
}

/**
 * Announces a change of a session, in the transaction that makes it: the session's calendar SEQUENCE
 * goes up by one, the change is kept under it, every confirmed booking gains the right to a full
 * refund until the start, and each gets its change email as a job. Pending holds, bookings in payment
 * review and cancelled ones are not told: their confirmation, if it comes, carries the session as it
 * is then. Returns the SEQUENCE given to the change.
 */
export async function announceSessionChange(
  tx: Tx,
  jobs: JobQueue,
  change: { sessionId: number; before: AnnouncedSessionFields; after: AnnouncedSessionFields; now: Date },
): Promise<number> {
  const [raised] = await tx
    .update(sessions)
    .set({ calendarSequence: sql`${sessions.calendarSequence} + 1` })
    .where(eq(sessions.id, change.sessionId))
    .returning({ calendarSequence: sessions.calendarSequence });
  const calendarSequence = raised!.calendarSequence;
  await tx.insert(sessionChanges).values({
    sessionId: change.sessionId,
    calendarSequence,
    before: change.before,
    after: change.after,
    createdAt: change.now,
  });
  const told = await tx
    .update(bookings)
    .set({ sessionChangedAt: change.now })
    .where(and(eq(bookings.sessionId, change.sessionId), eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id });
  for (const booking of told) {
    await jobs.enqueue(tx, 'session-change-email', { bookingId: booking.id, calendarSequence });
  }
  return calendarSequence;
}
