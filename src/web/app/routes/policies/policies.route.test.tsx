import { SUPPORT_EMAIL } from '@contract/brand';
import { REFUND_RULE } from '@contract/policies';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { TestWorld } from '../../../../server/testing/test-app';
import { openPage } from '../../../testing/browser-page';
import { SiteFooter } from '../../layout/site-footer';
import { AppProvider } from '../../provider';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const section = (name: string) => screen.getByRole('region', { name });

describe('the Terms, Privacy and Cookie pages', () => {
  it('links the footer’s Legal group to the three pages', () => {
    render(
      <AppProvider locale="en">
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </AppProvider>,
    );
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(within(legal).getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookies');
    cleanup();
  });

  it('opens the Terms from About, with the refund rule in the words of the booking card', async () => {
    const page = await openPage(world, '/about');
    await page.user.click(await screen.findByRole('link', { name: 'Terms of Use' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(page.path()).toBe('/terms');
    expect(screen.getByText(/Last updated 27 November 2026/)).toBeTruthy();
    expect(screen.queryByText(/being written/)).toBeNull();
    const refunds = section('Cancellations and refunds');
    expect(refunds.id).toBe('cancellations');
    expect(refunds.textContent).toContain(REFUND_RULE);
    expect(section("Guides' obligations").textContent).toMatch(/Hold every session you publish/);
    expect(section('Reviews').textContent).toMatch(/may remove a review/);
    expect(section('Who we are').textContent).toContain(SUPPORT_EMAIL);
  });

  it('says on the Privacy page what is kept, who sees it, and what deleting an account leaves', async () => {
    await openPage(world, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(section('What we keep').textContent).toMatch(/never your card number/i);
    const who = section('Who sees it').textContent;
    expect(who).toMatch(/the guide sees your name, your booking notes and the booking itself/);
    expect(who).toMatch(/never sees your email address, nor you theirs/);
    expect(who).toMatch(/Stripe/);
    expect(who).toMatch(/email provider/);
    expect(section('How long we keep it').textContent).toMatch(/Sign-in sessions: 30 days/);
    const rights = section('Your rights: your data and your account').textContent;
    expect(rights).toMatch(/one JSON file/);
    expect(rights).toMatch(/bookings stay for the guide's and Luz's records, with you removed/);
    expect(rights).toMatch(/"former member"/);
    expect(rights).toMatch(/no upcoming bookings/);
  });

  it('lists on the Cookie page the one cookie and the browser storage the app uses, with their lifetimes', async () => {
    await openPage(world, '/cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Cookies and browser storage used by Luz' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').querySelector('code')?.textContent)).toEqual([
      'luz_session',
      'luz:guide-signup-answers:{account}',
      'luz:guide-application-draft:{account}',
      'luz:booking-notes:{guide}',
      'luz:scroll-positions',
    ]);
    expect(rows[0]!.textContent).toMatch(/30 days from signing in, or until you sign out/);
  });

  it('opens /pt/terms with the refund section in Portuguese', async () => {
    await openPage(world, '/pt/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos de utilização' })).toBeTruthy();
    expect(screen.getByText(/Última atualização: 27/)).toBeTruthy();
    const refunds = section('Cancelamentos e reembolsos');
    expect(refunds.id).toBe('cancellations');
    expect(refunds.textContent).toContain(
      'Cancele com 24 horas ou mais de antecedência para receber o reembolso total.',
    );
    expect(refunds.textContent).toContain(
      'Os reembolsos são feitos para o cartão com que pagou. O seu banco costuma apresentá-los no prazo de 5 a 10 dias úteis.',
    );
    expect(section('Quem somos').textContent).toContain(SUPPORT_EMAIL);
  });
});

describe('signing up', () => {
  it('tells a seeker that creating an account accepts the Terms and the Privacy policy', async () => {
    await openPage(world, '/auth?tab=register');
    const create = await screen.findByRole('button', { name: 'Create account' });
    const note = create.closest('form')!.querySelector(':scope > p:last-child')!;
    expect(note.textContent).toBe(
      'By creating an account you accept the Terms (opens in a new tab) and the Privacy policy (opens in a new tab).',
    );
    expect(
      within(note as HTMLElement)
        .getByRole('link', { name: /^Terms/ })
        .getAttribute('href'),
    ).toBe('/terms');
    expect(
      within(note as HTMLElement)
        .getByRole('link', { name: /^Privacy policy/ })
        .getAttribute('href'),
    ).toBe('/privacy');
  });

  it('tells a guide the same on /signup', async () => {
    await openPage(world, '/signup');
    await screen.findByRole('button', { name: 'Create guide account' });
    expect(screen.getByText(/By creating an account you accept the/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Privacy policy/ }).getAttribute('href')).toBe('/privacy');
  });
});
