import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GuideApplicationInput } from '../src/contract/guide-applications';
import type { SessionPage, SessionView } from '../src/contract/sessions';
import { launchBrowser, newVisitor, uniqueAddress, uniqueName } from './support/browser';

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

/**
 * The listed guide with the most sessions to book, in the order the card lists them, among those with a later
 * session (past the first four, within the twelve listed after "Show more") that has a place for every size and
 * its retry.
 */
async function busiestGuide(page: Page): Promise<{ id: number; name: string; sessions: SessionView[] }> {
  const { items } = (await (await page.request.get('/api/practitioners?pageSize=48')).json()) as {
    items: { id: number; fullName: string }[];
  };
  let busiest: { id: number; name: string; sessions: SessionView[] } | null = null;
  for (const guide of items) {
    const { items: sessions } = (await (
      await page.request.get(`/api/sessions?practitionerId=${guide.id}&status=scheduled&upcoming=true`)
    ).json()) as SessionPage;
    if (!sessions.slice(4, 12).some((session) => session.remainingSpots > 2 * SCREENS.length)) continue;
    if (!busiest || sessions.length > busiest.sessions.length)
      busiest = { id: guide.id, name: guide.fullName, sessions };
  }
  if (!busiest || busiest.sessions.length < 8) throw new Error('no demo guide with many sessions');
  return busiest;
}

/** Someone calling the API from Node at their own address, with a cookie jar of one. */
function apiClient() {
  const address = uniqueAddress();
  let cookie = '';
  return async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(new URL(path, inject('baseUrl')), {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith('luz_session='));
    if (session) cookie = session.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, data: text ? JSON.parse(text) : null };
  };
}

/** A guide who signed up, applied and was approved, and has published no session: seekers ask for a private hour. */
async function approvedGuideWithoutSessions(): Promise<{ id: number; name: string }> {
  const guide = apiClient();
  const username = uniqueName('quiet');
  const name = `Teresa Calma ${username.slice(-4)}`;
  const email = `${username}@example.com`;
  expect(
    (
      await guide('POST', '/api/register', {
        username,
        email,
        password: 'quiet-guide-pass',
        role: 'practitioner',
      })
    ).status,
  ).toBe(201);
  const application: GuideApplicationInput = {
    fullName: name,
    email,
    city: 'Lisbon',
    yearsExperience: 6,
    experienceLevel: '5-10 years',
    instagram: '',
    website: '',
    category: 'Meditation',
    subcategory: 'Mindfulness',
    bio: 'Quiet one-to-one meditation in a small room above the river, for busy minds.',
    uniqueApproach: 'We sit, we breathe, and we talk a little about what came up afterwards.',
    certification1Name: 'Mindfulness Teacher Training',
    certification1Url: 'https://example.com/certificates/mindfulness.pdf',
    certification2Name: '',
    certification2Url: '',
    professionalReferenceEmail: '',
    languages: ['English'],
    sessionLocation: 'Your studio/office',
    sessionLocationOther: '',
    sessionFormat: '1:1 In-Person',
    offerGroupSessions: false,
    pricePerSession: 4500,
  };
  const applied = await guide('POST', '/api/guide-application', application);
  expect(applied.status).toBe(201);
  const admin = apiClient();
  expect((await admin('POST', '/api/login', { username: 'admin', password: 'luz-admin-demo' })).status).toBe(
    200,
  );
  const decision = await admin('PATCH', `/api/admin/guide-applications/${applied.data.id}`, {
    status: 'approved',
  });
  expect(decision.status).toBe(200);
  const me = await guide('GET', '/api/user');
  return { id: me.data.id, name };
}

describe('the booking button is in sight on a guide page', () => {
  let busiest: { id: number; name: string; sessions: SessionView[] };
  let quiet: { id: number; name: string };
  beforeAll(async () => {
    const { context, page } = await newVisitor(browser);
    busiest = await busiestGuide(page);
    await context.close();
    quiet = await approvedGuideWithoutSessions();
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
    const later = busiest.sessions.slice(4, 12).find((s) => s.remainingSpots > 2 * SCREENS.length);
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
