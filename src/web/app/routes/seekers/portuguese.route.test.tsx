import { formatDate } from '@contract/date-formats';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from '../../../../server/testing/booking-fixtures';
import { createGuide, createSession } from '../../../../server/testing/fixtures';
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

/** An element's text with its spaces as a reader sees them (Portugal's amounts put a no-break space before €). */
const textOf = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ') ?? '';

/** A seeker books and pays a guide's session on the Portuguese pages: the booking card, checkout, confirmation. */
async function bookInPortuguese(title: string, price: number) {
  const guide = await createGuide(world, { name: 'Marta Gongs' });
  const session = await createSession(world, guide, { title, startsIn: hours(72), price });
  const { client } = await world.signedIn();
  const page = await openPage(world, `/pt/practitioner/${guide.id}`, client);

  await screen.findByRole('radiogroup', { name: 'Escolha uma sessão' }, { timeout: 10_000 });
  await page.user.click(await screen.findByRole('button', { name: 'Reservar agora' }, { timeout: 10_000 }));

  expect(await screen.findByRole('heading', { name: 'Pagar com cartão' }, { timeout: 10_000 })).toBeTruthy();
  expect(page.path()).toMatch(/^\/pt\/checkout\/[\w-]+$/);
  await page.user.click(screen.getByRole('button', { name: 'Usar o cartão de teste 4242 4242 4242 4242' }));
  await page.user.type(screen.getByLabelText('Nome no cartão'), 'Sofia Almeida');
  return { page, guide, session, client };
}

describe('the seeker’s screens in Portuguese', () => {
  it('books and pays in Portuguese, then lists, cancels and refunds the booking in Portuguese', async () => {
    const { page, session } = await bookInPortuguese('Banho de gongos', 4500);
    const day = formatDate(session.startsAt, 'long', 'pt-PT');
    expect(screen.getByText(day)).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: /^Pagar 45,00\s€$/ }));

    expect(await screen.findByRole('heading', { name: 'Reserva confirmada' })).toBeTruthy();
    expect(page.path()).toMatch(/^\/pt\/booking-success\?booking_id=\d+/);
    expect(textOf(screen.getByText('Total pago').parentElement)).toContain('45,00 €');

    await page.user.click(screen.getByRole('link', { name: 'Ver as minhas reservas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'As minhas reservas' })).toBeTruthy();
    expect(page.path()).toBe('/pt/bookings');
    const upcoming = await screen.findByRole('region', { name: 'Próximas' });
    expect(await within(upcoming).findByRole('heading', { name: 'Banho de gongos' })).toBeTruthy();
    expect(within(upcoming).getByText('Confirmada')).toBeTruthy();
    expect(within(upcoming).getByText('com Marta Gongs')).toBeTruthy();
    expect(within(upcoming).getByText(day)).toBeTruthy();
    expect(within(upcoming).getByText('45,00 €')).toBeTruthy();

    await page.user.click(within(upcoming).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva' });
    expect(textOf(dialog)).toContain(`Quer cancelar o seu lugar em Banho de gongos, ${day}, às`);
    expect(await within(dialog).findByText('45,00 €')).toBeTruthy();
    await page.user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar reserva' }));

    expect(await screen.findByText('Reserva cancelada')).toBeTruthy();
    expect(screen.getByText('O seu reembolso de 45,00 € está a caminho do seu cartão.')).toBeTruthy();
    const cancelled = await screen.findByRole('region', { name: 'Anteriores e canceladas' });
    expect(await within(cancelled).findByText('Cancelada')).toBeTruthy();
    expect(textOf(within(cancelled).getByText(/Reembolsado/))).toContain('45,00 €');
  }, 60_000);

  it('shows the receipt in Portuguese, with its amounts and dates written as Portugal writes them', async () => {
    const { page } = await bookInPortuguese('Meditação ao pôr do sol', 2500);
    await page.user.click(screen.getByRole('button', { name: /^Pagar 25,00\s€$/ }));
    await screen.findByRole('heading', { name: 'Reserva confirmada' });

    await page.visit('/pt/bookings');
    const receiptLink = await screen.findByRole('link', { name: 'Recibo' });
    expect(receiptLink.getAttribute('href')).toMatch(/^\/pt\/bookings\/\d+\/receipt$/);
    await page.user.click(receiptLink);

    expect(await screen.findByRole('heading', { level: 1, name: 'Recibo' })).toBeTruthy();
    expect(screen.getByText('NIF: 516000000')).toBeTruthy();
    expect(screen.getByText('Cartão de teste terminado em 4242')).toBeTruthy();
    expect(screen.getByText(/^Pago: \S+, \d{1,2} de [a-zç]+ de \d{4}$/)).toBeTruthy();
    const totals = screen.getByText('Valor pago').closest('dl') as HTMLElement;
    expect(within(totals).getAllByText('25,00 €')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Imprimir ou guardar em PDF' })).toBeTruthy();
    const back = screen
      .getAllByRole('link', { name: 'As minhas reservas' })
      .map((link) => link.getAttribute('href'));
    expect(back).toContain('/pt/bookings');
  });

  it('writes to the guide from My Bookings in Portuguese', async () => {
    const { page, guide } = await bookInPortuguese('Respiração consciente', 3000);
    await page.user.click(screen.getByRole('button', { name: /^Pagar 30,00\s€$/ }));
    await screen.findByRole('heading', { name: 'Reserva confirmada' });
    await settle(world);

    await page.visit('/pt/bookings');
    const upcoming = await screen.findByRole('region', { name: 'Próximas' });
    await page.user.click(within(upcoming).getByRole('button', { name: 'Mensagens' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagens' });
    expect(
      await within(dialog).findByText(
        'Ainda não há mensagens. Faça uma pergunta ou partilhe o que a outra pessoa deve saber antes da sessão.',
      ),
    ).toBeTruthy();
    await page.user.type(within(dialog).getByLabelText('A sua mensagem'), 'Há estacionamento perto?');
    await page.user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const sent = await within(dialog).findByText(/^Eu · \d{1,2} de [a-z]+\. de \d{4}, \d{2}:\d{2}$/);
    expect(sent.closest('li')?.textContent).toContain('Há estacionamento perto?');

    const guideClient = world.client();
    await guideClient.post('/api/login', { username: guide.username, password: guide.password });
    await waitFor(async () =>
      expect((await guideClient.get('/api/conversations/unread')).body.unread).toBe(1),
    );
  });

  it('saves the profile and switches an email off in Portuguese', async () => {
    const { client } = await world.signedIn({ name: 'Joana Reis' });
    const page = await openPage(world, '/pt/profile', client);

    expect(await screen.findByRole('heading', { level: 1, name: 'O seu perfil' })).toBeTruthy();
    const city = await screen.findByLabelText(/^Cidade/);
    await page.user.clear(city);
    await page.user.type(city, 'Lisboa');
    await page.user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Perfil guardado')).toBeTruthy();
    expect((await client.get('/api/profile')).body.city).toBe('Lisboa');

    expect(await screen.findByRole('region', { name: 'Emails' })).toBeTruthy();
    const reminders = await screen.findByRole('switch', { name: 'Lembretes de sessões' });
    expect(document.getElementById('email-setting-reminders-description')?.textContent).toBe(
      'Um email na véspera de cada sessão que reservou, com o local e como cancelar.',
    );
    await waitFor(() => expect((reminders as HTMLButtonElement).disabled).toBe(false));
    await page.user.click(reminders);
    expect(await screen.findByText('Definições de email guardadas')).toBeTruthy();
    expect((await client.get('/api/email-settings')).body.reminders).toBe(false);
  });
});
