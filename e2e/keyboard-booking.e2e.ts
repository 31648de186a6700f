import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../src/contract/bookings';
import { formatEuros } from '../src/contract/money';
import type { SessionView } from '../src/contract/sessions';
import { approvedGuide, signInBrowser } from './fixtures/people';
import { publishSessions } from './fixtures/sessions';
import { DESKTOP, launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';
import { arrowTo, focusIndicator, focusProblemsWhileTabbing, tabTo } from './support/keyboard';

/**
 * A seeker books and pays for a session with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrow keys and
 * typing; the mouse is never used. At each step that matters the focused element must show that it has focus.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A guide of this test's own with three sessions, and the second of them (so arrows are needed to choose it). */
async function guideAndSession(): Promise<{ guideName: string; session: SessionView }> {
  const guide = await approvedGuide({ name: 'Helena Keys' });
  const [, second] = await publishSessions(guide, 3, { title: `Sound Bath ${uniqueName('')}` });
  if (!second) throw new Error('the guide published too few sessions');
  return { guideName: guide.name, session: second };
}

/** Fails with what has focus unless it shows as keyboard focus: outlined or ringed, on screen, not covered. */
async function expectVisibleFocus(page: Page, step: string) {
  const focus = await focusIndicator(page);
  expect(
    focus,
    `focus at "${step}" on ${focus.element}${focus.coveredBy ? `, covered by ${focus.coveredBy}` : ''}`,
  ).toMatchObject({
    focusVisible: true,
    indicated: true,
    unobscured: true,
  });
}

/** From the home page to /explore: the main navigation on a wide screen, the menu button on a phone. */
async function goToExplore(page: Page, onPhone: boolean) {
  if (onPhone) {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await expectVisibleFocus(page, 'menu button');
    await page.keyboard.press('Enter');
  }
  const explore = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' });
  await tabTo(page, explore);
  await expectVisibleFocus(page, 'Explore link');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/explore');
}

describe('booking with the keyboard alone', () => {
  it.each([
    { screen: 'a wide screen', viewport: DESKTOP },
    { screen: 'a phone', viewport: PHONE },
  ])('finds a guide, picks a session, pays and sees the confirmation, on $screen', async ({ viewport }) => {
    const onPhone = viewport === PHONE;
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/');
    const username = uniqueName('keys');
    const registered = await page.request.post('/api/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'secret-seeker',
        role: 'student',
        name: 'Leonor Keys',
      },
    });
    expect(registered.status()).toBe(201);
    const { guideName, session } = await guideAndSession();

    // Home: the first Tab reaches the skip link, then on to Explore.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'skip link');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await goToExplore(page, onPhone);

    // Explore: search for the guide by name and open their card.
    const search = page.getByLabel('Search practitioners');
    await tabTo(page, search);
    await expectVisibleFocus(page, 'search box');
    await page.keyboard.type(guideName);
    await page.waitForURL((url) => url.searchParams.get('search') === guideName);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: guideName }) });
    const cardLink = card.getByRole('link', { name: guideName });
    await tabTo(page, cardLink);
    await expectVisibleFocus(page, 'guide card');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/practitioner/${session.practitionerId}`);
    await page.getByRole('heading', { level: 1, name: guideName }).waitFor();

    // The guide's page: Tab enters the sessions at the chosen one, the arrow keys choose another.
    const choices = page.getByRole('radiogroup', { name: 'Choose a session' });
    await tabTo(page, choices.getByRole('radio', { checked: true }));
    await expectVisibleFocus(page, 'chosen session');
    const wanted = choices.locator(`[role="radio"][value="${session.id}"]`);
    await arrowTo(page, 'ArrowDown', wanted);
    // Choosing a session puts it in the address, so the check follows a moment later.
    await choices.locator(`[role="radio"][value="${session.id}"][aria-checked="true"]`).waitFor();
    await page.waitForURL((url) => url.searchParams.get('session_id') === `${session.id}`);
    await expectVisibleFocus(page, 'session chosen with the arrow keys');

    const notes = page.getByLabel(`Notes for ${guideName}`);
    await tabTo(page, notes);
    await expectVisibleFocus(page, 'notes');
    await page.keyboard.type('First time, arriving by tram.');
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    await tabTo(page, bookNow);
    await expectVisibleFocus(page, 'Book Now');
    // Back up to the chosen session and down again: focus moving up the page stays clear of the sticky header.
    await tabTo(page, wanted, { backwards: true });
    await expectVisibleFocus(page, 'chosen session, reached with Shift+Tab');
    expect(await notes.inputValue()).toBe('First time, arriving by tram.');
    await tabTo(page, bookNow);
    await page.keyboard.press('Space');
    // The hosted checkout page: the card form, field by field.
    await page.waitForURL('**/checkout/**');
    await page.getByText(session.title).first().waitFor();
    const fields: [string, string][] = [
      ['Card number', '4242 4242 4242 4242'],
      ['Expiry date', '12/34'],
      ['CVC', '123'],
      ['Name on card', 'Leonor Keys'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, page.getByLabel(label));
      await expectVisibleFocus(page, label);
      await page.keyboard.type(value);
    }
    const pay = page.getByRole('button', { name: `Pay ${formatEuros(session.price)}` });
    await tabTo(page, pay);
    await expectVisibleFocus(page, 'Pay');
    await page.keyboard.press('Enter');

    // The confirmation, and on to My Bookings.
    await page.waitForURL((url) => url.pathname === '/booking-success');
    await page.getByRole('heading', { level: 1, name: 'Booking Confirmed' }).waitFor();
    await page.getByRole('heading', { name: session.title }).waitFor();
    const myBookings = page.getByRole('link', { name: 'View My Bookings' });
    await tabTo(page, myBookings);
    await expectVisibleFocus(page, 'View My Bookings');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/bookings');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: session.title }) })
      .getByText('Confirmed', { exact: true })
      .waitFor();

    const { items: bookings } = (await (await page.request.get('/api/bookings')).json()) as {
      items: BookingView[];
    };
    expect(bookings.find((b) => b.sessionId === session.id)).toMatchObject({
      status: 'confirmed',
      paymentAmount: session.price,
      notes: 'First time, arriving by tram.',
    });
    await context.close();
  });
});

describe('focus stays in sight while Tab and Shift+Tab walk a page', () => {
  it('on the home page on a phone, where Shift+Tab climbs back under the sticky header', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await focusProblemsWhileTabbing(page, 45)).toEqual([]);
    await context.close();
  });

  it('in the guide profile editor on a wide screen, above its sticky Save bar', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/');
    await signInBrowser(page, await approvedGuide());
    await page.goto('/practitioner-profile');
    await page.getByLabel('Short bio').waitFor();
    expect(await focusProblemsWhileTabbing(page, 45)).toEqual([]);
    await context.close();
  });
});
