import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSession } from '../../../../server/testing/booking-fixtures';
import { TestWorld } from '../../../../server/testing/test-app';
import { hours } from '../../../../server/testing/test-clock';
import { openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start({
    legalEntity: {
      legalName: 'Luz Bem-Estar, Lda.',
      address: 'Rua das Flores 12, Lisboa',
      taxId: '516000000',
    },
  });
});
afterAll(() => world.close());

describe('the receipt page', () => {
  it('is reached from My Bookings and shows what was paid, how and to whom', async () => {
    const { client, bookingId } = await bookedSession(world, {
      title: 'Breath at sunrise',
      startsIn: hours(48),
      price: 2800,
    });
    const page = await openPage(world, '/bookings', client);
    const receiptLink = await screen.findByRole('link', { name: 'Receipt' });
    expect(receiptLink.getAttribute('href')).toBe(`/bookings/${bookingId}/receipt`);
    await page.user.click(receiptLink);

    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    const reference = new RegExp(`^LUZ-\\d{4}-${String(bookingId).padStart(6, '0')}$`);
    expect(screen.getAllByText(reference).length).toBeGreaterThan(0);
    expect(screen.getByText('Luz Bem-Estar, Lda.')).toBeTruthy();
    expect(screen.getByText('Tax ID (NIF): 516000000')).toBeTruthy();
    expect(screen.getByText('Breath at sunrise')).toBeTruthy();
    expect(screen.getByText('Test card ending in 4242')).toBeTruthy();
    const totals = screen.getByText('Amount paid').closest('dl') as HTMLElement;
    expect(within(totals).getAllByText('€28')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeTruthy();
  });

  it('shows the refund of a cancelled booking and what was kept', async () => {
    const { client, bookingId } = await bookedSession(world, { startsIn: hours(72), price: 3000 });
    expect((await client.post(`/api/bookings/${bookingId}/cancel`)).status).toBe(200);
    await openPage(world, `/bookings/${bookingId}/receipt`, client);

    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(screen.getByText('−€30')).toBeTruthy();
    expect(screen.getByText('€0')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('says why an unpaid hold has no receipt', async () => {
    const { client, bookingId } = await bookedSession(world, { paid: false });
    await openPage(world, `/bookings/${bookingId}/receipt`, client);

    expect(await screen.findByRole('heading', { name: 'No receipt to show' })).toBeTruthy();
    expect(screen.getByText('This booking has no receipt: nothing has been paid for it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Bookings' }).getAttribute('href')).toBe('/bookings');
  });
});
