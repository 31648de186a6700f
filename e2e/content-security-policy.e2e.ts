import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './fixtures/admin-account';
import { approvedGuide, signInBrowser, signUpSeeker } from './fixtures/people';
import { paidBooking, publishSessions } from './fixtures/sessions';
import { launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations: Violation[];
  }
}

/** Every report the page's content security policy makes, and every console error that names it. */
async function watchPolicy(
  page: Page,
): Promise<{ violations: () => Promise<Violation[]>; consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return { violations: () => page.evaluate(() => window.cspViolations), consoleErrors };
}

/** Loads a page the way a visitor reads it: to the bottom, so what loads on scrolling loads too. */
async function readWholePage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

describe('the content security policy', () => {
  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ])('is never violated by the public pages (%s)', async (_size, viewport) => {
    const { context, page } = await newVisitor(browser, viewport);
    const policy = await watchPolicy(page);
    const guides = await (await context.request.get('/api/practitioners?page=1')).json();
    const guidePage = `/practitioner/${guides.items[0].id}`;
    for (const path of ['/', '/explore', guidePage, '/auth']) {
      await readWholePage(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await policy.violations(), path).toEqual([]);
    }
    expect(policy.consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ])(
    'is never violated by signed-in pages, which the app takes over without an error (%s)',
    async (_size, viewport) => {
      // People of this test's own, each with something on their first page: a booking, a booked session.
      const seeker = await signUpSeeker();
      const guide = await approvedGuide();
      const [session] = await publishSessions(guide, 1, { title: `Sound Bath ${uniqueName('')}` });
      await paidBooking(seeker, session!);
      const visits: [{ username: string; password: string }, string[]][] = [
        [seeker, ['/bookings', `/practitioner/${guide.id}`]],
        [guide, ['/practitioner-dashboard']],
        [E2E_ADMIN, ['/admin']],
      ];
      for (const [person, paths] of visits) {
        const { username } = person;
        const { context, page } = await newVisitor(browser, viewport);
        const policy = await watchPolicy(page);
        // A page the server drew that the browser would draw otherwise is a hydration error, thrown on the page.
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        await signInBrowser(page, person);
        for (const path of paths) {
          await readWholePage(page, path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await policy.violations(), path).toEqual([]);
        }
        expect(pageErrors, username).toEqual([]);
        expect(policy.consoleErrors, username).toEqual([]);
        await context.close();
      }
    },
  );

  it('is watched closely enough to see a violation when there is one', async () => {
    const { context, page } = await newVisitor(browser);
    const policy = await watchPolicy(page);
    await readWholePage(page, '/auth');
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.injected = true';
      document.body.append(inline);
    });
    await expect
      .poll(() => policy.violations())
      .toContainEqual(expect.objectContaining({ directive: expect.stringMatching(/^script-src/) }));
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await context.close();
  });
});
