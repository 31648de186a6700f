import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '../src/contract/money';
import type { SessionView } from '../src/contract/sessions';
import { approvedGuide } from './fixtures/people';
import { publishSessions } from './fixtures/sessions';
import { launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A guide of this test's own with `count` sessions, three days and more ahead: cancelling refunds in full. */
async function guideWithSessions(count = 1): Promise<SessionView[]> {
  return publishSessions(await approvedGuide(), count, { title: `Sound Bath ${uniqueName('')}` });
}

/** A new seeker, signed in, registered through the API without a name. */
async function newSeeker(page: Page, name?: string): Promise<string> {
  const username = uniqueName('seeker');
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'secret-seeker', role: 'student', name },
  });
  expect(response.status()).toBe(201);
  return username;
}

function chosenSession(page: Page, sessionId: number) {
  return page.locator(`[role="radio"][value="${sessionId}"]`);
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Inês Rocha');
  await page.getByRole('button', { name: /^Pay €/ }).click();
}

describe('booking and paying for a session', () => {
  it('completes the profile, pays after a declined card, and cancels with a full refund', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await newSeeker(page);
    const [session] = (await guideWithSessions()) as [SessionView];
    const guidePage = `/practitioner/${session.practitionerId}`;

    // Booking needs a name: the dialog leads to the profile and back to the same session.
    await page.goto(`${guidePage}?session_id=${session.id}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Complete Profile' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/profile' && url.searchParams.get('session_id') === `${session.id}`,
    );

    await page.getByRole('button', { name: 'Save and continue booking' }).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByLabel('Full name').fill('Inês Rocha');
    await page.getByRole('button', { name: 'Save and continue booking' }).click();
    await page.getByText('Profile Saved').waitFor();
    await page.waitForURL(
      (url) => url.pathname === guidePage && url.searchParams.get('session_id') === `${session.id}`,
    );
    expect(await chosenSession(page, session.id).getAttribute('aria-checked')).toBe('true');

    // Luz's checkout page: a declined card keeps the form, a good one pays.
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/checkout/**');
    await page.getByText(session.title).first().waitFor();
    await page.getByText('4242 4242 4242 4242').waitFor();
    await payWith(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText('Your card was declined. Please try another card.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\//);
    await payWith(page, '4242424242424242');

    await page.waitForURL((url) => url.pathname === '/booking-success');
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(`${session.id}`);
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
    await page.getByRole('heading', { name: session.title }).waitFor();
    const total = page.locator('dt', { hasText: 'Total paid' }).locator('xpath=following-sibling::dd[1]');
    expect(await total.textContent()).toBe(formatEuros(session.price));
    await page.getByText('confirmation email').waitFor();

    // My Bookings: confirmed, then cancelled with the refund shown before confirming.
    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await page.waitForURL('**/bookings');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: session.title }) });
    await card.getByText('Confirmed', { exact: true }).waitFor();
    await card.getByText(`Total paid ${formatEuros(session.price)}`).waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await cancelDialog.getByText(`You will get a full refund of ${formatEuros(session.price)}`).waitFor();
    await cancelDialog.getByRole('button', { name: 'Keep Booking' }).waitFor();
    await cancelDialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await page.getByText('Booking Cancelled').waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await card.getByText(`Refunded ${formatEuros(session.price)}`).waitFor();
    expect(await card.getByRole('button', { name: 'View Details' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await context.close();
  });

  it('gives the spot back when the seeker leaves the checkout page with Cancel, on a phone', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto('/');
    await newSeeker(page, 'Tomás Vieira');
    const [session] = (await guideWithSessions()) as [SessionView];
    const guidePage = `/practitioner/${session.practitionerId}`;

    await page.goto(`${guidePage}?session_id=${session.id}`);
    await page.getByLabel(`Notes for ${session.practitionerName}`).fill('First time at a sound bath.');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/checkout/**');
    await page.getByText(/Your spot is held for \d+:\d\d/).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === guidePage);

    await page.goto('/bookings');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: session.title }) });
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await card.getByText('Not paid').waitFor();
    await context.close();
  });

  it('tells a seeker holding two unpaid bookings to finish one before booking a third', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await newSeeker(page, 'Marta Sá');
    const [first, second, third] = (await guideWithSessions(3)) as [SessionView, SessionView, SessionView];
    for (const session of [first, second]) {
      const hold = await page.request.post('/api/create-checkout-session', {
        data: { sessionId: session.id },
      });
      expect(hold.status()).toBe(201);
    }
    await page.goto(`/practitioner/${third.practitionerId}?session_id=${third.id}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page
      .getByText(
        'You already have 2 bookings waiting for payment. Complete or cancel one before booking another.',
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/practitioner/${third.practitionerId}`);
    await context.close();
  });

  it('fills the whole card, expiry and CVC too, when the seeker uses a test card', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await newSeeker(page, 'Clara Nunes');
    const [session] = (await guideWithSessions()) as [SessionView];
    await page.goto(`/practitioner/${session.practitionerId}?session_id=${session.id}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/checkout/**');

    await page.getByRole('button', { name: 'Use the test card 4242 4242 4242 4242' }).click();
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    const expiry = await page.getByLabel('Expiry date').inputValue();
    const [month = 0, year = 0] = expiry.split('/').map(Number);
    const now = new Date();
    expect((2000 + year) * 12 + month).toBeGreaterThan(now.getFullYear() * 12 + now.getMonth() + 1);
    expect(await page.getByLabel('CVC').inputValue()).toMatch(/^\d{3}$/);

    await page.getByLabel('Name on card').fill('Clara Nunes');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.waitForURL((url) => url.pathname === '/booking-success');
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
    await context.close();
  });

  it('asks a signed-out visitor to log in to book', async () => {
    const { context, page } = await newVisitor(browser);
    const [session] = (await guideWithSessions()) as [SessionView];
    await page.goto(`/practitioner/${session.practitionerId}`);
    await page.getByText('You need to be logged in to book a session.').waitFor();
    await page.getByRole('link', { name: 'Login to Book' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
    await context.close();
  });
});
