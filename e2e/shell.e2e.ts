import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './fixtures/admin-account';
import { signUpSeeker } from './fixtures/people';
import { launchBrowser, newVisitor, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the route guard and the shell', () => {
  it('sends a signed-out visitor of a members page to /auth, and back there after sign-in', async () => {
    const { context, page } = await newVisitor(browser);
    const seeker = await signUpSeeker();
    await page.goto('/bookings');
    await page.waitForURL('**/auth');
    await page.getByLabel('Username or email').fill(seeker.email);
    await page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/bookings');
    await context.close();
  });

  it('tells a seeker who opens the admin panel that it needs another role', async () => {
    const { context, page } = await newVisitor(browser);
    const seeker = await signUpSeeker();
    await page.goto('/auth');
    await page.getByLabel('Username or email').fill(seeker.username);
    await page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You need to be an admin to access this page.').waitFor();
    await page.goto('/practitioner-dashboard');
    await page.getByText('You need to be a practitioner to access this page.').waitFor();
    await context.close();
  });

  it('sends each role home from /dashboard', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/auth');
    await page.getByLabel('Username or email').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin');
    await page.goto('/dashboard');
    await page.waitForURL('**/admin');
    await context.close();
  });

  it('answers an unknown path with the not-found page and a 404 status', async () => {
    const { context, page } = await newVisitor(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('We could not find this page.', { exact: false }).waitFor();
    expect(await page.getByText(/forget to add the page to the router/).count()).toBe(0);
    await page.getByRole('link', { name: 'Explore practitioners' }).click();
    await page.waitForURL('**/explore');
    await context.close();
  });

  it('opens the mobile menu on a phone, signed out and signed in', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuId = await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    await menu.getByRole('link', { name: 'Log in' }).waitFor();
    await menu.getByRole('link', { name: 'Join as Guide' }).waitFor();
    await menu.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/auth');

    const seeker = await signUpSeeker();
    await page.getByLabel('Username or email').fill(seeker.username);
    await page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Signed in as').waitFor();
    await page.getByRole('button', { name: 'Log out' }).last().click();
    await page.getByText('You have been successfully logged out').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
