import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGuide } from './fixtures/people';
import { publishSessions } from './fixtures/sessions';
import { DESKTOP, launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';

/**
 * A toast appears where it covers neither the header nor the page's heading, nor the bar at the bottom that holds
 * the page's main action, and it is inside a live region, so screen readers announce it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the toast covers, among the things it must leave clear; and whether it is announced. */
async function toastPlacement(page: Page, toast: Locator) {
  await toast.waitFor();
  // Placed once its entrance has run.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return toast.evaluate((element) => {
    if (!document.querySelector('#root > div > header') || !document.querySelector('main h1')) {
      throw new Error('the page has no header or no main heading to keep clear');
    }
    const box = element.getBoundingClientRect();
    const overlaps = (selector: string) =>
      [...document.querySelectorAll(selector)].some((other) => {
        const r = other.getBoundingClientRect();
        return (
          r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
        );
      });
    const live = element.closest('[aria-live]');
    return {
      inWindow:
        box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
      coversHeader: overlaps('#root > div > header'),
      coversHeading: overlaps('main h1'),
      coversBottomBar: overlaps('[data-bottom-bar]'),
      announced: live !== null && live.getAttribute('aria-live') !== 'off',
    };
  });
}

const CLEAR = {
  inWindow: true,
  coversHeader: false,
  coversHeading: false,
  coversBottomBar: false,
  announced: true,
};

describe('where toasts appear', () => {
  it.each([
    { screen: 'a phone', viewport: PHONE },
    { screen: 'a wide screen', viewport: DESKTOP },
  ])('a failed sign-in, on $screen', async ({ viewport }) => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/auth');
    await page.getByLabel('Username or email').fill(uniqueName('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' });
    expect(await toastPlacement(page, toast)).toEqual(CLEAR);
    await context.close();
  });

  it.each([
    { screen: 'a phone', viewport: PHONE },
    { screen: 'a wide screen', viewport: DESKTOP },
  ])('a checkout refused on a guide page, above the booking bar, on $screen', async ({ viewport }) => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/');
    const username = uniqueName('toast');
    const registered = await page.request.post('/api/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'secret-seeker',
        role: 'student',
        name: 'Rui Toast',
      },
    });
    expect(registered.status()).toBe(201);
    // The seeker already holds a spot in a session: booking it again is refused with a toast. A guide with one
    // session and a short page: on a wide screen the booking bar sits well above the window's bottom edge.
    const [held] = await publishSessions(await approvedGuide(), 1, { title: `Sound Bath ${uniqueName('')}` });
    if (!held) throw new Error('the guide published no session');
    const checkout = await page.request.post('/api/create-checkout-session', {
      data: { sessionId: held.id },
    });
    expect(checkout.status()).toBe(201);
    await page.goto(`/practitioner/${held.practitionerId}?session_id=${held.id}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    expect(await page.locator('[data-bottom-bar]').count()).toBe(1);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Checkout error' });
    expect(await toastPlacement(page, toast)).toEqual(CLEAR);
    await context.close();
  });
});
