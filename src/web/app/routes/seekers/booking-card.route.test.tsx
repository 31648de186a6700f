import { lisbonDate } from '@contract/lisbon-time';
import { REFUND_RULE } from '@contract/policies';
import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../../server/db/schema';
import { holdSpot, payHold } from '../../../../server/testing/booking-fixtures';
import { createGuide, createSession } from '../../../../server/testing/fixtures';
import { multipartBody } from '../../../../server/testing/multipart-body';
import { TestWorld } from '../../../../server/testing/test-app';
import { hours } from '../../../../server/testing/test-clock';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('the booking card on a guide page', () => {
  it('asks a signed-out visitor to log in before booking', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { title: 'Gong bath at dusk' });
    await openPage(world, `/practitioner/${guide.id}`);

    expect(await screen.findByText('You need to be logged in to book a session.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login to Book' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('states the refund rule before anyone books, signed out or signed in', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { title: 'Sunday breathwork' });
    await openPage(world, `/practitioner/${guide.id}`);
    const rule = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(rule.textContent).toContain(REFUND_RULE);
    expect(rule.textContent).toContain('24 hours');
    expect(
      within(rule)
        .getByRole('link', { name: /^Read the terms/ })
        .getAttribute('href'),
    ).toBe('/terms#cancellations');

    const { client } = await world.signedIn();
    await openPage(world, `/practitioner/${guide.id}`, client);
    const book = await screen.findByRole('button', { name: 'Book Now' });
    const shown = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(shown.textContent).toContain(REFUND_RULE);
    // Inside the card the visitor books from, so it is read before paying.
    expect(book.closest('[data-booking-card]')?.contains(shown)).toBe(true);
  });

  it('books the session the seeker picks and goes on to checkout', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { title: 'Morning gongs', startsIn: hours(30) });
    await createSession(world, guide, { title: 'Evening bowls', startsIn: hours(54), price: 4500 });
    const { client } = await world.signedIn();
    const page = await openPage(world, `/practitioner/${guide.id}`, client);

    const sessions = await screen.findByRole('radiogroup', { name: 'Choose a session' });
    expect(screen.getByRole('radio', { name: /Morning gongs/ }).getAttribute('aria-checked')).toBe('true');
    await page.user.click(screen.getByRole('radio', { name: /Evening bowls/ }));
    expect(screen.getByRole('radio', { name: /Evening bowls/ }).getAttribute('aria-checked')).toBe('true');
    expect(sessions.textContent).toContain('€45');

    await page.user.type(await screen.findByLabelText(/Notes for/), 'First time with gongs');
    await page.user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('heading', { name: 'Pay with card' }, { timeout: 10_000 })).toBeTruthy();
    expect(page.path()).toMatch(/^\/checkout\/[\w-]+$/);
    expect(screen.getByText('Evening bowls')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay €45' })).toBeTruthy();
  });

  it('shows a full session as Full and offers no booking when every session is full', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { title: 'Sold-out circle', capacity: 4, remainingSpots: 0 });
    const { client } = await world.signedIn();
    await openPage(world, `/practitioner/${guide.id}`, client);

    const full = await screen.findByRole('radio', { name: /Sold-out circle/ });
    expect(full.textContent).toContain('Full');
    expect(full.hasAttribute('disabled')).toBe(true);
    expect(
      await screen.findByText(
        'Every upcoming session is full right now. Spots free up when someone cancels, so do check back.',
      ),
    ).toBeTruthy();
  });

  it('refuses to book when every session is full and the seeker presses Book Now', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { title: 'Packed breathwork', capacity: 2, remainingSpots: 0 });
    const { client } = await world.signedIn();
    const page = await openPage(world, `/practitioner/${guide.id}`, client);

    await page.user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('No session selected for booking')).toBeTruthy();
    expect(screen.getByText('Booking Error')).toBeTruthy();
    expect(page.path()).toBe(`/practitioner/${guide.id}`);
  });

  it('shows guides their own page as seekers see it, without a way to book', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { title: 'My own gong bath' });
    const client = world.client();
    await client.post('/api/login', { username: guide.username, password: guide.password });
    await openPage(world, `/practitioner/${guide.id}`, client);

    expect(
      await screen.findByText(
        'This is how seekers see your profile. They choose one of your sessions here to book it.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /My own gong bath/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });
});

describe('the pictures of sessions', () => {
  it('shows each session with its picture on the guide page and on My Bookings, in its place without one', async () => {
    const guide = await createGuide(world);
    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    const png = await sharp({ create: { width: 48, height: 36, channels: 3, background: '#2b7a78' } })
      .png()
      .toBuffer();
    const { body, headers } = multipartBody({ bytes: png });
    const picture: string = (await guideClient.post('/api/uploads/gallery', body, headers)).body.url;
    const pictured = await createSession(world, guide, {
      title: 'Gongs by the river',
      date: lisbonDate(new Date(world.clock.now().getTime() + hours(48))),
      time: '10:00',
    });
    const patched = await guideClient.patch(`/api/sessions/${pictured.id}`, {
      ...(await guideClient.get(`/api/sessions/${pictured.id}`)).body,
      imageUrl: picture,
    });
    expect(patched.status).toBe(200);
    await createSession(world, guide, {
      title: 'Plain breathwork',
      date: lisbonDate(new Date(world.clock.now().getTime() + hours(72))),
      time: '10:00',
    });
    expect((await world.db.select().from(sessions).where(eq(sessions.id, pictured.id)))[0]!.imageUrl).toBe(
      picture,
    );

    const { client } = await world.signedIn();
    await openPage(world, `/practitioner/${guide.id}`, client);
    const withPicture = await screen.findByRole('radio', { name: /Gongs by the river/ });
    // The title beside it names the session: the picture is not read out a second time.
    const image = withPicture.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(picture);
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['96', '96']);
    const without = screen.getByRole('radio', { name: /Plain breathwork/ });
    expect(without.querySelector('img')).toBeNull();
    expect(without.querySelector('[aria-hidden="true"] svg')).toBeTruthy();

    await payHold(client, await holdSpot(client, pictured.id));
    await openPage(world, '/bookings', client);
    const heading = await screen.findByRole('heading', { name: 'Gongs by the river' });
    const booked = heading.closest('.grid')!.querySelector('img')!;
    expect([booked.getAttribute('src'), booked.getAttribute('alt'), booked.getAttribute('loading')]).toEqual([
      picture,
      '',
      'lazy',
    ]);
  });

  it('leaves the session list as it was when no session has a picture', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { title: 'Quiet sit' });
    await openPage(world, `/practitioner/${guide.id}`);
    const session = await screen.findByRole('radio', { name: /Quiet sit/ });
    expect(session.querySelector('img')).toBeNull();
    expect(session.querySelector('.bg-linear-to-br')).toBeNull();
  });
});
