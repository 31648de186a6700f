import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSpot, payHold, sessionRow } from '../../../../server/testing/booking-fixtures';
import { uniqueTag } from '../../../../server/testing/fixtures';
import { approvedThroughApplication, publishSession } from '../../../../server/testing/guide-flow';
import { type TestClient, TestWorld } from '../../../../server/testing/test-app';
import { type BrowserPage, openPage } from '../../../testing/browser-page';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

/** A guide through apply and approval, with two sessions ahead: two paid bookings and an unpaid hold on the first. */
async function guideWithBookings() {
  const guide = await approvedThroughApplication(world, admin, `Rita ${uniqueTag()}`);
  const first = await publishSession(world, guide.client, { daysAhead: 3, price: 4250 });
  const second = await publishSession(world, guide.client, { daysAhead: 5 });
  for (const pays of [true, true, false]) {
    const seeker = await world.signedIn();
    const hold = await holdSpot(seeker.client, first);
    if (pays) await payHold(seeker.client, hold);
  }
  return { guide, first, second };
}

/** Opens the admin tab, finds the account by its username and asks for `action` on its row of the table. */
async function ask(
  tab: 'practitioners' | 'users',
  username: string,
  action: string,
): Promise<{ page: BrowserPage; dialog: HTMLElement }> {
  const page = await openPage(world, `/admin?tab=${tab}`, admin);
  await page.user.type(
    await screen.findByLabelText(tab === 'practitioners' ? 'Search guides' : 'Search users'),
    `${username}{Enter}`,
  );
  const table = await screen.findByRole('table', {
    name: tab === 'practitioners' ? 'Guide practitioners' : 'Users',
  });
  const row = (await within(table).findByText(username)).closest('tr') as HTMLElement;
  await page.user.click(within(row).getByRole('button', { name: `${action} ${username}` }));
  return { page, dialog: await screen.findByRole('alertdialog', { name: `${action} ${username}?` }) };
}

describe('removing a guide from the admin panel', () => {
  it('tells the admin how many sessions and paid bookings deactivating cancels and refunds', async () => {
    const { guide, first, second } = await guideWithBookings();
    const name = guide.user.username;
    const { page, dialog } = await ask('practitioners', name, 'Deactivate');

    expect(
      await within(dialog).findByText(
        'Their 2 upcoming sessions will be cancelled, with the 3 bookings on them. 2 paid bookings will be refunded in full (€85.00 in all), and 1 unpaid hold let go.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        `3 seekers and ${name} will be told by email. Reactivating ${name} later does not bring them back.`,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/will be signed out at once, on every device/)).toBeTruthy();

    await page.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User status updated successfully')).toBeTruthy();
    expect((await sessionRow(world, first)).status).toBe('cancelled');
    expect((await sessionRow(world, second)).status).toBe('cancelled');
  });

  it('says the same, with approval, before taking a guide’s approval back', async () => {
    const { guide, first } = await guideWithBookings();
    const name = guide.user.username;
    const { page, dialog } = await ask('practitioners', name, 'Reject');
    expect(within(dialog).getByText(/loses approval: their guide page leaves explore/)).toBeTruthy();
    expect(
      await within(dialog).findByText(
        `3 seekers and ${name} will be told by email. Approving ${name} later does not bring them back.`,
      ),
    ).toBeTruthy();
    // Going back changes nothing.
    await page.user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await sessionRow(world, first)).status).toBe('scheduled');
  });

  it('says only that the sessions go when no one has booked them', async () => {
    const guide = await approvedThroughApplication(world, admin, `Rita ${uniqueTag()}`);
    await publishSession(world, guide.client, { daysAhead: 4 });
    const name = guide.user.username;
    const { dialog } = await ask('practitioners', name, 'Deactivate');
    expect(
      await within(dialog).findByText(
        `Their 1 upcoming session will be cancelled too. No one has booked it; ${name} will be told by email.`,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/refunded/)).toBeNull();
  });

  it('says nothing extra for a guide with nothing ahead, or a seeker', async () => {
    const guide = await approvedThroughApplication(world, admin, `Rita ${uniqueTag()}`);
    const { page, dialog: guideDialog } = await ask('practitioners', guide.user.username, 'Deactivate');
    await within(guideDialog).findByRole('button', { name: 'Deactivate' });
    // The count came back with nothing to say, and the admin may confirm.
    await expect.poll(() => within(guideDialog).queryByText('Checking their sessions ahead…')).toBeNull();
    expect(within(guideDialog).getByRole('button', { name: 'Deactivate' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(within(guideDialog).queryByText(/upcoming session|refund|told by email/)).toBeNull();
    await page.user.click(within(guideDialog).getByRole('button', { name: 'Go back' }));

    const { user: seeker } = await world.signedIn({ username: `sofia${uniqueTag()}` });
    const { dialog } = await ask('users', seeker.username, 'Deactivate');
    expect(within(dialog).getByText(/will be signed out at once/)).toBeTruthy();
    expect(within(dialog).queryByText(/Checking their sessions|upcoming session|refund/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Deactivate' }).hasAttribute('disabled')).toBe(false);
  });
});
