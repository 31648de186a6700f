import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../src/contract/app-routes';
import type { GuideApplicationInput } from '../src/contract/guide-applications';
import type { SessionPage, SessionView } from '../src/contract/sessions';
import { E2E_ADMIN } from './fixtures/admin-account';
import { approvedGuide, type Person, signInBrowser, signUpSeeker } from './fixtures/people';
import { paidBooking, publishSessions } from './fixtures/sessions';
import { AccessibilityAudit, reportOf, type Visit, waitForSettledPage } from './support/accessibility';
import { DESKTOP, launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';

/**
 * Every page of the app, checked with axe-core (WCAG 2.1 A and AA and best practices) at 390 px and 1280 px,
 * signed out and as each role, with the dialogs and menus that matter opened too: no serious or critical
 * violation. Each role walks its pages in one browser tab. A page that looks the same to everyone (About,
 * Resources, the seeker profile form) is checked once or twice rather than for every role; every role checks
 * the home page, whose header is theirs, and the pages that are theirs.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const HOME = "Lisbon's Top-Rated Wellness Experiences";
const ACCESS_DENIED = 'Access Denied';

async function signIn(page: Page, person: { username: string; password: string }) {
  await page.goto('/');
  await signInBrowser(page, person);
}

/** A guide of this test's own with sessions to book. */
async function guideWithSessions(): Promise<{ guide: Person; sessions: SessionView[] }> {
  const guide = await approvedGuide({ name: 'Marta Luz' });
  return { guide, sessions: await publishSessions(guide, 3, { title: `Sound Bath ${uniqueName('')}` }) };
}

/** A demo guide with sessions to book: what a visitor of the public pages sees. */
async function demoGuideWithSessions(page: Page): Promise<{ guideId: number; sessions: SessionView[] }> {
  const { items } = (await (await page.request.get('/api/practitioners?pageSize=12')).json()) as {
    items: { id: number }[];
  };
  for (const { id } of items) {
    const { items: sessions } = (await (
      await page.request.get(`/api/sessions?practitionerId=${id}&status=scheduled&upcoming=true`)
    ).json()) as SessionPage;
    if (sessions.some((session) => session.remainingSpots > 1)) return { guideId: id, sessions };
  }
  throw new Error('no demo guide with sessions to book');
}

/** Opens the checkout page of a session the signed-in seeker has not booked yet; its spot is held meanwhile. */
async function openCheckout(page: Page, sessions: readonly SessionView[]): Promise<string> {
  for (const session of sessions.filter((s) => s.remainingSpots > 1)) {
    const response = await page.request.post('/api/create-checkout-session', {
      data: { sessionId: session.id },
    });
    if (response.status() === 201) {
      const { checkoutUrl } = (await response.json()) as { checkoutUrl: string };
      return new URL(checkoutUrl, page.url()).pathname;
    }
    // 409: this seeker already holds a booking for that session.
    expect(response.status()).toBe(409);
  }
  throw new Error('no session left to check out');
}

function applicationOf(fullName: string, email: string): GuideApplicationInput {
  return {
    fullName,
    email,
    neighbourhood: 'Alfama',
    yearsExperience: 4,
    experienceLevel: '3-5 years',
    instagram: '',
    website: '',
    category: 'Breathwork',
    subcategory: 'Holotropic Breathwork',
    bio: 'Breathwork circles by the river, gentle and grounded, for people new to it.',
    uniqueApproach: 'Short rounds, lots of rest, and a cup of tea to finish every circle.',
    certification1Name: 'Holotropic Breathwork Facilitator',
    certification1Url: 'https://example.com/certificates/holotropic.pdf',
    certification2Name: '',
    certification2Url: '',
    professionalReferenceEmail: '',
    languages: ['English'],
    sessionLocation: 'Public space',
    sessionLocationOther: '',
    sessionFormat: 'Group In-Person',
    offerGroupSessions: false,
    pricePerSession: 4500,
    pricePerGroupSession: 0,
  };
}

/** Opens the phone menu, checks it, and closes it again with Escape. */
async function checkMobileMenu(audit: AccessibilityAudit, where: string) {
  const { page } = audit;
  await audit.resize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menuId = await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls');
  await page.locator(`[id="${menuId}"] nav`).first().waitFor();
  await audit.check(where, 'mobile menu open', `[id="${menuId}"]`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
}

/** Opens the avatar menu on a wide screen, checks it, and closes it again with Escape. */
async function checkAccountMenu(audit: AccessibilityAudit, username: string, where: string) {
  const { page } = audit;
  await audit.resize(DESKTOP);
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menu').waitFor();
  await audit.check(where, 'account menu open', '[role="menu"]');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** Checks an open dialog at both widths, then closes it with Escape. */
async function checkDialog(
  audit: AccessibilityAudit,
  where: string,
  state: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  const dialog = audit.page.getByRole(role);
  await dialog.waitFor();
  await audit.checkAtBothWidths(where, state, `[role="${role}"]`);
  await audit.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Every path of APP_ROUTES visited in this file, so that a new route without a check fails here. */
const visitedRoutes = new Set<string>();

async function visitAll(audit: AccessibilityAudit, visits: readonly (Visit & { route: string })[]) {
  for (const visit of visits) {
    visitedRoutes.add(visit.route);
    await audit.visit(visit);
  }
}

describe('accessibility (axe-core, WCAG 2.1 AA): no serious or critical violation', () => {
  it('signed out: public pages, sign-in forms with their errors, the calendar and the phone menu', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const audit = new AccessibilityAudit(page, 'a signed-out visitor');
    await page.goto('/');
    const { guideId } = await demoGuideWithSessions(page);

    await visitAll(audit, [
      { route: '/', path: '/', heading: HOME },
      { route: '/explore', path: '/explore', heading: 'Find Your Perfect Practitioner' },
      { route: '/practitioner/:id', path: `/practitioner/${guideId}`, heading: /\S/ },
      { route: '/about', path: '/about', heading: 'A little more light in a busy life' },
      { route: '/resources', path: '/resources', heading: 'Resources' },
      { route: '/terms', path: '/terms', heading: 'Terms of Use' },
      { route: '/privacy', path: '/privacy', heading: 'Privacy Policy' },
      { route: '/cookies', path: '/cookies', heading: 'Cookie Policy' },
      { route: '/forgot-password', path: '/forgot-password', heading: 'Forgot your password?' },
      {
        route: '/reset-password',
        path: '/reset-password?token=not-a-token',
        heading: "This link can't be used",
      },
      { route: '/signup', path: '/signup', heading: 'Join Luz as a guide' },
      { route: '*', path: '/no/such/page', heading: '404 Page Not Found' },
      { route: '/auth', path: '/auth', heading: 'Welcome back' },
      // Members' pages send a visitor to sign in first.
      { route: '/bookings', path: '/bookings', heading: 'Welcome back', landsOn: '/auth' },
      { route: '/checkout/:id', path: '/checkout/none', heading: 'Welcome back', landsOn: '/auth' },
    ]);

    // The sign-in form after an empty submit, then the register tab after one.
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await audit.checkAtBothWidths('/auth', 'login errors shown');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Name is required').waitFor();
    await audit.checkAtBothWidths('/auth', 'register tab, errors shown');

    // The home search's calendar.
    await page.goto('/');
    await page.getByRole('button', { name: /^Date:/ }).click();
    await page.getByRole('dialog').waitFor();
    await checkDialog(audit, '/', 'date picker open');

    await checkMobileMenu(audit, '/');
    await context.close();
    expect(audit.violations, reportOf(audit)).toEqual([]);
  }, 180_000);

  it('as a seeker: their pages, checkout with a declined card, cancel and complete-profile dialogs, menus', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const audit = new AccessibilityAudit(page, 'a seeker with a booking');
    const seeker = await signUpSeeker({ name: 'Sofia Almeida' });
    const { guide, sessions } = await guideWithSessions();
    const guideId = guide.id;
    const [booked, ...others] = sessions as [SessionView, ...SessionView[]];
    const confirmed = { id: await paidBooking(seeker, booked), sessionId: booked.id };
    await signIn(page, seeker);

    await visitAll(audit, [
      { route: '/', path: '/', heading: HOME },
      { route: '/explore', path: '/explore', heading: 'Find Your Perfect Practitioner' },
      { route: '/practitioner/:id', path: `/practitioner/${guideId}`, heading: /\S/ },
      { route: '/bookings', path: '/bookings', heading: 'My Bookings' },
      { route: '/bookings/:id/receipt', path: `/bookings/${confirmed.id}/receipt`, heading: 'Receipt' },
      { route: '/profile', path: '/profile', heading: 'Your Profile' },
      { route: '/saved', path: '/saved', heading: 'Saved guides' },
      {
        route: '/booking-success',
        path: `/booking-success?booking_id=${confirmed.id}&session_id=${confirmed.sessionId}`,
        heading: 'Booking Confirmed',
      },
      { route: '/dashboard', path: '/dashboard', heading: HOME, landsOn: '/' },
      { route: '/signup', path: '/signup', heading: HOME, landsOn: '/' },
      { route: '/admin', path: '/admin', heading: ACCESS_DENIED },
    ]);

    // My Bookings: the cancel dialog, closed without cancelling.
    await page.goto('/bookings');
    await waitForSettledPage(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await page
      .getByRole('dialog', { name: 'Cancel Booking' })
      .getByRole('button', { name: 'Keep Booking' })
      .waitFor();
    await checkDialog(audit, '/bookings', 'cancel booking dialog');

    // The checkout page, before and after a declined card; leaving it gives the spot back.
    const checkoutPath = await openCheckout(page, others);
    visitedRoutes.add('/checkout/:id');
    await audit.visit({ path: checkoutPath, heading: 'Secure checkout' });
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Sofia Almeida');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByRole('alert').getByText('Your card was declined. Please try another card.').waitFor();
    await audit.checkAtBothWidths(checkoutPath, 'card declined');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/checkout/'));

    // The menus of a signed-in seeker.
    await page.goto('/');
    await checkMobileMenu(audit, '/');
    await checkAccountMenu(audit, seeker.username, '/');

    // A seeker without a name is asked to complete the profile before booking.
    const newcomer = await newVisitor(browser, PHONE);
    await newcomer.page.goto('/');
    const username = uniqueName('seeker');
    const registered = await newcomer.page.request.post('/api/register', {
      data: { username, email: `${username}@example.com`, password: 'secret-seeker', role: 'student' },
    });
    expect(registered.status()).toBe(201);
    const newcomerAudit = new AccessibilityAudit(newcomer.page, 'a seeker without a name');
    await newcomer.page.goto(`/practitioner/${guideId}`);
    await newcomer.page.getByRole('button', { name: 'Book Now' }).click();
    await checkDialog(newcomerAudit, `/practitioner/${guideId}`, 'complete profile dialog');
    await newcomer.context.close();

    await context.close();
    const violations = [...audit.violations, ...newcomerAudit.violations];
    expect(violations, reportOf(audit) + reportOf(newcomerAudit)).toEqual([]);
  }, 180_000);

  it('as a guide before approval: the application forms, then the waiting page once applied', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const audit = new AccessibilityAudit(page, 'a guide awaiting approval');
    await page.goto('/');
    const tag = uniqueName('');
    const fullName = `Teresa Vento ${tag}`;
    const email = `teresa${tag}@example.com`;
    const signup = await page.request.post('/api/guide-signup', {
      data: {
        fullName,
        email,
        password: 'teresa-guide-pass',
        neighbourhood: 'Alfama',
        category: 'Breathwork',
      },
    });
    expect(signup.status()).toBe(201);

    // Signed up, not applied yet: the two application forms.
    await visitAll(audit, [
      { route: '/onboarding/guide', path: '/onboarding/guide', heading: 'Become a Luz Guide' },
      { route: '/guide-application', path: '/guide-application', heading: /\S/ },
    ]);
    await page.goto('/onboarding/guide');
    await waitForSettledPage(page);
    // Step one starts from the sign-up's answers; Continue before they arrive would stop at step one.
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe(fullName);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 2, name: 'Practice details' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Subcategory is required').waitFor();
    await audit.checkAtBothWidths('/onboarding/guide', 'step 2, errors shown');

    const applied = await page.request.post('/api/guide-application', {
      data: applicationOf(fullName, email),
    });
    expect(applied.status()).toBe(201);
    await visitAll(audit, [
      { route: '/waiting-approval', path: '/waiting-approval', heading: 'Application Submitted' },
      {
        route: '/practitioner-dashboard',
        path: '/practitioner-dashboard',
        heading: 'Application Submitted',
        landsOn: '/waiting-approval',
      },
      {
        route: '/practitioner-profile',
        path: '/practitioner-profile',
        heading: 'Application Submitted',
        landsOn: '/waiting-approval',
      },
      {
        route: '/setup/profile',
        path: '/setup/profile',
        heading: 'Application Submitted',
        landsOn: '/waiting-approval',
      },
      { route: '/onboarding/guide-application', path: '/onboarding/guide-application', heading: /\S/ },
      { route: '/', path: '/', heading: HOME },
      // An empty list: a guide has booked nothing.
      { route: '/bookings', path: '/bookings', heading: 'My Bookings' },
    ]);
    await checkMobileMenu(audit, '/bookings');
    await context.close();
    expect(audit.violations, reportOf(audit)).toEqual([]);
  }, 180_000);

  it('as an approved guide: the dashboard tabs, the session dialog with errors, the profile editor', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const audit = new AccessibilityAudit(page, 'an approved guide with sessions');
    const { guide } = await guideWithSessions();
    await paidBooking(await signUpSeeker(), (await publishSessions(guide, 1, { daysAhead: 10 }))[0]!);
    await signIn(page, guide);
    const guideId = guide.id;

    await visitAll(audit, [
      { route: '/practitioner-dashboard', path: '/practitioner-dashboard', heading: 'Guide Dashboard' },
      ...['sessions', 'bookings', 'calendar', 'earnings', 'reviews'].map((tab) => ({
        route: '/practitioner-dashboard',
        path: `/practitioner-dashboard?tab=${tab}`,
        heading: 'Guide Dashboard',
        within: '[role="tabpanel"]',
      })),
      { route: '/practitioner-profile', path: '/practitioner-profile', heading: 'Edit Your Guide Profile' },
      { route: '/setup/profile', path: '/setup/profile', heading: 'Setup Your Guide Profile' },
      { route: '/waiting-approval', path: '/waiting-approval', heading: 'Application Approved' },
      { route: '/practitioner/:id', path: `/practitioner/${guideId}`, heading: /\S/ },
      { route: '/', path: '/', heading: HOME },
      { route: '/admin', path: '/admin', heading: ACCESS_DENIED },
    ]);

    // The profile editor's other tabs.
    await page.goto('/practitioner-profile');
    await waitForSettledPage(page);
    for (const tab of ['Practice & Prices', 'Qualifications', 'Media Gallery', 'Availability']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').waitFor();
      await audit.check('/practitioner-profile', `${tab} tab`, '[role="tabpanel"]');
    }

    // The session dialog, after an empty submit shows its errors.
    await page.goto('/practitioner-dashboard?tab=sessions');
    await waitForSettledPage(page);
    await page.getByRole('button', { name: 'Create Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    await dialog
      .getByRole('button', { name: /^Create/ })
      .last()
      .click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    await checkDialog(audit, '/practitioner-dashboard', 'create session dialog, errors shown');

    // A session's details.
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await checkDialog(audit, '/practitioner-dashboard', 'session details dialog');

    await checkAccountMenu(audit, guide.username, '/practitioner-dashboard');
    await context.close();
    expect(audit.violations, reportOf(audit)).toEqual([]);
  }, 180_000);

  it('as an admin: every tab of the panel, an application in its dialog, a deactivation to confirm', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const audit = new AccessibilityAudit(page, 'the admin');
    await signIn(page, E2E_ADMIN);
    const { items } = (await (await page.request.get('/api/practitioners?pageSize=1')).json()) as {
      items: { id: number }[];
    };

    await visitAll(audit, [
      { route: '/admin', path: '/admin', heading: 'Admin Dashboard' },
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
      ].map((tab) => ({
        route: '/admin',
        path: `/admin?tab=${tab}`,
        heading: 'Admin Dashboard',
        within: '[role="tabpanel"]',
      })),
      { route: '/practitioners/:id', path: `/practitioners/${items[0]?.id}`, heading: /\S/ },
      { route: '/practitioner-dashboard', path: '/practitioner-dashboard', heading: ACCESS_DENIED },
    ]);

    await page.goto('/admin?tab=applications');
    await waitForSettledPage(page);
    await page
      .getByRole('button', { name: /^View details of / })
      .first()
      .click();
    await checkDialog(audit, '/admin?tab=applications', 'application detail dialog');

    await page.goto('/admin?tab=users&role=student');
    await waitForSettledPage(page);
    await page
      .getByRole('button', { name: /^Deactivate / })
      .first()
      .click();
    await checkDialog(audit, '/admin?tab=users', 'deactivate confirmation', 'alertdialog');

    await checkAccountMenu(audit, E2E_ADMIN.username, '/admin');
    await context.close();
    expect(audit.violations, reportOf(audit)).toEqual([]);
  }, 180_000);

  it('in Portuguese: the public pages, a seeker’s bookings, a guide’s dashboard, the admin panel', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const audit = new AccessibilityAudit(page, 'a visitor reading Portuguese');
    await page.goto('/pt');
    const { guideId } = await demoGuideWithSessions(page);
    await audit.visit({ path: '/pt', heading: /\S/ });
    for (const path of [
      '/pt/explore',
      `/pt/practitioner/${guideId}`,
      '/pt/about',
      '/pt/terms',
      '/pt/auth',
      '/pt/signup',
    ]) {
      await audit.visit({ path, heading: /\S/ });
    }
    await context.close();

    const seeker = await signUpSeeker({ name: 'Sofia Almeida' });
    const { guide, sessions } = await guideWithSessions();
    const bookingId = await paidBooking(seeker, sessions[0]!);
    const signedIn = async (person: { username: string; password: string }, who: string, paths: string[]) => {
      const visitor = await newVisitor(browser, PHONE);
      const personAudit = new AccessibilityAudit(visitor.page, who);
      await signIn(visitor.page, person);
      for (const path of paths) await personAudit.visit({ path, heading: /\S/ });
      await visitor.context.close();
      return personAudit.violations;
    };
    const violations = [
      ...audit.violations,
      ...(await signedIn(seeker, 'a seeker reading Portuguese', [
        '/pt/bookings',
        `/pt/bookings/${bookingId}/receipt`,
        '/pt/profile',
      ])),
      ...(await signedIn(guide, 'a guide reading Portuguese', [
        '/pt/practitioner-dashboard',
        '/pt/practitioner-profile',
      ])),
      ...(await signedIn(E2E_ADMIN, 'the admin reading Portuguese', ['/pt/admin'])),
    ];
    expect(violations, violations.join('\n')).toEqual([]);
  }, 240_000);

  it('has visited every route of the app', () => {
    const missing = APP_ROUTES.map((route) => route.path).filter((path) => !visitedRoutes.has(path));
    expect(missing).toEqual([]);
  });
});
