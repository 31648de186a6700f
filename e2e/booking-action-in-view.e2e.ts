import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionView } from '../src/contract/sessions';
import { approvedGuide } from './fixtures/people';
import { publishSessions } from './fixtures/sessions';
import { launchBrowser, newVisitor, uniqueName } from './support/browser';

/**
 * On a guide's page the button that books (or signs in to book, or asks for a private hour) is in sight as the page
 * opens, on a laptop's screen as on a phone: wholly inside the window, cut by no box that clips or scrolls, covered
 * by nothing, and nothing in the booking card scrolls inside it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** What stands between a person and the button: empty when they can see and press all of it. */
function whatHidesIt(button: Locator): Promise<string[]> {
  return button.evaluate((element) => {
    const problems: string[] = [];
    const box = element.getBoundingClientRect();
    const name = (node: Element) =>
      `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} class="${String(node.getAttribute('class') ?? '').slice(0, 60)}">`;
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
      problems.push(
        `outside the ${window.innerWidth}×${window.innerHeight} window: ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`,
      );
    }
    for (
      let node = element.parentElement;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      const style = getComputedStyle(node);
      const clips = [style.overflowX, style.overflowY].some((value) => value !== 'visible');
      if (!clips) continue;
      const frame = node.getBoundingClientRect();
      const top = frame.top + node.clientTop;
      const left = frame.left + node.clientLeft;
      if (
        box.top < top - 0.5 ||
        box.left < left - 0.5 ||
        box.bottom > top + node.clientHeight + 0.5 ||
        box.right > left + node.clientWidth + 0.5
      ) {
        problems.push(`cut by ${name(node)} (overflow ${style.overflowX} ${style.overflowY})`);
      }
    }
    const x = (Math.max(box.left, 0) + Math.min(box.right, window.innerWidth)) / 2;
    const y = (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === element || element.contains(hit))) {
      problems.push(`covered by ${hit ? name(hit) : 'nothing drawn there'}`);
    }
    // One scroll area, the page's: nothing inside the booking card scrolls.
    const card = element.closest('[data-booking-card]');
    if (!card) problems.push('not inside the booking card');
    for (const inner of card ? [card, ...card.querySelectorAll('*')] : []) {
      const style = getComputedStyle(inner);
      if (/(auto|scroll)/.test(style.overflowY) && inner.scrollHeight > inner.clientHeight + 1) {
        problems.push(`${name(inner)} scrolls inside the booking card`);
      }
    }
    return problems;
  });
}

async function expectInSight(button: Locator, when: string) {
  await button.waitFor();
  expect(await whatHidesIt(button), when).toEqual([]);
}

/** A seeker with a name (so that booking goes straight on), signed in in this browser context. */
async function signUpSeeker(page: Page) {
  const username = uniqueName('sight');
  const response = await page.request.post('/api/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'secret-seeker',
      role: 'student',
      name: 'Beatriz Sight',
    },
  });
  expect(response.status()).toBe(201);
}

/** Sessions the guide's booking card lists before "Show more sessions", and after it. */
const FIRST_LISTED = 4;
const AFTER_SHOW_MORE = 12;

describe('the booking button is in sight on a guide page', () => {
  let busiest: { id: number; name: string; sessions: SessionView[] };
  let quiet: { id: number; name: string };
  beforeAll(async () => {
    // A guide with a page of sessions and more, each with a place for every size and its retry.
    const guide = await approvedGuide({ name: 'Marta Som' });
    const sessions = await publishSessions(guide, AFTER_SHOW_MORE, {
      title: `Sound Bath ${uniqueName('')}`,
      capacity: 2 * SCREENS.length + 2,
    });
    busiest = { id: guide.id, name: guide.name, sessions };
    // A guide who has published no session: seekers ask for a private hour.
    quiet = await approvedGuide({
      name: 'Teresa Calma',
      category: 'Meditation',
      subcategory: 'Mindfulness',
      sessionFormat: '1:1 In-Person',
    });
  }, 60_000);

  it.each(SCREENS)('of a guide with many sessions, at $width×$height', async (viewport) => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/');
    await signUpSeeker(page);
    await page.goto(`/practitioner/${busiest.id}`);
    await page.getByRole('heading', { level: 1, name: busiest.name }).waitFor();
    const bookNow = page.getByRole('button', { name: 'Book Now' });
    await expectInSight(bookNow, 'as the page opens');

    // A session further down the list, and a note: the button is still there to press.
    await page.getByRole('button', { name: /^Show more sessions/ }).click();
    // Every size (and a retry) holds a place in it: one with places for all of them, among those now listed.
    const later = busiest.sessions
      .slice(FIRST_LISTED, AFTER_SHOW_MORE)
      .find((s) => s.remainingSpots > 2 * SCREENS.length);
    if (!later) throw new Error('the busiest guide has no later session with places for every size');
    await page.locator(`[role="radio"][value="${later.id}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('session_id') === `${later.id}`);
    await page
      .getByLabel(`Notes for ${busiest.name}`)
      .fill('Second visit; a little stiff in the lower back.');
    await expectInSight(bookNow, 'after choosing a later session and writing a note');
    expect(await page.locator('[data-bottom-bar]').textContent()).toContain(later.title);

    await bookNow.click();
    await page.waitForURL('**/checkout/**');
    await context.close();
  });

  it.each(SCREENS)(
    'of a guide with no sessions, who takes private requests, at $width×$height',
    async (viewport) => {
      const { context, page } = await newVisitor(browser, viewport);
      await page.goto('/');
      await signUpSeeker(page);
      await page.goto(`/practitioner/${quiet.id}`);
      await page.getByRole('heading', { level: 1, name: quiet.name }).waitFor();
      const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
      await expectInSight(proceed, 'as the page opens');
      await page.getByLabel(`Notes for ${quiet.name}`).fill('Never meditated before.');
      await expectInSight(proceed, 'after writing a note');
      // The button sits outside the form's box, and still submits it: the form asks for a day and a time, and
      // focus goes to the day, which brings it into view.
      await proceed.click();
      await page.getByText('Please select a date').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid') ?? 'nothing'))
        .toBe('true');
      const error = await page.getByText('Please select a date').boundingBox();
      expect(error && error.y > 0 && error.y + error.height < viewport.height).toBe(true);
      await context.close();
    },
  );

  it.each(SCREENS)('signed out, at $width×$height', async (viewport) => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto(`/practitioner/${busiest.id}`);
    await page.getByRole('heading', { level: 1, name: busiest.name }).waitFor();
    await expectInSight(page.getByRole('link', { name: 'Login to Book' }), 'as the page opens');
    await context.close();
  });
});
