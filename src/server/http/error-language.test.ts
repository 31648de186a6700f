import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdSpot } from '../testing/booking-fixtures';
import { createGuide, createSession } from '../testing/fixtures';
import { TestWorld } from '../testing/test-app';
import { hours } from '../testing/test-clock';

/**
 * The API speaks the language the request asks for (decision 061): the web app sends Accept-Language with
 * its page's language, and every error sentence and field message answers in it, named in
 * Content-Language. Without the header, the answers are the specification's English, word for word.
 */

let world: TestWorld;
const PT = { 'accept-language': 'pt-PT' };
const year = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('error answers in the request’s language', () => {
  it('say what is wrong with each field of a sign-up, in Portuguese when asked and in English otherwise', async () => {
    const body = { username: 'ab', email: 'not-an-email', password: 'a-good-long-password', role: 'student' };
    const portuguese = await world.client().post('/api/register', body, PT);
    expect(portuguese.status).toBe(400);
    expect(portuguese.headers['content-language']).toBe('pt-PT');
    expect(portuguese.body.code).toBe('VALIDATION_FAILED');
    expect(portuguese.body.fields).toMatchObject({
      username: 'Nome de utilizador: pelo menos 3 caracteres',
      email: 'Introduza um endereço de email válido',
    });

    const english = await world.client().post('/api/register', body);
    expect(english.status).toBe(400);
    expect(english.headers['content-language']).toBe('en');
    expect(english.body.fields).toMatchObject({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
    });
    expect(Object.values(english.body.fields)).toContain(english.body.error);
  });

  it('refuse a place in a full session in Portuguese, and in English word for word', async () => {
    const guide = await world.signedIn({ role: 'practitioner', isApproved: true, name: 'Marta' });
    const created = await guide.client.post('/api/sessions', {
      title: 'Meditação ao pôr do sol',
      description: 'Silêncio no miradouro.',
      modality: 'Meditation',
      sessionDate: `${year}-03-14`,
      startTime: '18:00',
      endTime: '19:00',
      price: 1500,
      capacity: 1,
      location: 'Miradouro da Graça, Lisboa',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = created.body[0].id as number;
    const first = await world.signedIn();
    await holdSpot(first.client, sessionId);

    const late = await world.signedIn();
    const portuguese = await late.client.post('/api/create-checkout-session', { sessionId }, PT);
    expect(portuguese.status).toBe(409);
    expect(portuguese.headers['content-language']).toBe('pt-PT');
    expect(portuguese.body.error).toBe('Esta sessão está esgotada');
    const english = await late.client.post('/api/create-checkout-session', { sessionId });
    expect(english.status).toBe(409);
    expect(english.body.error).toBe('This session is full');
  });

  it('say that a booking is not found, and that signing in is needed, in the asked language', async () => {
    const seeker = await world.signedIn();
    const missing = await seeker.client.get('/api/bookings/987654', PT);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Reserva não encontrada');
    expect((await seeker.client.get('/api/bookings/987654')).body.error).toBe('Booking not found');

    const signedOut = await world.client().get('/api/bookings', PT);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers['content-language']).toBe('pt-PT');
    expect(signedOut.body.error).toBe('Inicie sessão para continuar');
    const english = await world.client().get('/api/bookings');
    expect(english.body.error).toBe('Please log in to continue');
  });

  it('name the field in Portuguese inside a message that takes it', async () => {
    const guide = await world.signedIn({ role: 'practitioner', isApproved: true, name: 'Marta' });
    const res = await guide.client.post(
      '/api/sessions',
      {
        title: 'x'.repeat(300),
        description: 'Uma descrição.',
        modality: 'Meditation',
        sessionDate: `${year}-03-15`,
        startTime: '18:00',
        endTime: '19:00',
        price: 1500,
        capacity: 4,
        location: 'Lisboa',
      },
      PT,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields.title).toBe('Título: no máximo 120 caracteres');
  });

  it('write the day of an overlap and the highest price as Portugal writes them, the English unchanged', async () => {
    const guide = await world.signedIn({ role: 'practitioner', isApproved: true, name: 'Marta' });
    const session = {
      title: 'Ioga ao amanhecer',
      description: 'Respirar junto ao rio.',
      modality: 'Meditation',
      sessionDate: `${year}-03-16`,
      startTime: '08:00',
      endTime: '09:00',
      price: 1500,
      capacity: 4,
      location: 'Jardim da Estrela, Lisboa',
    };
    expect((await guide.client.post('/api/sessions', session)).status).toBe(201);
    const later = { ...session, startTime: '08:30', endTime: '09:30' };

    const portuguese = await guide.client.post('/api/sessions', later, PT);
    expect(portuguese.status).toBe(409);
    expect(portuguese.body.error).toBe(
      `Esta sessão sobrepõe-se a outra das suas sessões a 16 de mar. de ${year}`,
    );
    const english = await guide.client.post('/api/sessions', later);
    expect(english.body.error).toBe(`This session overlaps another of your sessions on 16 Mar ${year}`);

    const dear = { ...session, sessionDate: `${year}-03-17`, price: 100_000_000 };
    const pricey = await guide.client.post('/api/sessions', dear, PT);
    expect(pricey.status).toBe(400);
    expect(pricey.body.fields.price).toBe('Preço: no máximo 10\u00a0000,00\u00a0€');
    expect((await guide.client.post('/api/sessions', dear)).body.fields.price).toBe(
      'Price must be at most €10,000',
    );
  });

  it('count the seeker’s unpaid bookings, and name the areas a search knows, in Portuguese', async () => {
    const guide = await createGuide(world);
    const sessions = await Promise.all(
      [1, 2, 3].map((day) => createSession(world, guide, { startsIn: hours(30 + 24 * day) })),
    );
    const seeker = await world.signedIn();
    await holdSpot(seeker.client, sessions[0]!.id);
    await holdSpot(seeker.client, sessions[1]!.id);
    const third = { sessionId: sessions[2]!.id };
    const portuguese = await seeker.client.post('/api/create-checkout-session', third, PT);
    expect(portuguese.status).toBe(409);
    expect(portuguese.body.error).toBe(
      'Já tem 2 reservas à espera de pagamento. Conclua ou cancele uma antes de fazer outra reserva.',
    );
    expect((await seeker.client.post('/api/create-checkout-session', third)).body.error).toBe(
      'You already have 2 bookings waiting for payment. Complete or cancel one before booking another.',
    );

    const nowhere = await world.client().get('/api/practitioners?area=atlantis', PT);
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.fields.area).toMatch(/^Zona desconhecida\. Use uma destas: lisbon-centre, /);
    const english = await world.client().get('/api/practitioners?area=atlantis');
    expect(english.body.fields.area).toMatch(/^Unknown area\. Use one of: lisbon-centre, /);
  });

  it('answer a password reset in Portuguese too, success and refusal alike', async () => {
    const forgot = await world.client().post('/api/forgot-password', { email: 'ninguem@example.pt' }, PT);
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({
      message: 'Se existir uma conta com esse email, enviámos um link para redefinir a sua palavra-passe.',
    });
    expect((await world.client().post('/api/forgot-password', { email: 'nobody@example.com' })).body).toEqual(
      {
        message: 'If an account exists for that email, we have sent a link to reset your password.',
      },
    );

    const body = { token: 'not-a-real-token', password: 'a-brand-new-password' };
    const refused = await world.client().post('/api/reset-password', body, PT);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Este link de redefinição não é válido ou expirou.');
    expect((await world.client().post('/api/reset-password', body)).body.error).toBe(
      'This reset link is invalid or has expired.',
    );
  });
});
