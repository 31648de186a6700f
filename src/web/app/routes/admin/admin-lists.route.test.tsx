import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSession } from '../../../../server/testing/booking-fixtures';
import { applicationInput, uniqueTag } from '../../../../server/testing/fixtures';
import { type TestClient, TestWorld } from '../../../../server/testing/test-app';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

/** The list as a table: on wide screens the rows are a table, on phones the same rows as cards. */
const table = (caption: string) => screen.findByRole('table', { name: caption });

async function search(page: Awaited<ReturnType<typeof openPage>>, label: string, text: string) {
  await page.user.type(await screen.findByLabelText(label), `${text}{Enter}`);
}

describe('the admin lists', () => {
  it('approves a pending guide application', async () => {
    const fullName = `Rita ${uniqueTag()}`;
    const { client: guide } = await world.signedIn({ role: 'practitioner', name: fullName });
    const sent = await guide.post('/api/guide-application', applicationInput({ fullName }));
    expect(sent.status).toBe(201);

    const page = await openPage(world, '/admin?tab=applications', admin);
    await search(page, 'Search applications', fullName);
    const rows = await table('Guide applications');
    await within(rows).findByText(fullName);
    const row = within(rows).getByText(fullName).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeTruthy();

    await page.user.click(within(row).getByRole('button', { name: `Approve ${fullName}'s application` }));
    expect(await screen.findByText('Application status updated successfully')).toBeTruthy();
    expect(await within(row).findByText('Approved')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect((await guide.get('/api/user')).body.isApproved).toBe(true);
  });

  it('finds users by search and pages through them', async () => {
    const tag = uniqueTag();
    for (let n = 1; n <= 27; n++) await world.createUser({ username: `${tag}${String(n).padStart(2, '0')}` });

    const page = await openPage(world, '/admin?tab=users', admin);
    await search(page, 'Search users', tag);
    expect(await screen.findByText('Showing 1–25 of 27 users')).toBeTruthy();
    expect(within(await table('Users')).getAllByText(new RegExp(`^${tag}\\d\\d$`))).toHaveLength(25);

    await page.user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Showing 26–27 of 27 users')).toBeTruthy();
    expect(within(await table('Users')).getAllByText(new RegExp(`^${tag}\\d\\d$`))).toHaveLength(2);
    expect(page.path()).toContain('page=2');

    await search(page, 'Search users', 'x');
    expect(await screen.findByText('No users found')).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText(/^Showing 1–25 of \d+ users$/)).toBeTruthy();
  });

  it('cancels a scheduled session with its bookings', async () => {
    const title = `Sunset gongs ${uniqueTag()}`;
    await bookedSession(world, { title });

    const page = await openPage(world, '/admin?tab=sessions', admin);
    await search(page, 'Search sessions', title);
    const rows = await table('Sessions');
    const row = (await within(rows).findByText(title)).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 / 8')).toBeTruthy();

    await page.user.click(within(row).getByRole('button', { name: new RegExp(`^Cancel ${title} on `) }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to cancel this session? This will also cancel all associated bookings.',
      ),
    ).toBeTruthy();
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel Session' }));

    expect(await screen.findByText('Session cancelled successfully')).toBeTruthy();
    expect(screen.getByText('1 booking was cancelled and refunded.')).toBeTruthy();
    expect(await within(row).findByText('Cancelled')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Cancel / })).toBeNull();
  });
});
