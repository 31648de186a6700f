import { checkoutReference, PAYING_CARD } from './luz-client';
import type { SignedInPerson, SqlClient } from './marketplace-seed';
import type { Journey } from './request-stream';

/** What the servers answered 2xx for: these must all be in the database afterwards. */
export interface AcknowledgedBookings {
  /** Holds answered 201. */
  held: number[];
  /** Payments answered 200. */
  paid: number[];
}

/** The statuses each booking request may be answered with. */
export const BOOKING_ANSWERS: Record<string, number[]> = {
  checkout: [201, 409],
  pay: [200],
};

/** A seeker holds a spot on the session, then pays on Luz's own checkout page. */
export function bookAndPay(
  seeker: SignedInPerson,
  sessionId: number,
  acknowledged: AcknowledgedBookings,
): Journey {
  return async (send) => {
    const hold = await send('checkout', 'POST', '/api/create-checkout-session', {
      token: seeker.token,
      body: { sessionId },
    });
    if (hold?.status !== 201) return;
    acknowledged.held.push(hold.body.bookingId);
    const reference = checkoutReference(hold.body.checkoutUrl);
    const paid = await send('pay', 'POST', `/api/checkout/${reference}/pay`, {
      token: seeker.token,
      body: PAYING_CARD,
    });
    if (paid?.status === 200) acknowledged.paid.push(hold.body.bookingId);
  };
}

/**
 * Acknowledged bookings the database does not have as answered: holds that are missing, and
 * payments whose booking is not confirmed for the amount due. Empty when nothing was lost.
 */
export async function lostBookings(sql: SqlClient, acknowledged: AcknowledgedBookings): Promise<string[]> {
  const { rows } = await sql.query(
    'select id, status, payment_amount, amount_due from bookings where id = any($1::int[])',
    [acknowledged.held],
  );
  const stored = new Map(rows.map((row) => [Number(row.id), row]));
  const lost: string[] = [];
  for (const id of acknowledged.held) {
    const row = stored.get(id);
    if (!row) lost.push(`booking ${id}: held (201) but not in the database`);
    else if (row.status !== 'pending' && row.status !== 'confirmed')
      lost.push(`booking ${id}: ${row.status}`);
  }
  for (const id of acknowledged.paid) {
    const row = stored.get(id);
    if (row && (row.status !== 'confirmed' || row.payment_amount !== row.amount_due)) {
      lost.push(`booking ${id}: paid (200) but ${row.status}, ${row.payment_amount} of ${row.amount_due}`);
    }
  }
  return lost;
}
