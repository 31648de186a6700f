import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideApplicationInput } from '../src/contract/guide-applications';
import { signedInAdmin } from './fixtures/people';
import { launchBrowser, newVisitor, uniqueName } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function continueTo(page: Page, stepTitle: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: stepTitle }).waitFor();
}

/** The names of the links of the header's main navigation, once the signed-in part of it has come. */
async function mainNav(page: Page, last: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: last, exact: true }).waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

describe('a new guide, from sign-up to approval', () => {
  it('keeps the sign-up’s answers in a later tab, and the header follows the application', async () => {
    const { context, page } = await newVisitor(browser);
    const tag = uniqueName('');
    const fullName = `Vera Sol ${tag}`;
    const email = `vera${tag}@example.com`;

    await page.goto('/signup');
    await page.getByLabel('Full name').fill(fullName);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('vera-guide-pass');
    await page.getByLabel('Neighbourhood').selectOption('Sintra');
    await choose(page, 'Category', 'Sound Healing');
    await page.getByRole('button', { name: 'Create guide account' }).click();
    await page.waitForURL('**/onboarding/guide');

    // The guide closes the tab and comes back in another one: the category and place are still there.
    await page.close();
    const later = await context.newPage();
    await later.goto('/onboarding/guide', { waitUntil: 'networkidle' });
    await later.getByRole('heading', { level: 2, name: 'Personal info' }).waitFor();
    expect(await later.getByLabel('Full name').inputValue()).toBe(fullName);
    await continueTo(later, 'Practice details');
    expect(await later.getByRole('combobox', { name: 'Category' }).textContent()).toContain('Sound Healing');
    await later.getByLabel('Subcategory', { exact: true }).fill('Gong baths');
    await later.getByLabel('Bio').fill('Gong baths in Sintra, slow and quiet, among the trees.');
    await later
      .getByLabel('Your unique approach')
      .fill('Every bath ends with silence and a walk in the park.');
    await continueTo(later, 'Credentials');
    await later.getByLabel('Certification name', { exact: true }).fill('Gong Practitioner');
    await later.getByLabel('Certification link', { exact: true }).fill('https://example.com/cert/gong');
    await choose(later, 'Experience level', '3-5 years');
    await continueTo(later, 'Location details');
    expect(await later.getByLabel('Neighbourhood').inputValue()).toBe('Sintra');

    // Not applied yet: the header offers the application.
    expect(await mainNav(later, 'Apply as Guide')).toEqual(
      expect.arrayContaining(['Luz for Guides', 'Apply as Guide']),
    );

    // Applied: the header shows where the application stands instead.
    const application: GuideApplicationInput = {
      fullName,
      email,
      neighbourhood: 'Sintra',
      yearsExperience: 4,
      experienceLevel: '3-5 years',
      category: 'Sound Healing',
      subcategory: 'Gong baths',
      bio: 'Gong baths in Sintra, slow and quiet, among the trees.',
      uniqueApproach: 'Every bath ends with silence and a walk in the park.',
      certification1Name: 'Gong Practitioner',
      certification1Url: 'https://example.com/cert/gong',
      languages: ['English'],
      sessionLocation: 'Your studio/office',
      sessionFormat: 'Group In-Person',
      offerGroupSessions: false,
      pricePerSession: 4000,
    };
    const applied = await later.request.post('/api/guide-application', { data: application });
    expect(applied.status()).toBe(201);
    const { id } = (await applied.json()) as { id: number };
    await later.goto('/', { waitUntil: 'networkidle' });
    const pending = await mainNav(later, 'Application Status');
    expect(pending).not.toContain('Apply as Guide');
    await later
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Application Status' })
      .click();
    await later.waitForURL('**/waiting-approval');
    await later.getByText('Pending review').waitFor();

    // Approved: the dashboard is the guide's place; nothing asks them to apply again.
    const admin = await signedInAdmin();
    expect((await admin('PATCH', `/api/admin/guide-applications/${id}`, { status: 'approved' })).status).toBe(
      200,
    );

    await later.goto('/', { waitUntil: 'networkidle' });
    const approved = await mainNav(later, 'Luz for Guides');
    expect(approved).not.toContain('Apply as Guide');
    expect(approved).not.toContain('Application Status');
    await later.getByRole('button', { name: /^Account menu for / }).click();
    await later.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    expect(await later.getByRole('menuitem', { name: 'Apply as Guide' }).count()).toBe(0);
    await context.close();
  });
});
