import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSession, settle } from '../../../../server/testing/booking-fixtures';
import { TestWorld } from '../../../../server/testing/test-app';
import { hours } from '../../../../server/testing/test-clock';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('messages on My Bookings', () => {
  it('opens the conversation from the link of a notice email, shows links safely, and sends a reply', async () => {
    const { client, guide, bookingId } = await bookedSession(world, { startsIn: hours(72) });
    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    await settle(world);
    await guideClient.post(`/api/conversations/${bookingId}/messages`, {
      body: 'Map: https://example.org/map and javascript:alert(1) <b>bold</b>',
    });
    expect((await client.get('/api/conversations/unread')).body.unread).toBe(1);

    const page = await openPage(world, `/bookings?conversation=${bookingId}`, client);
    const dialog = await screen.findByRole('dialog', { name: 'Messages' }, { timeout: 10_000 });
    const link = await within(dialog).findByRole('link', { name: 'https://example.org/map' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(within(dialog).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(dialog.textContent).toContain('<b>bold</b>');
    expect(dialog.querySelector('b')).toBeNull();
    await waitFor(async () => expect((await client.get('/api/conversations/unread')).body.unread).toBe(0));

    await page.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please write a message')).toBeTruthy();
    await page.user.type(within(dialog).getByLabelText('Your message'), 'Thank you, see you there!');
    await page.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you, see you there!')).toBeTruthy();
    expect((await guideClient.get('/api/conversations/unread')).body.unread).toBe(1);
  });

  it("opens a guide's conversation from the notice link on the dashboard, whichever tab or page it is on", async () => {
    const { client, guide, bookingId } = await bookedSession(world, { startsIn: hours(72) });
    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    await settle(world);
    await client.post(`/api/conversations/${bookingId}/messages`, { body: 'Is there parking nearby?' });

    const page = await openPage(world, `/practitioner-dashboard?conversation=${bookingId}`, guideClient);
    const dialog = await screen.findByRole('dialog', { name: 'Messages' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('Is there parking nearby?')).toBeTruthy();
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Messages' })).toBeNull());
    expect(page.path()).not.toContain('conversation=');
  });

  it('shows why a link to someone else’s conversation does not open', async () => {
    const { bookingId } = await bookedSession(world, { startsIn: hours(72) });
    const { client: stranger } = await world.signedIn({ role: 'student' });
    await openPage(world, `/bookings?conversation=${bookingId}`, stranger);
    const dialog = await screen.findByRole('dialog', { name: 'Messages' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('Conversation not found')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
