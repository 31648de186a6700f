import { REFUND_RULE } from '@contract/policies';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSpot } from '../../../../server/testing/booking-fixtures';
import { createGuide, createSession } from '../../../../server/testing/fixtures';
import { TestWorld } from '../../../../server/testing/test-app';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** A seeker holding a spot on a guide's session, at the checkout page the booking card sent them to. */
async function atCheckout() {
  const guide = await createGuide(world, { name: 'Marta Gongs' });
  const session = await createSession(world, guide, { title: 'Full moon sound bath', price: 3500 });
  const { client } = await world.signedIn();
  const hold = await holdSpot(client, session.id);
  const page = await openPage(world, new URL(hold.checkoutUrl, 'http://luz.test').pathname, client);
  await screen.findByRole('heading', { name: 'Pay with card' });
  return { page, session, hold };
}

describe('checkout', () => {
  it('sums up what the seeker is paying for', async () => {
    await atCheckout();
    const summary = screen.getByRole('region', { name: 'Pay Luz for your session' });
    expect(within(summary).getByText('Full moon sound bath')).toBeTruthy();
    expect(within(summary).getByText('with Marta Gongs')).toBeTruthy();
    expect(within(summary).getByText('Total due')).toBeTruthy();
    expect(within(summary).getAllByText('€35')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay €35' })).toBeTruthy();
  });

  it('states the refund rule before the seeker pays, in the words of the cancel dialog', async () => {
    await atCheckout();
    const rule = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(rule.textContent).toContain(REFUND_RULE);
    expect(
      within(rule)
        .getByRole('link', { name: /^Read the terms/ })
        .getAttribute('href'),
    ).toBe('/terms#cancellations');
    const pay = screen.getByRole('button', { name: 'Pay €35' });
    expect(rule.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says what is missing when the card form is sent empty', async () => {
    const { page } = await atCheckout();
    await page.user.click(screen.getByRole('button', { name: 'Pay €35' }));

    expect(await screen.findByText('Please enter your card number')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date')).toBeTruthy();
    expect(screen.getByText('Please enter the security code')).toBeTruthy();
    expect(screen.getByText('Please enter the name on the card')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a mistyped number, a badly written expiry, a short code and a past month', async () => {
    const { page } = await atCheckout();
    await page.user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await page.user.type(screen.getByLabelText('Expiry date'), '13/40');
    await page.user.type(screen.getByLabelText('CVC'), '12');
    await page.user.type(screen.getByLabelText('Name on card'), 'Sofia Almeida');
    await page.user.click(screen.getByRole('button', { name: 'Pay €35' }));

    expect(await screen.findByText('Please enter a valid card number')).toBeTruthy();
    expect(screen.getByText('Please enter the expiry date as MM/YY')).toBeTruthy();
    expect(screen.getByText('Please enter the 3 or 4 digit security code')).toBeTruthy();

    await page.user.clear(screen.getByLabelText('Expiry date'));
    await page.user.type(screen.getByLabelText('Expiry date'), '01/20');
    await page.user.click(screen.getByRole('button', { name: 'Pay €35' }));
    expect(await screen.findByText('Your card has expired')).toBeTruthy();
  });

  it('tells the seeker when the card is declined, and keeps them on the page', async () => {
    const { page } = await atCheckout();
    await page.user.click(screen.getByRole('button', { name: 'Use the test card 4000 0000 0000 0002' }));
    await page.user.type(screen.getByLabelText('Name on card'), 'Sofia Almeida');
    await page.user.click(screen.getByRole('button', { name: 'Pay €35' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your card was declined. Please try another card.',
    );
    expect(page.path()).toMatch(/^\/checkout\//);
  });

  it('takes a good card and shows the booking confirmed', async () => {
    const { page, hold, session } = await atCheckout();
    await page.user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await page.user.type(screen.getByLabelText('Expiry date'), '1239');
    await page.user.type(screen.getByLabelText('CVC'), '123');
    await page.user.type(screen.getByLabelText('Name on card'), 'Sofia Almeida');
    await page.user.click(screen.getByRole('button', { name: 'Pay €35' }));

    expect(await screen.findByRole('heading', { name: 'Booking Confirmed' })).toBeTruthy();
    expect(page.path()).toBe(`/booking-success?booking_id=${hold.bookingId}&session_id=${session.id}`);
    expect(screen.getByText('Total paid').parentElement?.textContent).toContain('€35');
    expect(screen.getByRole('link', { name: 'View My Bookings' })).toBeTruthy();
  });
});
