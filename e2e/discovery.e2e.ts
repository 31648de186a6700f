import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSeeker } from './fixtures/people';
import { launchBrowser, newVisitor, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('discovery: home, explore, guide profile, reviews, saved guides', () => {
  it('searches from the home page by experience and date, and shows the experience as the category', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: "Lisbon's Top-Rated Wellness Experiences" }).waitFor();
    // The guides and reviews further down load as the visitor scrolls towards them.
    await page.getByRole('heading', { name: 'How It Works' }).scrollIntoViewIfNeeded();
    await page
      .getByRole('link', { name: /^Book Session with / })
      .first()
      .waitFor();
    await page.getByRole('heading', { name: 'From Our Community' }).waitFor();
    await page.getByLabel('Experience', { exact: true }).selectOption('sound-healing');
    await page.getByRole('button', { name: 'Date: When?' }).click();
    await page.getByRole('button', { name: /next month/i }).click();
    await page
      .getByRole('button', { name: /^\w+day, 15 \w+ \d{4}$/ })
      .first()
      .click();
    await page.getByRole('button', { name: /^Date: \w+day, 15 \w+ \d{4}$/ }).waitFor();
    await page.getByRole('button', { name: 'Search' }).click();
    // Home's link names a modality; explore shows it as its category everywhere, under one spelling.
    await page.waitForURL(/\/explore\?category=Sound\+Healing&date=\d{4}-\d{2}-15$/);
    await page.getByRole('heading', { name: /^\d+ Practitioners? Found in Sound Healing$/ }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Category' }).textContent()).toContain('Sound Healing');
    await page.getByRole('button', { name: 'Remove filter: Sound Healing' }).click();
    await page.waitForURL((url) => !url.search.includes('category'));
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Category' }).textContent())
      .toContain('All Categories');
    await context.close();
  });

  it('keeps explore filters in the address, so Back undoes the last one', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/explore?category=Breathwork');
    await page.getByRole('heading', { name: /^\d+ Practitioners? Found in Breathwork$/ }).waitFor();
    await page.getByLabel('Group', { exact: true }).click();
    await page.waitForURL(/format=group/);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?category=Breathwork');
    expect(await page.getByLabel('Group', { exact: true }).isChecked()).toBe(false);

    await page.getByLabel('Search practitioners').fill('zzzz no such guide');
    await page.getByRole('heading', { name: 'No practitioners found' }).waitFor();
    await page.getByText('Try adjusting your filters or search criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });

  it('opens a guide from explore and returns there after signing in to book', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto('/explore');
    const firstCard = page.locator('article').first();
    const name = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toBe(`${name} | Luz`);
    await page.getByText('You need to be logged in to book a session.').waitFor();
    const profilePath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Login to Book' }).click();
    await page.waitForURL('**/auth');
    const seeker = await signUpSeeker();
    await signIn(page, seeker.username, seeker.password);
    await page.waitForURL((url) => url.pathname === profilePath);
    expect(await page.getByRole('button', { name: 'Book Now' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('shows "Practitioner not found" for a guide that does not exist', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/practitioners/999999');
    await page.getByRole('heading', { name: 'Practitioner not found' }).waitFor();
    await page.getByRole('link', { name: 'Explore practitioners' }).waitFor();
    await context.close();
  });

  it('saves a guide with the heart and lists it under Saved guides', async () => {
    const { context, page } = await newVisitor(browser);
    const seeker = await signUpSeeker();
    await page.goto('/auth');
    await signIn(page, seeker.username, seeker.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/explore?sort=price-desc');
    const save = page.getByRole('button', { name: /^Save / }).first();
    const name = ((await save.getAttribute('aria-label')) ?? '').replace(/^Save /, '');
    await save.click();
    const remove = page.getByRole('button', { name: `Remove ${name} from saved` });
    expect(await remove.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/saved');
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: `Remove ${name} from saved` }).click();
    await page.getByRole('heading', { name }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('lets a seeker review a guide they attended, by keyboard, and lists the review', async () => {
    // The demo seeker's past sessions: the API cannot make a session that has already happened.
    const { context, page } = await newVisitor(browser);
    await page.goto('/auth');
    await signIn(page, 'sofia', 'luz-seeker-demo');
    await page.waitForURL((url) => url.pathname === '/');

    // Find a guide the demo seeker attended and has not reviewed yet.
    const { items } = await (await page.request.get('/api/practitioners?pageSize=48')).json();
    let guideId: number | undefined;
    for (const item of items as { id: number }[]) {
      const eligibility = await (
        await page.request.get(`/api/practitioners/${item.id}/review-eligibility`)
      ).json();
      if (eligibility.canReview) {
        guideId = item.id;
        break;
      }
    }
    expect(guideId, 'a guide the demo seeker can review').toBeDefined();

    await page.goto(`/practitioner/${guideId}?tab=reviews`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Please select a rating').waitFor();
    await page.getByText('Please leave a comment of at least 5 characters').waitFor();

    await page.getByRole('radio', { name: '1 star' }).focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    const comment = `Calm, kind and precise: exactly what I needed (${Date.now()}).`;
    await page.getByLabel('Your review').fill(comment);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Review submitted').waitFor();
    await page.getByText('Thank you for your feedback!').waitFor();
    await page.getByText(comment).waitFor();
    await context.close();
  });
});
