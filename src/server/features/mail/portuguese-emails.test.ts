import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '../../../contract/money';
import { holdSpot, payHold, settle } from '../../testing/booking-fixtures';
import { type CapturedMail, deadLinks, readMail } from '../../testing/captured-mail';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';

/**
 * Emails are written in their recipient's language, whoever caused them (decision 061): a seeker who
 * signed up on a Portuguese page reads Portuguese, with Portugal's dates and amounts and links to the
 * Portuguese pages; a guide who chose Portuguese gets their notices in Portuguese from an English seeker.
 */

let world: TestWorld;
const year = new Date().getUTCFullYear() + 1;
let nextDay = 0;
let tag = 0;

beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** A guide who chose a language with the switch. */
async function guideIn(locale: 'en' | 'pt-PT', name: string) {
  const guide = await world.signedIn({ role: 'practitioner', isApproved: true, name });
  expect((await guide.client.request('PUT', '/api/account/language', { locale })).status).toBe(200);
  return guide;
}

/** A session on a November Saturday of its own, 19:00–20:30 Lisbon time, at 25 euros. */
async function publish(client: TestClient) {
  const sessionDate = `${year}-11-${String(1 + nextDay++).padStart(2, '0')}`;
  const res = await client.post('/api/sessions', {
    title: 'Banho de som',
    description: 'Taças tibetanas e silêncio.',
    modality: 'Sound Healing',
    sessionDate,
    startTime: '19:00',
    endTime: '20:30',
    price: 2500,
    capacity: 8,
    location: 'Rua da Graça 1, Lisboa',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body[0].id as number, sessionDate };
}

/** A seeker signed up through the register call of a page in `locale`, as the web app sends it. */
async function seekerSignedUpIn(locale: 'en' | 'pt-PT', name: string) {
  const client = world.client();
  const username = `leitor_${Date.now()}_${++tag}`;
  const email = `${username}@example.com`;
  const res = await client.post(
    '/api/register',
    { username, email, password: 'a-good-long-password', role: 'student', name },
    { 'accept-language': locale },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { client, email };
}

/** The Portuguese day and time the November sessions read as: "domingo, 1 de novembro de 2027, ...". */
function portugueseWhen(sessionDate: string): RegExp {
  const day = Number(sessionDate.slice(8));
  return new RegExp(
    `(segunda|terça|quarta|quinta|sexta)-feira|sábado|domingo, ${day} de novembro de ${year}, 19:00–20:30 \\(hora de Lisboa\\)`,
  );
}

async function expectPortuguese(mail: CapturedMail) {
  expect(mail.html).toContain('<html lang="pt-PT">');
  expect(mail.text).toContain('Sessões de bem-estar e espiritualidade em Lisboa');
  for (const link of mail.links) expect(link.startsWith(`${PUBLIC_URL}/pt/`), link).toBe(true);
  expect(await deadLinks(world.app, mail)).toEqual([]);
}

describe('emails in Portuguese', () => {
  it('confirm and cancel the booking of a seeker who signed up in Portuguese, in Portuguese', async () => {
    const guide = await guideIn('en', 'Ana Sousa');
    const { id, sessionDate } = await publish(guide.client);
    const seeker = await seekerSignedUpIn('pt-PT', 'Leonor');
    const hold = await holdSpot(seeker.client, id);
    await payHold(seeker.client, hold);

    const mail = readMail(await world.smtp.waitFor(seeker.email, /Reserva confirmada/));
    expect(mail.subject).toBe('Reserva confirmada: Banho de som');
    expect(mail.text).toContain('A sua reserva está confirmada');
    expect(mail.text).toContain('Olá, Leonor,');
    expect(mail.text).toContain('Tem lugar reservado em Banho de som com Ana Sousa.');
    expect(mail.text).toMatch(new RegExp(`Quando: ${portugueseWhen(sessionDate).source}`));
    expect(mail.text).toContain(`Pago: ${formatEuros(2500, 'pt-PT')}`);
    expect(mail.text).toContain('Cancele com 24 horas ou mais de antecedência');
    expect(mail.links).toEqual([
      `${PUBLIC_URL}/pt/bookings`,
      `${PUBLIC_URL}/pt/bookings/${hold.bookingId}/receipt`,
    ]);
    await expectPortuguese(mail);
    // The title is the guide's own words; the invitation's other words are the seeker's language.
    expect(mail.calendar).toMatchObject({ summary: 'Banho de som', url: `${PUBLIC_URL}/pt/bookings` });
    expect(mail.calendar!.description).toContain('Banho de som com Ana Sousa, reservada na Luz.');
    expect(mail.calendar!.description).toContain(`As suas reservas: ${PUBLIC_URL}/pt/bookings`);

    // The English guide hears of the same booking in English.
    const notice = readMail(await world.smtp.waitFor(guide.user.email, /New booking/));
    expect(notice.subject).toBe('New booking: Banho de som');
    expect(notice.text).toContain('Leonor booked a place on Banho de som, and paid.');
    expect(notice.text).toContain('Paid: €25');

    expect((await seeker.client.post(`/api/bookings/${hold.bookingId}/cancel`)).status).toBe(200);
    const cancelled = readMail(await world.smtp.waitFor(seeker.email, /Reserva cancelada/));
    expect(cancelled.subject).toBe('Reserva cancelada: Banho de som');
    expect(cancelled.text).toMatch(
      new RegExp(`A sua reserva de Banho de som de ${portugueseWhen(sessionDate).source} foi cancelada\\.`),
    );
    expect(cancelled.text).toContain(`Reembolso: ${formatEuros(2500, 'pt-PT')}`);
    expect(cancelled.links).toEqual([`${PUBLIC_URL}/pt/explore`]);
    await expectPortuguese(cancelled);
    expect(cancelled.calendar).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  });

  it('tell a guide who chose Portuguese of an English seeker’s booking in Portuguese, each in their own', async () => {
    const guide = await guideIn('pt-PT', 'Rita Lopes');
    const { id, sessionDate } = await publish(guide.client);
    const seeker = await seekerSignedUpIn('en', 'Eleanor');
    const hold = await holdSpot(seeker.client, id, 'Primeira vez');
    await payHold(seeker.client, hold);
    await settle(world);

    const notice = readMail(await world.smtp.waitFor(guide.user.email, /Nova reserva/));
    expect(notice.subject).toBe('Nova reserva: Banho de som');
    expect(notice.text).toContain('Tem uma nova reserva');
    expect(notice.text).toContain('Olá, Rita Lopes,');
    expect(notice.text).toContain('Eleanor reservou um lugar em Banho de som e pagou.');
    expect(notice.text).toMatch(new RegExp(`Quando: ${portugueseWhen(sessionDate).source}`));
    expect(notice.text).toContain('Reservados: 1 de 8 lugares');
    expect(notice.text).toContain(`Pago: ${formatEuros(2500, 'pt-PT')}`);
    expect(notice.text).toContain('Notas de Eleanor: Primeira vez');
    expect(notice.links).toEqual([`${PUBLIC_URL}/pt/practitioner-dashboard`]);
    await expectPortuguese(notice);

    const confirmation = readMail(await world.smtp.waitFor(seeker.email, /Booking confirmed/));
    expect(confirmation.subject).toBe('Booking confirmed: Banho de som');
    expect(confirmation.html).toContain('<html lang="en">');
    expect(confirmation.text).toContain('Paid: €25');
    expect(confirmation.links[0]).toBe(`${PUBLIC_URL}/bookings`);
  });

  it('send the password reset link of a Portuguese account in Portuguese, to the Portuguese page', async () => {
    const seeker = await seekerSignedUpIn('pt-PT', 'Inês');
    await world.client().post('/api/forgot-password', { email: seeker.email });
    const mail = readMail(await world.smtp.waitFor(seeker.email, /palavra-passe/));
    expect(mail.subject).toBe('Redefinir a sua palavra-passe da Luz');
    expect(mail.text).toContain('Escolher uma nova palavra-passe');
    expect(new URL(mail.links[0]!).pathname).toBe('/pt/reset-password');
    await expectPortuguese(mail);
  });
});
