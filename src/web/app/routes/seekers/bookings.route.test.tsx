import { REFUND_RULE } from '@contract/policies';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSession } from '../../../../server/testing/booking-fixtures';
import { createBooking, createSession } from '../../../../server/testing/fixtures';
import { TestWorld } from '../../../../server/testing/test-app';
import { hours } from '../../../../server/testing/test-clock';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const section = (name: string) => screen.getByRole('region', { name });

/** The card of the booking whose session has this title. */
const bookingCard = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('My Bookings', () => {
  it('invites a seeker without bookings to explore', async () => {
    const { client } = await world.signedIn();
    await openPage(world, '/bookings', client);

    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore practitioners' }).getAttribute('href')).toBe('/explore');
  });

  it('lists sessions to come under Upcoming and the ones been to under Past', async () => {
    const { client, seeker, guide } = await bookedSession(world, {
      title: 'Breath at sunrise',
      startsIn: hours(48),
      price: 2800,
    });
    const past = await createSession(world, guide, {
      title: 'Last month’s gong bath',
      startsIn: -hours(24 * 30),
      status: 'completed',
    });
    await createBooking(world, past, seeker, 'completed');
    await openPage(world, '/bookings', client);

    await screen.findByRole('heading', { name: 'Breath at sunrise' });
    const upcoming = section('Upcoming');
    expect(within(upcoming).getByRole('heading', { name: 'Breath at sunrise' })).toBeTruthy();
    expect(within(upcoming).getByText('Confirmed')).toBeTruthy();
    expect(within(upcoming).getByText('€28')).toBeTruthy();
    expect(within(upcoming).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    const before = section('Past and cancelled');
    expect(within(before).getByRole('heading', { name: 'Last month’s gong bath' })).toBeTruthy();
    expect(within(before).getByText('Completed')).toBeTruthy();
    expect(within(before).getByRole('link', { name: 'Leave a review' })).toBeTruthy();
    expect(within(before).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels after the seeker confirms, with the full refund it promised', async () => {
    const { client } = await bookedSession(world, { title: 'Reiki hour', startsIn: hours(72), price: 3000 });
    const page = await openPage(world, '/bookings', client);

    await screen.findByRole('heading', { name: 'Reiki hour' });
    await page.user.click(within(bookingCard('Reiki hour')).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    expect(
      await within(dialog).findByText(
        'You will get a full refund of €30, because the session starts in 24 hours or more.',
      ),
    ).toBeTruthy();
    // The same words the booking card and the checkout page showed before paying.
    expect(within(dialog).getByRole('region', { name: 'Cancellation policy' }).textContent).toContain(
      REFUND_RULE,
    );

    await page.user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(section('Upcoming')).getByText('Confirmed')).toBeTruthy();

    await page.user.click(within(bookingCard('Reiki hour')).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));

    expect(await screen.findByText('Booking Cancelled')).toBeTruthy();
    expect(screen.getByText('Your refund of €30 is on its way to your card.')).toBeTruthy();
    const cancelled = await screen.findByRole('region', { name: 'Past and cancelled' });
    expect(await within(cancelled).findByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByText(/Refunded/).textContent).toContain('€30');
    expect(within(cancelled).getByRole('button', { name: 'View Details' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('warns that a late cancellation is not refunded', async () => {
    const { client } = await bookedSession(world, { title: 'Tonight’s yin yoga', startsIn: hours(6) });
    const page = await openPage(world, '/bookings', client);

    await screen.findByRole('heading', { name: 'Tonight’s yin yoga' });
    await page.user.click(within(bookingCard('Tonight’s yin yoga')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    expect(await within(dialog).findByText('No refund')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'This booking can no longer be refunded, because the session starts in less than 24 hours.',
      ),
    ).toBeTruthy();

    await page.user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    expect(
      await screen.findByText('Your place has been released. This late cancellation is not refunded.'),
    ).toBeTruthy();
  });
});
