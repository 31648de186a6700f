import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGuide } from '../../../../server/testing/fixtures';
import { TestWorld } from '../../../../server/testing/test-app';
import { closePage, openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterEach(() => closePage());
afterAll(() => world.close());

describe('Emails, on the profile', () => {
  it('lets a seeker switch reminders off and on again, saved at once', async () => {
    const { client } = await world.signedIn({ name: 'Joana Reis' });
    const page = await openPage(world, '/profile', client);
    const reminders = await screen.findByRole('switch', { name: 'Session reminders' });
    await screen.findByRole('switch', { name: 'Message notices' });
    // The agenda is a guide's email.
    expect(screen.queryByRole('switch', { name: 'Evening agenda' })).toBeNull();
    await waitEnabled(reminders);
    expect(reminders.getAttribute('aria-checked')).toBe('true');

    await page.user.click(reminders);
    await screen.findByText('Email settings saved');
    expect((await client.get('/api/email-settings')).body).toEqual({
      reminders: false,
      agenda: true,
      messageNotices: true,
    });
    expect(reminders.getAttribute('aria-checked')).toBe('false');

    await page.user.click(reminders);
    await expectEventually(async () => (await client.get('/api/email-settings')).body.reminders === true);
  });

  it('opens at the switches from the unsubscribe page’s link, each switch described', async () => {
    const { client } = await world.signedIn({ name: 'Rui Costa' });
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await openPage(world, '/profile#email-settings', client);
    const section = await screen.findByRole('region', { name: 'Emails' });
    await expectEventually(async () => scrolled.mock.contexts.includes(section));
    const notices = await screen.findByRole('switch', { name: 'Message notices' });
    expect(notices.getAttribute('aria-describedby')).toBe('email-setting-messageNotices-description');
    expect(document.getElementById('email-setting-messageNotices-description')?.textContent).toBe(
      'An email when someone you have a booking with writes to you.',
    );
  });

  it('shows a guide the evening agenda too, in the guide profile editor', async () => {
    const guide = await createGuide(world);
    const client = world.client();
    await client.post('/api/login', { username: guide.username, password: guide.password });
    const page = await openPage(world, '/practitioner-profile', client);
    const agenda = await screen.findByRole('switch', { name: 'Evening agenda' });
    await waitEnabled(agenda);
    await page.user.click(agenda);
    await expectEventually(async () => (await client.get('/api/email-settings')).body.agenda === false);
  });
});

async function waitEnabled(element: HTMLElement): Promise<void> {
  await expectEventually(async () => !(element as HTMLButtonElement).disabled);
}

async function expectEventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await check()).toBe(true);
}
