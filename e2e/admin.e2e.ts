import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../src/contract/bookings';
import type { GuideApplicationInput, GuideApplicationRecord } from '../src/contract/guide-applications';
import { E2E_ADMIN } from './fixtures/admin-account';
import { approvedGuide, signUpSeeker } from './fixtures/people';
import { paidBooking, publishSessions } from './fixtures/sessions';
import { launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The admin, signed in, on the admin panel. */
async function adminPanel(viewport = { width: 1280, height: 800 }) {
  const visitor = await newVisitor(browser, viewport);
  await signIn(visitor.page, E2E_ADMIN.username, E2E_ADMIN.password);
  await visitor.page.waitForURL('**/admin');
  await visitor.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  return visitor;
}

/** Types into a list's search box and waits for the URL (and so the list) to follow. */
async function searchList(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** A seeker registered (and signed in) through the API of `request`'s browser context. */
async function registerSeeker(request: APIRequestContext, name?: string) {
  const username = uniqueName('seeker');
  const response = await request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'secret-seeker', role: 'student', name },
  });
  expect(response.status()).toBe(201);
  return { username, id: ((await response.json()) as { id: number }).id };
}

function applicationOf(fullName: string, email: string): GuideApplicationInput {
  return {
    fullName,
    email,
    neighbourhood: 'Alfama',
    yearsExperience: 4,
    experienceLevel: '3-5 years',
    instagram: '@luz.test',
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
    languages: ['English', 'Portuguese'],
    sessionLocation: 'Other',
    sessionLocationOther: 'Jardim da Estrela, by the bandstand',
    sessionFormat: 'Group In-Person',
    offerGroupSessions: true,
    pricePerSession: 4500,
    pricePerGroupSession: 2000,
  };
}

describe('admin panel', () => {
  it('approves a pending application from its dialog, and the guide can then sign in to set up', async () => {
    // The applicant signs up and applies through the API, under a name no demo guide has.
    const applicant = await newVisitor(browser);
    const tag = uniqueName('');
    const fullName = `Teresa Vento ${tag}`;
    const email = `teresa${tag}@example.com`;
    const signup = await applicant.page.request.post('/api/guide-signup', {
      data: {
        fullName,
        email,
        password: 'teresa-guide-pass',
        neighbourhood: 'Alfama',
        category: 'Breathwork',
      },
    });
    expect(signup.status()).toBe(201);
    const applied = await applicant.page.request.post('/api/guide-application', {
      data: applicationOf(fullName, email),
    });
    expect(applied.status()).toBe(201);
    const application = (await applied.json()) as GuideApplicationRecord;
    expect(application.status).toBe('pending');
    await applicant.context.close();

    const { context, page } = await adminPanel();
    // The dashboard lists it among the recent applications; "View All Applications" opens the tab.
    await page.getByRole('heading', { name: 'Recent Applications' }).waitFor();
    await page.getByRole('button', { name: 'View All Applications' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'applications');
    await page.getByRole('tab', { name: /Guide Applications/, selected: true }).waitFor();

    await page.getByLabel('Status').selectOption('pending');
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await searchList(page, 'Search applications', fullName);
    const row = page.getByRole('row', { name: new RegExp(fullName) });
    await row.getByText('Pending').waitFor();
    await row.getByRole('button', { name: `View details of ${fullName}'s application` }).click();

    const dialog = page.getByRole('dialog', { name: fullName });
    await dialog.getByText('Jardim da Estrela, by the bandstand').waitFor();
    await dialog.getByText('Holotropic Breathwork Facilitator').waitFor();
    await dialog.getByText('€45.00').waitFor();
    await dialog.getByRole('button', { name: 'Reject Application' }).waitFor();
    await dialog.getByRole('button', { name: 'Approve Application' }).click();
    await page.getByText('Application status updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Reload keeps the tab, the filter and the search; the approved application has left the pending list.
    await page.reload();
    await page.getByRole('heading', { name: 'No guide applications found' }).waitFor();
    expect(await page.getByLabel('Search applications').inputValue()).toBe(fullName);
    await page.getByLabel('Status').selectOption('');
    await page
      .getByRole('row', { name: new RegExp(fullName) })
      .getByText('Approved')
      .waitFor();
    // Back undoes the last filter change.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await context.close();

    const guide = await newVisitor(browser);
    await signIn(guide.page, email, 'teresa-guide-pass');
    await guide.page.waitForURL((url) =>
      ['/setup/profile', '/practitioner-dashboard'].includes(url.pathname),
    );
    await guide.context.close();
  });

  it('deactivates a seeker, who is signed out at their next page load', async () => {
    const seeker = await newVisitor(browser);
    await seeker.page.goto('/');
    const { username } = await registerSeeker(seeker.page.request, 'Rita Sol');
    await seeker.page.goto('/bookings');
    await seeker.page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();

    const { context, page } = await adminPanel(PHONE);
    await page.goto('/admin?tab=users&role=student');
    await searchList(page, 'Search users', username);
    await page.getByRole('button', { name: `Deactivate ${username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${username}?` });
    await confirm.getByText(/will be signed out at once/).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText('User status updated successfully').waitFor();
    await page.getByRole('button', { name: `Reactivate ${username}` }).waitFor();

    // The audit log has it, with what changed.
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'audit-log');
    await page
      .getByRole('button', { name: /^Show changes of Deactivated user/ })
      .first()
      .click();
    await page.getByRole('rowheader', { name: 'isActive' }).first().waitFor();
    await context.close();

    await seeker.page.reload();
    await seeker.page.waitForURL('**/auth');
    await seeker.page.getByRole('button', { name: 'Log in' }).waitFor();
    expect((await seeker.page.request.get('/api/user')).status()).toBe(401);
    await seeker.context.close();
  });

  it('cancels a booked session, and the seeker finds the booking cancelled', async () => {
    // A guide of this test's own publishes a session, and a seeker books and pays for it.
    const guide = await approvedGuide({ category: 'Breathwork', subcategory: 'Holotropic Breathwork' });
    const title = `Admin Test Circle ${uniqueName('')}`;
    const [session] = await publishSessions(guide, 1, {
      title,
      daysAhead: 20,
      startTime: '06:00',
      endTime: '06:45',
      price: 3500,
      capacity: 8,
      modality: 'Breathwork',
    });
    if (!session) throw new Error('the guide published no session');
    const seeker = await signUpSeeker({ name: 'Joana Lua' });
    const bookingId = await paidBooking(seeker, session);

    const { context, page } = await adminPanel();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'sessions');
    await searchList(page, 'Search sessions', title);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText('€35.00').waitFor();
    await row.getByText(`Guide #${session.practitionerId}`).waitFor();
    await row.getByRole('button', { name: /^Cancel / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this session?' });
    await confirm
      .getByText(
        'Are you sure you want to cancel this session? This will also cancel all associated bookings.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel Session' }).click();
    await page.getByText('Session cancelled successfully').waitFor();
    await row.getByText('Cancelled').waitFor();
    expect(await row.getByRole('button', { name: /^Cancel / }).count()).toBe(0);
    await context.close();

    const bookings = (await seeker.api('GET', '/api/bookings?pageSize=50')).data.items as BookingView[];
    const booking = bookings.find((b) => b.id === bookingId);
    expect(booking?.status).toBe('cancelled');
    expect(booking?.cancellationReason).toBe('admin_cancelled_session');
  });
});
