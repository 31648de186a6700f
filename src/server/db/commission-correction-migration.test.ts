import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../project-paths';
import { bookedSession, bookingRow } from '../testing/booking-fixtures';
import { TestWorld } from '../testing/test-app';
import { hours } from '../testing/test-clock';
import { bookings } from './schema';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** The correction of the commissions stored before it followed refunds, run again on rows as they were left. */
async function correctCommissions(): Promise<void> {
  const statement = await readFile(join(MIGRATIONS_DIR, '0011_commission_follows_refunds.sql'), 'utf8');
  await world.db.execute(sql.raw(statement));
}

/** What cancelling used to store: the refund, with the commission of the whole payment kept. */
async function asStoredBefore(bookingId: number, amounts: { commissionAmount: number }): Promise<void> {
  await world.db.update(bookings).set(amounts).where(eq(bookings.id, bookingId));
}

describe('the correction of commissions kept on refunded bookings', () => {
  it('leaves no commission on a full refund, its share on a partial one, and the rest as it was', async () => {
    const early = await bookedSession(world, { startsIn: hours(48), price: 1800 });
    expect((await early.client.post(`/api/bookings/${early.bookingId}/cancel`)).status).toBe(200);
    await asStoredBefore(early.bookingId, { commissionAmount: 270 });

    const partial = await bookedSession(world, { price: 3000 });
    await world.db
      .update(bookings)
      .set({ refundAmount: 1000, commissionAmount: 450 })
      .where(eq(bookings.id, partial.bookingId));

    const late = await bookedSession(world, { startsIn: hours(10), price: 4200 });
    expect((await late.client.post(`/api/bookings/${late.bookingId}/cancel`)).status).toBe(200);
    const unpaid = await bookedSession(world, { paid: false });
    const kept = await bookedSession(world, { price: 2500 });

    await correctCommissions();

    expect(await bookingRow(world, early.bookingId)).toMatchObject({
      refundAmount: 1800,
      commissionAmount: 0,
    });
    expect(await bookingRow(world, partial.bookingId)).toMatchObject({
      refundAmount: 1000,
      commissionAmount: 300,
    });
    expect(await bookingRow(world, late.bookingId)).toMatchObject({ refundAmount: 0, commissionAmount: 630 });
    expect(await bookingRow(world, unpaid.bookingId)).toMatchObject({
      paymentAmount: null,
      commissionAmount: null,
    });
    expect(await bookingRow(world, kept.bookingId)).toMatchObject({
      refundAmount: null,
      commissionAmount: 375,
    });
  });
});
