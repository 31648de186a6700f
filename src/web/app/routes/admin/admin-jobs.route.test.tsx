import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../../../server/features/mail/mailer';
import { bookedSession } from '../../../../server/testing/booking-fixtures';
import { type TestClient, TestWorld } from '../../../../server/testing/test-app';
import { openPage } from '../../../testing/browser-page';

/**
 * A mail server that refuses the seekers' booking confirmations while `down` (the guide's notice of
 * the same booking goes through), and keeps what it accepts.
 */
class FlakyMailer implements Mailer {
  down = false;
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    if (this.down && /^Booking confirmed/.test(message.subject)) {
      throw new Error('mail server down: 421 try again later');
    }
    this.sent.push(message);
  }
}

const mailer = new FlakyMailer();
let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start({ mailer });
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

describe('the Jobs tab', () => {
  it('shows a confirmation email that failed for good, with its error, and retries it', async () => {
    mailer.down = true;
    const { bookingId, seeker } = await bookedSession(world);
    const summary = `Booking confirmation email for booking ${bookingId}, to ${seeker.email}`;
    mailer.down = false;

    const page = await openPage(world, '/admin?tab=jobs', admin);
    const rows = await screen.findByRole('table', { name: 'Failed jobs' });
    const row = (await within(rows).findByText(summary)).closest('tr') as HTMLElement;
    expect(within(row).getByText('booking-confirmation-email')).toBeTruthy();
    expect(within(row).getByTitle('mail server down: 421 try again later')).toBeTruthy();

    await page.user.click(within(row).getByRole('button', { name: `Show the last error of ${summary}` }));
    expect(within(rows).getAllByText('mail server down: 421 try again later')).toHaveLength(2);

    await page.user.click(within(row).getByRole('button', { name: `Retry ${summary}` }));
    expect(await screen.findByText('Job queued again')).toBeTruthy();
    expect(mailer.sent.filter((message) => message.to === seeker.email)).toHaveLength(1);
    // The list is read again: the job is done now, and it was the only failed one.
    expect(await screen.findByText('No failed jobs. Every email and refund went out.')).toBeTruthy();
  });

  it('says so when the job is no longer failed', async () => {
    mailer.down = true;
    const { bookingId, seeker } = await bookedSession(world);
    const summary = `Booking confirmation email for booking ${bookingId}, to ${seeker.email}`;
    mailer.down = false;

    const page = await openPage(world, '/admin?tab=jobs', admin);
    const rows = await screen.findByRole('table', { name: 'Failed jobs' });
    const row = (await within(rows).findByText(summary)).closest('tr') as HTMLElement;
    // Another admin retries it first.
    const failed = await admin.get('/api/admin/jobs?state=failed');
    const job = failed.body.items.find((item: { summary: string }) => item.summary === summary);
    expect((await admin.post(`/api/admin/jobs/${job.id}/retry`)).status).toBe(200);

    await page.user.click(within(row).getByRole('button', { name: `Retry ${summary}` }));
    expect(await screen.findByText('Only a failed job can be retried')).toBeTruthy();
  });

  it('lists done jobs under the State filter, without a retry', async () => {
    const { bookingId, seeker } = await bookedSession(world);
    const summary = `Booking confirmation email for booking ${bookingId}, to ${seeker.email}`;

    const page = await openPage(world, '/admin?tab=jobs', admin);
    await page.user.selectOptions(await screen.findByLabelText('State'), 'Done');
    const rows = await screen.findByRole('table', { name: 'Done jobs' });
    const row = (await within(rows).findByText(summary)).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /^Retry / })).toBeNull();
    expect(page.path()).toContain('state=completed');
  });
});
