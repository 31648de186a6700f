import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookedSession } from '../../../../server/testing/booking-fixtures';
import { TEST_PASSWORD, TestWorld } from '../../../../server/testing/test-app';
import { hours } from '../../../../server/testing/test-clock';
import { closePage, openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterEach(() => closePage());
afterAll(() => world.close());

describe('Your data, on the profile', () => {
  it('deletes a seeker’s account once the password is typed again, and goes home signed out', async () => {
    const { client } = await world.signedIn({ name: 'Joana Reis' });
    const page = await openPage(world, '/profile', client);
    await page.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/your reviews stay, signed "Former member"/)).toBeTruthy();

    await page.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete your account')).toBeTruthy();
    await page.user.type(within(dialog).getByLabelText('Your password'), 'not-my-password');
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That password is not right')).toBeTruthy();

    await page.user.clear(within(dialog).getByLabelText('Your password'));
    await page.user.type(within(dialog).getByLabelText('Your password'), TEST_PASSWORD);
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('link', { name: 'Log in' });
    expect(page.path()).toBe('/');
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('sends a seeker with a paid booking ahead to My Bookings first', async () => {
    const { client } = await bookedSession(world, { startsIn: hours(72) });
    const page = await openPage(world, '/profile', client);
    await page.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await page.user.type(within(dialog).getByLabelText('Your password'), TEST_PASSWORD);
    await page.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText(/You have 1 upcoming booking\. Cancel it from My Bookings first/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe(
      '/bookings',
    );
    expect((await client.get('/api/user')).status).toBe(200);
  });
});
