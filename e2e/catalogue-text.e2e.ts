import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../src/contract/app-routes';
import { E2E_ADMIN } from './fixtures/admin-account';
import { approvedGuide, signInBrowser, signUpSeeker } from './fixtures/people';
import { paidBooking, publishSessions } from './fixtures/sessions';
import { waitForSettledPage } from './support/accessibility';
import { launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';
import { CatalogueTextCheck, reportOfCatalogueText } from './support/catalogue-text';

/**
 * Every route of the app, read with each catalogue word between marks (src/web/lib/marked-messages.ts), as
 * each kind of person who sees it: any word outside the marks that is not people's own data came from no
 * catalogue, written into the code or left untranslated (decision 061).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const visitedRoutes = new Set<string>();
const checks: CatalogueTextCheck[] = [];

async function markedVisitor(who: string) {
  const { context, page } = await newVisitor(browser, PHONE);
  const check = await CatalogueTextCheck.open(context, page, who);
  checks.push(check);
  return { context, page, check };
}

async function visitAll(check: CatalogueTextCheck, visits: readonly { route: string; path: string }[]) {
  for (const { route, path } of visits) {
    visitedRoutes.add(route);
    await check.visit(path);
  }
}

describe('every word on every page comes from a catalogue', () => {
  it('signed out: the public pages, the sign-in forms with their errors, the phone menu', async () => {
    const { context, page, check } = await markedVisitor('a signed-out visitor');
    const guide = await approvedGuide({ name: 'Marta Luz' });
    await publishSessions(guide, 2, { title: `Sound Bath ${uniqueName('')}` });
    await visitAll(check, [
      { route: '/', path: '/' },
      { route: '/explore', path: '/explore' },
      { route: '/practitioner/:id', path: `/practitioner/${guide.id}` },
      { route: '/practitioners/:id', path: `/practitioners/${guide.id}` },
      { route: '/about', path: '/about' },
      { route: '/resources', path: '/resources' },
      { route: '/terms', path: '/terms' },
      { route: '/privacy', path: '/privacy' },
      { route: '/cookies', path: '/cookies' },
      { route: '/forgot-password', path: '/forgot-password' },
      { route: '/reset-password', path: '/reset-password?token=not-a-token' },
      { route: '/signup', path: '/signup' },
      { route: '*', path: '/no/such/page' },
      { route: '/auth', path: '/auth' },
      { route: '/bookings', path: '/bookings' },
      { route: '/checkout/:id', path: '/checkout/none' },
    ]);

    await page.goto('/auth');
    await waitForSettledPage(page);
    await page.locator('form button[type="submit"]').first().click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await check.check('/auth, sign-in errors shown');

    await page.goto('/');
    await waitForSettledPage(page);
    await page.getByRole('button', { name: /Open menu/ }).click();
    const menuId = await page.getByRole('button', { name: /Close menu/ }).getAttribute('aria-controls');
    await page.locator(`[id="${menuId}"] nav`).first().waitFor();
    await check.check('/, phone menu open');
    await context.close();
  }, 180_000);

  it('as a seeker: their bookings, receipt, profile, saved guides, checkout', async () => {
    const { context, page, check } = await markedVisitor('a seeker with a booking');
    const seeker = await signUpSeeker({ name: 'Sofia Almeida' });
    const guide = await approvedGuide({ name: 'Marta Luz' });
    const [booked, other] = await publishSessions(guide, 2, { title: `Sound Bath ${uniqueName('')}` });
    const bookingId = await paidBooking(seeker, booked!);
    await page.goto('/');
    await signInBrowser(page, seeker);
    const checkout = await page.request.post('/api/create-checkout-session', {
      data: { sessionId: other!.id },
    });
    const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };

    await visitAll(check, [
      { route: '/', path: '/' },
      { route: '/bookings', path: '/bookings' },
      { route: '/bookings/:id/receipt', path: `/bookings/${bookingId}/receipt` },
      { route: '/profile', path: '/profile' },
      { route: '/saved', path: '/saved' },
      {
        route: '/booking-success',
        path: `/booking-success?booking_id=${bookingId}&session_id=${booked!.id}`,
      },
      { route: '/practitioner/:id', path: `/practitioner/${guide.id}` },
      { route: '/checkout/:id', path: new URL(checkoutUrl, page.url()).pathname },
      { route: '/dashboard', path: '/dashboard' },
      { route: '/admin', path: '/admin' },
    ]);

    await context.close();
  }, 180_000);

  it('as a guide before approval: the application forms and the waiting page', async () => {
    const { context, page, check } = await markedVisitor('a guide awaiting approval');
    await page.goto('/');
    const tag = uniqueName('');
    const signup = await page.request.post('/api/guide-signup', {
      data: {
        fullName: `Teresa Vento ${tag}`,
        email: `teresa${tag}@example.com`,
        password: 'teresa-guide-pass',
        neighbourhood: 'Alfama',
        category: 'Breathwork',
      },
    });
    expect(signup.status()).toBe(201);
    await visitAll(check, [
      { route: '/onboarding/guide', path: '/onboarding/guide' },
      { route: '/guide-application', path: '/guide-application' },
      { route: '/onboarding/guide-application', path: '/onboarding/guide-application' },
      { route: '/waiting-approval', path: '/waiting-approval' },
    ]);
    await context.close();
  }, 180_000);

  it('as an approved guide: every dashboard tab, the profile editor and its tabs', async () => {
    const { context, page, check } = await markedVisitor('an approved guide with a booking');
    const guide = await approvedGuide({ name: 'Marta Luz' });
    const [session] = await publishSessions(guide, 2, {
      title: `Sound Bath ${uniqueName('')}`,
      daysAhead: 10,
    });
    await paidBooking(await signUpSeeker(), session!);
    await page.goto('/');
    await signInBrowser(page, guide);
    await visitAll(check, [
      { route: '/practitioner-dashboard', path: '/practitioner-dashboard' },
      ...['sessions', 'bookings', 'calendar', 'earnings', 'reviews', 'messages'].map((tab) => ({
        route: '/practitioner-dashboard',
        path: `/practitioner-dashboard?tab=${tab}`,
      })),
      { route: '/practitioner-profile', path: '/practitioner-profile' },
      { route: '/setup/profile', path: '/setup/profile' },
    ]);
    await page.goto('/practitioner-profile');
    await waitForSettledPage(page);
    const tabs = page.getByRole('tab');
    for (let n = 1; n < (await tabs.count()); n++) {
      await tabs.nth(n).click();
      await page.getByRole('tabpanel').waitFor();
      await check.check(`/practitioner-profile, tab ${n + 1}`);
    }
    await context.close();
  }, 180_000);

  it('as an admin: every tab of the panel', async () => {
    const { context, page, check } = await markedVisitor('the admin');
    await page.goto('/');
    await signInBrowser(page, E2E_ADMIN);
    await visitAll(check, [
      { route: '/admin', path: '/admin' },
      ...[
        'applications',
        'practitioners',
        'sessions',
        'users',
        'bookings',
        'reviews',
        'conversations',
        'audit-log',
        'jobs',
      ].map((tab) => ({ route: '/admin', path: `/admin?tab=${tab}` })),
    ]);
    await context.close();
  }, 180_000);

  it('has read every route of the app, and found no word outside the catalogues', () => {
    const missing = APP_ROUTES.map((route) => route.path).filter((path) => !visitedRoutes.has(path));
    expect(missing).toEqual([]);
    expect(
      checks.flatMap((check) => check.findings),
      reportOfCatalogueText(checks),
    ).toEqual([]);
  });
});
