import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './fixtures/admin-account';
import { approvedGuide, signInBrowser } from './fixtures/people';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';

/**
 * A row of tabs wider than a phone's screen (the admin panel, the guide dashboard) says that it scrolls: the side
 * where tabs are hidden fades out behind an arrow, and the open tab is scrolled into view.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page, person: { username: string; password: string }) {
  await page.goto('/');
  await signInBrowser(page, person);
}

/** The scrolling row around the tab list: how much of it is hidden on each side, and what hints at it. */
function stripState(tabList: Locator) {
  return tabList.evaluate((list) => {
    const strip = list.parentElement as HTMLElement;
    const container = strip.parentElement as HTMLElement;
    const active = list.querySelector('[role="tab"][data-state="active"]') as HTMLElement;
    const frame = strip.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    const arrows = [...container.querySelectorAll(':scope > button')].map((arrow) =>
      arrow.getBoundingClientRect(),
    );
    return {
      hiddenBefore: strip.scrollLeft > 1,
      hiddenAfter: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
      faded: getComputedStyle(strip).maskImage !== 'none',
      arrows: arrows.length,
      activeInView: tab.left >= frame.left && tab.right <= frame.right,
      activeUnderAnArrow: arrows.some((arrow) => arrow.left < tab.right && arrow.right > tab.left),
    };
  });
}

describe('tab strips on a phone', () => {
  it('the admin panel opened on a late tab shows it, with arrows and fades on both sides', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await signIn(page, E2E_ADMIN);
    await page.goto('/admin?tab=users');
    const tabs = page.getByRole('tablist');
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await expect
      .poll(() => stripState(tabs))
      .toMatchObject({
        hiddenBefore: true,
        hiddenAfter: true,
        faded: true,
        arrows: 2,
        activeInView: true,
        activeUnderAnArrow: false,
      });

    // The arrow at the end scrolls on to the tabs still hidden there.
    const before = await tabs.evaluate((list) => (list.parentElement as HTMLElement).scrollLeft);
    await tabs.locator('xpath=../..').locator(':scope > button').last().click();
    await expect
      .poll(() => tabs.evaluate((list) => (list.parentElement as HTMLElement).scrollLeft))
      .toBeGreaterThan(before);
    await context.close();
  });

  it('the guide dashboard opens on its first tab with a hint that more follow', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await signIn(page, await approvedGuide());
    await page.goto('/practitioner-dashboard');
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    await expect
      .poll(() => stripState(tabs))
      .toMatchObject({
        hiddenBefore: false,
        hiddenAfter: true,
        faded: true,
        arrows: 1,
        activeInView: true,
      });
    await context.close();
  });

  it('a strip that fits has neither fade nor arrow', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await signIn(page, await approvedGuide());
    await page.goto('/practitioner-dashboard');
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    await expect
      .poll(() => stripState(tabs))
      .toMatchObject({
        hiddenBefore: false,
        hiddenAfter: false,
        faded: false,
        arrows: 0,
      });
    await context.close();
  });
});
