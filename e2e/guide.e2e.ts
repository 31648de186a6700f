import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './fixtures/api-client';
import { signedInAdmin } from './fixtures/people';
import { launchBrowser, newVisitor, uniqueName } from './support/browser';
import { waitForEmail } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Picks `option` in the Radix select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function continueTo(page: Page, stepTitle: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: stepTitle }).waitFor();
}

/** MM/YY of a month a year from now: a card that has not expired. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

// One guide's journey, in order: each block opens a fresh browser context and goes on from the last.
const tag = uniqueName('');
const guide = {
  name: `Clara Mar ${tag}`,
  email: `guide${tag}@example.com`,
  password: 'clara-guide-pass',
};
const seriesTitle = `Morning Reiki Circle ${tag}`;
const editedTitle = `Full Moon Reiki ${tag}`;
let guideId = 0;

async function signInAsGuide(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Username or email').fill(guide.email);
  await page.getByLabel('Password', { exact: true }).fill(guide.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/practitioner-dashboard');
}

describe('a guide, from sign-up to a cancelled session', () => {
  it('signs up, applies, is approved, sets up a profile and publishes a weekly series', async () => {
    const { context, page } = await newVisitor(browser);

    // Sign-up: the account, then on to the wizard with those answers.
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Join Luz as a guide' }).waitFor();
    await page.getByLabel('Full name').fill(guide.name);
    await page.getByLabel('Email').fill(guide.email);
    await page.getByLabel('Password', { exact: true }).fill(guide.password);
    await page.getByLabel('Neighbourhood').selectOption('Graça');
    await choose(page, 'Category', 'Reiki');
    await page.getByRole('button', { name: 'Create guide account' }).click();
    await page.waitForURL('**/onboarding/guide');
    await page.getByRole('heading', { level: 1, name: 'Become a Luz Guide' }).waitFor();

    // Step 1 starts from the sign-up.
    await page.getByRole('heading', { level: 2, name: 'Personal info' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe(guide.name);
    expect(await page.getByLabel('Email').inputValue()).toBe(guide.email);
    await continueTo(page, 'Practice details');

    // Step 2 will not let go while a required answer is missing.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Validation error', { exact: true }).waitFor();
    await page.getByText('Please fill in all required fields correctly before proceeding.').waitFor();
    await page.getByText('Subcategory is required').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Practice details' }).waitFor();

    expect(await page.getByRole('combobox', { name: 'Category' }).textContent()).toContain('Reiki');
    await page.getByLabel('Subcategory', { exact: true }).fill('Usui Reiki');
    await page
      .getByLabel('Bio')
      .fill('Reiki practitioner in Graça, holding calm and unhurried sessions for ten years.');
    await page
      .getByLabel('Your unique approach')
      .fill('Each session begins with a conversation and ends with a cup of tea.');
    await continueTo(page, 'Credentials');

    await page.getByLabel('Certification name', { exact: true }).fill('Usui Reiki Level II');
    await page.getByLabel('Certification link', { exact: true }).fill('https://reiki.example.org/cert/123');
    await choose(page, 'Experience level', '5-10 years');
    await continueTo(page, 'Location details');

    expect(await page.getByLabel('Neighbourhood').inputValue()).toBe('Graça');
    await choose(page, 'Session location', 'Your studio/office');
    expect(await page.getByRole('checkbox', { name: 'English' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Portuguese' }).click();
    await continueTo(page, 'Final details');

    await choose(page, 'Session format', 'Group In-Person');
    await page.getByLabel('Price per session').fill('50');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for applying!' }).waitFor();
    await page.getByText('We review your application within 2-3 business days.').waitFor();

    await page.getByRole('link', { name: 'See your application status' }).click();
    await page.waitForURL('**/waiting-approval');
    await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();
    await page.getByText('Pending review').waitFor();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();

    // An admin approves the application.
    const mine = await (await page.request.get('/api/guide-application')).json();
    expect(mine.status).toBe('pending');
    const admin = await signedInAdmin();
    const decision = await admin('PATCH', `/api/admin/guide-applications/${mine.id}`, { status: 'approved' });
    expect(decision.status).toBe(200);
    expect(decision.data.status).toBe('approved');

    // Approved: the waiting page says so, and the dashboard first wants a profile.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Application Approved' }).waitFor();
    await page.getByRole('link', { name: 'Set up your profile' }).waitFor();
    await page.goto('/practitioner-dashboard');
    await page.waitForURL('**/setup/profile');
    await page.getByRole('heading', { level: 1, name: 'Setup Your Guide Profile' }).waitFor();

    // The profile starts from the application; the guide adds a line for the card and saves.
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(guide.name);
    expect(await page.getByRole('checkbox', { name: 'Reiki', exact: true }).isChecked()).toBe(true);
    await page.getByLabel('Short bio').fill('Reiki in a quiet studio in Graça');
    await page.getByLabel('Country').fill('Portugal');
    await page.getByRole('button', { name: 'Save and go to my dashboard' }).click();
    await page.getByText('Profile Saved').waitFor();
    await page.waitForURL('**/practitioner-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Guide Dashboard' }).waitFor();

    // A weekly series of four, starting on the 15th of next month.
    await page.getByRole('button', { name: 'Create Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    await dialog.getByLabel('Title').fill(seriesTitle);
    await choose(page, 'Modality', 'Reiki');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('A gentle group Reiki circle to start the day.');
    await dialog.getByLabel('Location').fill('Estúdio Vagar, Rua da Graça 12');
    await dialog.getByLabel('Date', { exact: true }).click();
    await page.getByRole('button', { name: /next month/i }).click();
    await page
      .getByRole('button', { name: /^\w+day, 15 \w+ \d{4}$/ })
      .first()
      .click();
    await dialog.getByRole('switch', { name: 'Repeat weekly' }).click();
    expect(await dialog.getByLabel('Number of weeks').inputValue()).toBe('4');
    await dialog.getByText('This creates 4 sessions:').waitFor();
    await dialog.getByRole('button', { name: 'Create 4 sessions' }).click();
    await page.getByText(/^4 weekly sessions created, from /).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('heading', { name: seriesTitle }).first().waitFor();
    expect(await page.getByRole('heading', { name: seriesTitle }).count()).toBe(4);

    guideId = (await (await page.request.get('/api/user')).json()).id;
    await context.close();
  }, 120_000);

  it('shows the series on the public profile, and the guide in explore', async () => {
    expect(guideId).toBeGreaterThan(0);
    const { context, page } = await newVisitor(browser);
    await page.goto(`/practitioner/${guideId}`);
    await page.getByRole('heading', { level: 1, name: guide.name }).waitFor();
    const choices = page.getByRole('radiogroup', { name: 'Choose a session' });
    await choices
      .getByRole('radio', { name: new RegExp(seriesTitle) })
      .first()
      .waitFor();
    expect(await choices.getByRole('radio', { name: new RegExp(seriesTitle) }).count()).toBe(4);

    await page.goto('/explore');
    await page.getByLabel('Search practitioners').fill(guide.name);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: guide.name }) });
    await card.waitFor();
    await card.getByRole('link', { name: guide.name }).click();
    await page.waitForURL((url) => url.pathname === `/practitioner/${guideId}`);
    await page.getByRole('heading', { level: 1, name: guide.name }).waitFor();
    await context.close();
  });

  it('edits a session, sees it booked, cancels it, and the seeker is refunded and told', async () => {
    expect(guideId).toBeGreaterThan(0);
    const { context, page } = await newVisitor(browser);
    await signInAsGuide(page);

    // Rename the first session of the series.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page
      .getByRole('button', { name: `Edit ${seriesTitle}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Session' });
    await dialog.getByLabel('Title').fill(editedTitle);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your session has been updated.').waitFor();
    await page.getByRole('heading', { name: editedTitle }).waitFor();
    expect(await page.getByRole('heading', { name: seriesTitle }).count()).toBe(3);

    const { items: sessions }: { items: { id: number; title: string }[] } = await (
      await page.request.get(`/api/sessions?practitionerId=${guideId}`)
    ).json();
    const edited = sessions.find((session) => session.title === editedTitle);
    expect(edited).toBeDefined();

    // A seeker books and pays for it.
    const seekerName = `Tomás ${tag}`;
    const seekerEmail = `seeker${tag}@example.com`;
    const seeker = apiClient();
    const registered = await seeker('POST', '/api/register', {
      name: seekerName,
      username: `seeker${tag}`,
      email: seekerEmail,
      password: 'tomas-seeker-pass',
      role: 'student',
    });
    expect(registered.status).toBe(201);
    const checkout = await seeker('POST', '/api/create-checkout-session', { sessionId: edited!.id });
    expect(checkout.status).toBe(201);
    const reference = /\/checkout\/([^/?#]+)/.exec(checkout.data.checkoutUrl)?.[1];
    expect(reference).toBeTruthy();
    const paid = await seeker('POST', `/api/checkout/${reference}/pay`, {
      cardNumber: '4242424242424242',
      expiry: futureExpiry(),
      cvc: '123',
      name: seekerName,
    });
    expect(paid.status).toBe(200);

    // The guide sees the booking.
    await page.goto('/practitioner-dashboard?tab=bookings');
    const row = page.getByRole('row').filter({ hasText: seekerName });
    await row.getByText(editedTitle).waitFor();
    await row.getByText('Confirmed').waitFor();
    await row.getByText('€50').waitFor();

    // …and cancels the session, after the confirmation.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('button', { name: `Cancel ${editedTitle}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this session?' });
    await confirm.getByText('All booked seekers (1) will be notified by email and refunded.').waitFor();
    await confirm.getByText('This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel Session' }).click();
    await page.getByText('1 booked seeker was notified and refunded.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Cancel ${editedTitle}` }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Cancelled/ }).click();
    const cancelledCard = page.getByRole('listitem').filter({ hasText: editedTitle });
    await cancelledCard.getByText('Cancelled', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await row.getByText('Cancelled', { exact: true }).waitFor();

    // The seeker's booking is cancelled with a full refund, and they are told by email.
    const bookings = await seeker('GET', '/api/bookings?pageSize=50');
    expect(bookings.status).toBe(200);
    const booking = bookings.data.items.find((b: { sessionId: number }) => b.sessionId === edited!.id);
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'guide_cancelled_session',
      paymentAmount: 5000,
      refundAmount: 5000,
    });
    const email = await waitForEmail(seekerEmail, new RegExp(`^Booking cancelled: ${editedTitle}$`));
    expect(email.text).toContain('cancelled by your guide');
    expect(email.text).toContain('Refund: €50');
    await context.close();
  }, 120_000);
});
