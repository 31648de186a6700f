import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, uniqueAddress, uniqueName } from './support/browser';
import { waitForEmail } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function logOutThroughAccountMenu(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByText('You have been successfully logged out').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

async function logIn(page: Page, login: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts', () => {
  it('registers a seeker, signs out, and signs back in with the email', async () => {
    const { context, page } = await newVisitor(browser);
    const username = uniqueName('ana');
    const email = `${username}@example.com`;

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await page.getByLabel('Full name').fill('Ana Lima');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-ana');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`Welcome to Luz, ${username}`).waitFor();
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();

    await logOutThroughAccountMenu(page, username);
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();

    await logIn(page, email.toUpperCase(), 'secret-ana');
    await page.getByText(`Welcome back, ${username}`).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the server message when sign-in fails', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(page, 'nobody-at-all', 'wrong-password');
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
    await context.close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const { context, page, url } = await newVisitor(browser);
    const username = uniqueName('rui');
    const address = `${username}@example.com`;
    const registered = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueAddress() },
      body: JSON.stringify({
        name: 'Rui',
        username,
        email: address,
        password: 'old-password',
        role: 'student',
      }),
    });
    expect(registered.status).toBe(201);

    await page.goto('/auth');
    await page.getByRole('link', { name: /Forgot password/ }).click();
    await page.waitForURL('**/forgot-password');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill(address);
    expect(await page.getByLabel('Email').inputValue()).toBe(address);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // Wait for either outcome, so a failure names what the page said instead of timing out.
    await page
      .getByText(/Check your email|Failed to send reset link|Please enter a valid email address/)
      .first()
      .waitFor();
    expect(await page.locator('body').textContent()).toContain('Check your email');

    const email = await waitForEmail(address, /Reset your Luz password/);
    const link = email.text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password').fill('sofia-new-password');
    await page.getByLabel('Confirm password').fill('sofia-new-passwordX');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill('sofia-new-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset. You can now log in.').waitFor();
    await page.waitForURL('**/auth', { timeout: 6000 });

    await logIn(page, username, 'sofia-new-password');
    await page.getByText(`Welcome back, ${username}`).waitFor();

    await page.goto(link!);
    await page.getByText('Invalid token').first().waitFor();
    await context.close();
  });
});
