import { screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../../server/db/schema';
import { bookedSession, settle } from '../../../../server/testing/booking-fixtures';
import { type TestClient, TestWorld } from '../../../../server/testing/test-app';
import { hours } from '../../../../server/testing/test-clock';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

describe('the Reported Conversations tab', () => {
  it('counts a new report, lists it, and reads the conversation without a way to write in it', async () => {
    const { client: seeker, guide, bookingId, session } = await bookedSession(world, { startsIn: hours(72) });
    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    await settle(world);
    await seeker.post(`/api/conversations/${bookingId}/messages`, { body: 'Can I bring my dog?' });
    await guideClient.post(`/api/conversations/${bookingId}/messages`, {
      body: 'Pay me in cash at https://example.org/pay instead <b>now</b>',
    });
    const reported = await seeker.post(`/api/conversations/${bookingId}/reports`, {
      reason: 'off_platform_payment',
      note: 'Wants cash outside Luz.',
    });
    expect(reported.status).toBe(201);

    const page = await openPage(world, '/admin', admin);
    const tab = await screen.findByRole('tab', { name: 'Reported Conversations 1 not read yet' });
    await page.user.click(tab);
    expect(page.path()).toContain('tab=conversations');
    expect(await screen.findByText('Showing 1–1 of 1 report')).toBeTruthy();
    const rows = await screen.findByRole('table', { name: 'Reported conversations' });
    const row = (await within(rows).findByText(session.title)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Asks to pay outside Luz')).toBeTruthy();
    expect(within(row).getByText('“Wants cash outside Luz.”')).toBeTruthy();

    await page.user.click(within(row).getByRole('button', { name: /^Read the conversation of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    expect(await within(dialog).findByText('Can I bring my dog?')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'https://example.org/pay' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(dialog.textContent).toContain('<b>now</b>');
    expect(within(dialog).getByText(/\(guide\) ·/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Send|Report/ })).toBeNull();

    // The read is in the audit log, and the tab no longer counts it.
    const audited = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.read'), eq(auditLog.targetId, bookingId)));
    expect(audited).toHaveLength(1);

    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Reported Conversations' })).toBeTruthy());
  });
});
