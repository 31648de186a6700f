import { formatDate } from '@contract/date-formats';
import { formatEuros } from '@contract/money';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGuide, createSession, uniqueTag } from '../../../../server/testing/fixtures';
import { TestWorld } from '../../../../server/testing/test-app';
import { hours } from '../../../../server/testing/test-clock';
import { closePage, openPage } from '../../../testing/browser-page';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterEach(() => closePage());
afterAll(() => world.close());

/** "25,00 €" as Portugal writes it, whatever space the number format puts before the sign. */
const PORTUGUESE_25_EUROS = /25,00\s€/;

describe('the public pages in Portuguese (decision 061)', () => {
  it('opens /pt with the home page, the header and its language switch in Portuguese', async () => {
    await openPage(world, '/pt');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'As experiências de bem-estar mais bem avaliadas de Lisboa',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Como funciona', { selector: 'h2' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Iniciar sessão' }).getAttribute('href')).toBe(
      '/pt/auth',
    );
    const switcher = within(header).getByRole('navigation', { name: 'Idioma' });
    expect(within(switcher).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
    expect(within(switcher).getByRole('link', { name: 'Português' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists guides on /pt/explore with Portuguese prices and dates', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, {
      name: `Marta ${tag}`,
      pricePerSession: 2500,
      neighbourhood: 'Alfama',
    });
    const session = await createSession(world, guide, { price: 2500, startsIn: hours(30) });

    await openPage(world, `/pt/explore?q=${tag}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encontre o terapeuta certo para si' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1 terapeuta encontrado' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: guide.name })).closest('article')!;
    expect(within(card as HTMLElement).getByText(PORTUGUESE_25_EUROS).textContent).toBe(
      formatEuros(2500, 'pt-PT'),
    );
    expect(card.textContent).toContain('desde');
    expect(card.textContent).toContain(formatDate(session.startsAt, 'weekdayTime', 'pt-PT'));
    expect(screen.getByRole('combobox', { name: /Melhores resultados primeiro|Ordenar por/ })).toBeTruthy();
    // The contract's names of the guide's practice and offer, in Portuguese: stored as "Sound Healing",
    // "Gong" and "1:1 & Group".
    expect(card.textContent).toContain('Terapia de som · Gongo');
    expect(card.textContent).toContain('1:1 e grupo');
    // The place list's town, stored as "Lisbon", as Portuguese names it.
    expect(card.textContent).toContain('Alfama, Lisboa');
    expect(card.textContent).not.toContain('Lisbon');
  });

  it('names the area explore filters by in Portuguese', async () => {
    const tag = uniqueTag();
    await createGuide(world, { name: `Marta ${tag}`, neighbourhood: 'Graça' });

    await openPage(world, `/pt/explore?q=${tag}&area=lisbon-centre`);
    expect(await screen.findByRole('heading', { name: '1 terapeuta encontrado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover filtro: Lisboa — centro histórico' })).toBeTruthy();
    expect(screen.queryByText('Lisbon — historic centre')).toBeNull();
  });

  it("shows a guide's profile on /pt in Portuguese, the guide's own words as written", async () => {
    const guide = await createGuide(world, {
      bio: 'Sound is my teacher.',
      pricePerSession: 2500,
      neighbourhood: 'Graça',
      modalities: ['Thai Massage', 'Reiki'],
      languages: ['Portuguese', 'English'],
    });
    await createSession(world, guide, { price: 2500 });

    await openPage(world, `/pt/practitioner/${guide.id}`);
    expect(await screen.findByRole('heading', { name: `Sobre ${guide.name}` })).toBeTruthy();
    expect(screen.getByText('Sound is my teacher.')).toBeTruthy();
    expect(screen.getByText('Terapia de som · Gongo')).toBeTruthy();
    expect(screen.getByText('Massagem tailandesa')).toBeTruthy();
    expect(screen.getByText('Português, Inglês')).toBeTruthy();
    expect(screen.getByText('Graça, Lisboa')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Avaliações (0)' })).toBeTruthy();
    expect(screen.getByText('Novo')).toBeTruthy();
    const price = screen.getByText('por sessão', { exact: false, selector: 'dd' });
    expect(price.textContent).toMatch(PORTUGUESE_25_EUROS);
    const breadcrumb = screen.getByRole('navigation', { name: 'Navegação estrutural' });
    expect(within(breadcrumb).getByRole('link', { name: 'Explorar' }).getAttribute('href')).toBe(
      '/pt/explore',
    );
  });

  it('signs a seeker in on /pt/auth in Portuguese and takes them to the Portuguese home page', async () => {
    const seeker = await world.createUser();
    const page = await openPage(world, '/pt/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá de novo' })).toBeTruthy();

    await page.user.type(screen.getByLabelText('Nome de utilizador ou email'), seeker.username);
    await page.user.type(screen.getByLabelText('Palavra-passe'), seeker.password);
    await page.user.click(screen.getByRole('button', { name: 'Iniciar sessão' }));

    expect(await screen.findByText(`Olá de novo, ${seeker.username}`)).toBeTruthy();
    expect(page.path()).toBe('/pt');
    expect(await screen.findByRole('link', { name: 'As minhas reservas' })).toBeTruthy();
  });

  it('says in Portuguese when the username or password is wrong', async () => {
    const page = await openPage(world, '/pt/auth');
    await page.user.type(await screen.findByLabelText('Nome de utilizador ou email'), 'nobody-here');
    await page.user.type(screen.getByLabelText('Palavra-passe'), 'not-the-password');
    await page.user.click(screen.getByRole('button', { name: 'Iniciar sessão' }));
    expect(await screen.findByText('Não foi possível iniciar sessão')).toBeTruthy();
    expect(page.path()).toBe('/pt/auth');
  });
});
