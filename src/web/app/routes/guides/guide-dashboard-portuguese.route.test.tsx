import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../../../contract/date-formats';
import { lisbonDate, todayInLisbon } from '../../../../contract/lisbon-time';
import type { OwnProfile } from '../../../../contract/profiles';
import { holdSpot, payHold } from '../../../../server/testing/booking-fixtures';
import { uniqueTag } from '../../../../server/testing/fixtures';
import { approvedThroughApplication, publishSession } from '../../../../server/testing/guide-flow';
import { type TestClient, TestWorld } from '../../../../server/testing/test-app';
import { addDays } from '../../../lib/calendar-days';
import { type BrowserPage, openPage } from '../../../testing/browser-page';
import { pickDay } from '../../../testing/pick-day';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

/**
 * Opens a Portuguese dashboard address as a newly approved guide: the app first asks for the public profile
 * (started from the application), which the guide saves in Portuguese, and then shows the dashboard.
 */
async function atDashboard(guide: TestClient, address: string): Promise<BrowserPage> {
  const page = await openPage(world, address, guide);
  // The screen's code arrives lazily: on a busy machine that takes a while.
  expect(
    await screen.findByRole('heading', { name: 'Configure o seu perfil de terapeuta' }, { timeout: 15_000 }),
  ).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Sobre si' })).toBeTruthy();
  await page.user.selectOptions(screen.getByLabelText('Zona'), 'Graça');
  await page.user.click(screen.getByRole('button', { name: 'Guardar e ir para o meu painel' }));
  expect(await screen.findByText('Perfil guardado', {}, { timeout: 10_000 })).toBeTruthy();
  expect(
    await screen.findByRole('heading', { name: 'Painel do terapeuta' }, { timeout: 15_000 }),
  ).toBeTruthy();
  if (address.includes('?')) await page.visit(address);
  return page;
}

describe('the guide dashboard in Portuguese', () => {
  it('names the languages of the profile in Portuguese, and saves them as the contract names them', async () => {
    const guide = await approvedThroughApplication(world, admin, `Inês ${uniqueTag()}`);
    const page = await openPage(world, '/pt/practitioner-dashboard', guide.client);
    expect(await screen.findByRole('heading', { name: 'Sobre si' }, { timeout: 15_000 })).toBeTruthy();
    const languages = screen.getByRole('group', { name: 'Línguas em que realiza sessões' });
    expect(within(languages).getByRole('checkbox', { name: 'Inglês' })).toBeTruthy();
    expect(within(languages).getByRole('checkbox', { name: 'Neerlandês' })).toBeTruthy();
    expect(within(languages).queryByRole('checkbox', { name: 'Spanish' })).toBeNull();
    await page.user.click(within(languages).getByRole('checkbox', { name: 'Espanhol' }));
    await page.user.selectOptions(screen.getByLabelText('Zona'), 'Graça');
    await page.user.click(screen.getByRole('button', { name: 'Guardar e ir para o meu painel' }));
    expect(await screen.findByText('Perfil guardado', {}, { timeout: 10_000 })).toBeTruthy();

    const saved = await guide.client.get<OwnProfile>('/api/profile');
    expect(saved.body.languages).toContain('Spanish');
  });

  it('shows the guide’s figures, sessions and bookings in Portuguese, dates and amounts as Portugal writes them', async () => {
    const guide = await approvedThroughApplication(world, admin, `Inês ${uniqueTag()}`);
    const session = await publishSession(world, guide.client, { daysAhead: 4, price: 4250 });
    const sessionDay = lisbonDate(new Date(world.clock.now().getTime() + 4 * 24 * 3600_000));
    const seeker = await world.signedIn();
    await payHold(seeker.client, await holdSpot(seeker.client, session));

    const page = await atDashboard(guide.client, '/pt/practitioner-dashboard');
    expect(screen.getByRole('tab', { name: 'Reservas' })).toBeTruthy();
    expect(await screen.findByText('Próximas sessões', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByText('Reservas recentes')).toBeTruthy();
    expect((await screen.findAllByText('42,50 €')).length).toBeGreaterThan(0);

    await page.user.click(screen.getByRole('tab', { name: 'Reservas' }));
    expect(await screen.findByText('1 reserva')).toBeTruthy();
    const [table] = await screen.findAllByRole('table');
    expect(within(table!).getByRole('columnheader', { name: 'Participante' })).toBeTruthy();
    expect(within(table!).getByText(new RegExp(formatDay(sessionDay, 'short', 'pt-PT')))).toBeTruthy();
  });

  it('publishes a session from the Portuguese form, its day picked in a Portuguese calendar', async () => {
    const guide = await approvedThroughApplication(world, admin, `Joana ${uniqueTag()}`);
    const page = await atDashboard(guide.client, '/pt/practitioner-dashboard?tab=sessions');
    await page.user.click((await screen.findAllByRole('button', { name: 'Criar sessão' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Criar sessão' });
    const field = (label: string) => within(dialog).getByLabelText(label);

    await page.user.type(field('Título'), 'Respiração junto ao rio');
    await page.user.type(field('Descrição'), 'Respiração lenta à beira do Tejo.');
    await page.user.type(field('Local'), 'Cais do Sodré, Lisboa');
    await page.user.click(within(dialog).getByRole('combobox', { name: 'Modalidade' }));
    await page.user.click(await screen.findByRole('option', { name: 'Respiração consciente' }));

    const day = addDays(todayInLisbon(), 9);
    await page.user.click(within(dialog).getByRole('button', { name: 'Data' }));
    const calendar = await screen.findByRole('dialog', { name: 'Data' });
    // The calendar names its months and weekdays in Portuguese.
    const thisMonth = formatDay(todayInLisbon(), 'month', 'pt-PT');
    expect(within(calendar).getByText(thisMonth)).toBeTruthy();
    expect(within(calendar).getAllByText(/^(seg|ter|qua|qui|sex|sáb|dom)/i).length).toBeGreaterThanOrEqual(7);
    await page.user.keyboard('{Escape}');
    await pickDay(page.user, 'Data', day, 'pt-PT');
    expect(within(dialog).getByRole('button', { name: 'Data' }).textContent).toContain(
      formatDay(day, 'long', 'pt-PT'),
    );

    await page.user.clear(field('Preço'));
    await page.user.type(field('Preço'), '18');
    await page.user.click(within(dialog).getByRole('button', { name: 'Criar sessão' }));

    expect(await screen.findByText('A sua sessão foi criada.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Criar sessão' })).toBeNull();
    expect(await screen.findByText('Respiração junto ao rio')).toBeTruthy();
    expect(screen.getByText(/18,00 €/)).toBeTruthy();
  });
});
