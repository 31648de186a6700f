import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideApplicationInput } from '../src/contract/guide-applications';
import { signedInAdmin } from './fixtures/people';
import { DESKTOP, launchBrowser, newVisitor, PHONE, uniqueName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * A click as a person makes one: the button pressed where it is, and let go a couple of frames later. Whatever a
 * form does when the field before loses focus has been drawn by then, so a button it moved is no longer under
 * the pointer when it is let go, and the click is lost.
 */
async function clickLikeAPerson(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('The button is not on the page');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  await page.mouse.up();
}

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function continueTo(page: Page, stepTitle: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: stepTitle }).waitFor();
}

async function expectMessages(scope: Locator, messages: readonly string[]) {
  for (const message of messages) {
    expect(await scope.getByText(message, { exact: true }).isVisible(), message).toBe(true);
  }
}

/** A new guide through the real flows: sign-up, application, an admin's approval, a complete profile. */
async function approvedGuide(page: Page) {
  const tag = uniqueName('');
  const fullName = `Lia Maré ${tag}`;
  const email = `lia${tag}@example.com`;
  const signup = await page.request.post('/api/guide-signup', {
    data: { fullName, email, password: 'lia-guide-pass', neighbourhood: 'Alfama', category: 'Sound Healing' },
  });
  expect(signup.status()).toBe(201);
  const application: GuideApplicationInput = {
    fullName,
    email,
    neighbourhood: 'Alfama',
    yearsExperience: 4,
    experienceLevel: '3-5 years',
    category: 'Sound Healing',
    subcategory: 'Gong baths',
    bio: 'Gong baths in Alfama, slow and quiet, for anyone who needs an hour of rest.',
    uniqueApproach: 'Every bath ends with ten minutes of silence and a cup of tea.',
    certification1Name: 'Gong Practitioner',
    certification1Url: 'https://example.com/certificates/gong.pdf',
    languages: ['English'],
    sessionLocation: 'Your studio/office',
    sessionFormat: 'Group In-Person',
    offerGroupSessions: false,
    pricePerSession: 4000,
  };
  const applied = await page.request.post('/api/guide-application', { data: application });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: number };

  const admin = await signedInAdmin();
  expect((await admin('PATCH', `/api/admin/guide-applications/${id}`, { status: 'approved' })).status).toBe(
    200,
  );

  const profile = await page.request.patch('/api/profile', {
    data: {
      name: fullName,
      bio: 'Gong baths in Alfama, slow and quiet, for anyone who needs an hour of rest and sound.',
      neighbourhood: 'Alfama',
      country: 'Portugal',
      modalities: ['Sound Healing'],
    },
  });
  expect(profile.ok()).toBe(true);
}

describe('the first click on a submit button', () => {
  it('shows every message of an empty Create Session form at once, at 1280×800', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await approvedGuide(page);
    await page.goto('/practitioner-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Guide Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('button', { name: 'Create Session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    await dialog.waitFor();

    // The guide starts in the title, thinks better of it, and goes straight to the button.
    await dialog.getByLabel('Title').focus();
    await clickLikeAPerson(page, dialog.getByRole('button', { name: 'Create Session' }));

    await dialog.getByText('Title is required').waitFor();
    await expectMessages(dialog, [
      'Title is required',
      'Modality is required',
      'Description is required',
      'Location is required',
      'A date is required',
    ]);
    await context.close();
  });

  it('shows every message of the wizard’s empty last step at once, at 390×844', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const tag = uniqueName('');
    const signup = await page.request.post('/api/guide-signup', {
      data: {
        fullName: `Rui Onda ${tag}`,
        email: `rui${tag}@example.com`,
        password: 'rui-guide-pass',
        neighbourhood: 'Alfama',
        category: 'Breathwork',
      },
    });
    expect(signup.status()).toBe(201);

    await page.goto('/onboarding/guide');
    await page.getByRole('heading', { level: 2, name: 'Personal info' }).waitFor();
    await continueTo(page, 'Practice details');
    await choose(page, 'Category', 'Breathwork');
    await page.getByLabel('Subcategory', { exact: true }).fill('Conscious breathing');
    await page.getByLabel('Bio').fill('Breathwork by the river for people who have never tried it.');
    await page
      .getByLabel('Your unique approach')
      .fill('Short rounds, long rests, and always a warm welcome.');
    await continueTo(page, 'Credentials');
    await page.getByLabel('Certification name', { exact: true }).fill('Breathwork Facilitator');
    await page.getByLabel('Certification link', { exact: true }).fill('https://example.com/cert/breath');
    await choose(page, 'Experience level', '3-5 years');
    await continueTo(page, 'Location details');
    // Signed up through the API, not the sign-up form: the wizard has no place to carry over.
    await page.getByLabel('Neighbourhood', { exact: true }).selectOption('Alfama');
    await choose(page, 'Session location', 'Your studio/office');
    await continueTo(page, 'Final details');

    // The guide taps the price, leaves it empty, and taps Submit.
    await page.getByLabel('Price per session').focus();
    await clickLikeAPerson(page, page.getByRole('button', { name: 'Submit application' }));

    await page.getByText('Please fill in all required fields correctly before proceeding.').waitFor();
    const form = page.locator('form');
    await expectMessages(form, ['Please select a session format', 'Price per session is required']);
    await page.getByRole('heading', { level: 2, name: 'Final details' }).waitFor();

    // Each message goes as its answer is given, and the next tap submits.
    await choose(page, 'Session format', 'Group In-Person');
    await page.getByText('Please select a session format').waitFor({ state: 'detached' });
    expect(await form.getByText('Price per session is required').isVisible()).toBe(true);
    await page.getByLabel('Price per session').fill('40');
    await page.getByText('Price per session is required').waitFor({ state: 'detached' });
    await clickLikeAPerson(page, page.getByRole('button', { name: 'Submit application' }));
    await page.getByRole('heading', { level: 1, name: 'Thank you for applying!' }).waitFor();
    await context.close();
  });
});
