import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { sessions } from '../../db/schema';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';
import { adminClient, approvedGuide, bookAndPay, type Member, publish, signUp } from './account-flows';

let world: TestWorld;
let guide: Member;
let sofia: Member;
let ana: Member;
let adminUsername: string;

beforeAll(async () => {
  world = await TestWorld.start();
  const admin = await adminClient(world);
  adminUsername = (await admin.get('/api/user')).body.username;
  guide = await approvedGuide(world, admin, 'Marta Figueiredo');
  sofia = await signUp(world, 'student', 'Sofia Almeida');
  ana = await signUp(world, 'student', 'Ana Lima');
  const soon = await publish(world, guide, 2);
  await publish(world, guide, 20);
  await bookAndPay(sofia, soon.id, 'First sound bath, a little nervous.');
  await bookAndPay(ana, soon.id, 'Ana has a bad knee.');
  expect((await sofia.client.request('PUT', `/api/favorites/${guide.id}`)).status).toBe(204);
  expect((await sofia.client.post('/api/newsletter', { email: sofia.email })).status).toBe(200);
  // The session takes place; both seekers review it.
  world.clock.advance(hours(24 * 4));
  for (const [seeker, comment] of [
    [sofia, 'Deeply restful, I slept so well afterwards.'],
    [ana, 'Kind and careful with my knee.'],
  ] as const) {
    const res = await seeker.client.post(`/api/sessions/${soon.id}/reviews`, { rating: 5, comment });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => world.close());

async function exported(member: Member): Promise<{ text: string; json: Json; headers: Json }> {
  const res = await member.client.get('/api/account/export');
  expect(res.status, String(res.body)).toBe(200);
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  return { text, json: JSON.parse(text), headers: res.headers };
}

describe('GET /api/account/export', () => {
  it('downloads a seeker’s data as one JSON file named after them', async () => {
    const { json, headers } = await exported(sofia);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['content-disposition']).toBe(
      `attachment; filename="luz-data-${sofia.username}-${lisbonDate(world.clock.now())}.json"`,
    );
    expect(headers['cache-control']).toBe('private, no-store');
    expect(json).toMatchObject({
      format: 1,
      account: { id: sofia.id, username: sofia.username, email: sofia.email, role: 'student' },
      profile: { name: 'Sofia Almeida' },
      newsletter: { email: sofia.email, subscribedAt: expect.any(String) },
      savedGuides: [{ guideId: guide.id, guideName: 'Marta Figueiredo' }],
      bookings: [
        {
          status: 'confirmed',
          notes: 'First sound bath, a little nervous.',
          paymentAmount: 3500,
          refundAmount: null,
          guideId: guide.id,
          guideName: 'Marta Figueiredo',
          sessionLocation: 'Rua da Graça 12, Lisbon',
        },
      ],
      reviewsWritten: [
        {
          rating: 5,
          comment: 'Deeply restful, I slept so well afterwards.',
          guideName: 'Marta Figueiredo',
          guideReply: null,
          hiddenByLuz: false,
        },
      ],
      sessionsYouGuide: [],
      bookingsOfYourSessions: [],
      reviewsReceived: [],
      guideApplications: [],
      reviewsYouReported: [],
      // Signing up accepted the Terms and the Privacy policy of the day.
      policiesAccepted: [{ version: expect.any(String), context: 'sign_up', acceptedAt: expect.any(String) }],
    });
    expect(json.signInSessions).toEqual([
      { id: expect.any(Number), createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
  });

  it('never carries a password, a token, or another seeker of the same session', async () => {
    const { text } = await exported(sofia);
    for (const secret of [
      '$argon2',
      'passwordHash',
      'tokenHash',
      ana.email,
      ana.username,
      'Ana',
      'bad knee',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives a guide their application, sessions, the bookings of them as their dashboard shows, and reviews as signed in public', async () => {
    const { text, json } = await exported(guide);
    expect(json.account).toMatchObject({ id: guide.id, role: 'practitioner', isApproved: true });
    expect(json.guideApplications).toEqual([
      expect.objectContaining({
        status: 'approved',
        fullName: 'Marta Figueiredo',
        certification1Name: 'Usui Reiki Level II',
        reviewedAt: expect.any(String),
      }),
    ]);
    expect(json.guideApplications[0]).not.toHaveProperty('reviewedBy');
    expect(json.sessionsYouGuide).toHaveLength(2);
    expect(json.bookingsOfYourSessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          seekerName: 'Sofia Almeida',
          paymentAmount: 3500,
        }),
        expect.objectContaining({ seekerName: 'Ana Lima', notes: 'Ana has a bad knee.' }),
      ]),
    );
    expect(json.reviewsReceived.map((r: Json) => r.authorName).sort()).toEqual(['Ana L.', 'Sofia A.']);
    expect(json.auditLog).toEqual([
      expect.objectContaining({
        action: 'guide_application.approve',
        targetType: 'guide_application',
        byYou: false,
      }),
    ]);
    // The seekers are there by name: their email addresses never reach the guide.
    for (const seeker of [sofia, ana]) expect(text).not.toContain(seeker.email);
    // Who approved them is the admin's own business.
    expect(text).not.toContain(adminUsername);
    expect(text).not.toContain('$argon2');
    // Seekers' favourites and newsletter rows are theirs.
    expect(json.savedGuides).toEqual([]);
    expect(json.newsletter).toBeNull();
  });

  it('writes long lists a page at a time, every row once, in order', async () => {
    const host = await approvedGuide(world, await adminClient(world), 'Rui Costa');
    const start = world.clock.now().getTime() + hours(24 * 400);
    await world.db.insert(sessions).values(
      Array.from({ length: 450 }, (_, i) => ({
        guideId: host.id,
        title: `Morning breath ${i}`,
        description: 'Breathwork by the river.',
        location: 'Cais do Sodré, Lisbon',
        modality: 'Breathwork',
        startsAt: new Date(start + hours(24 * i)),
        endsAt: new Date(start + hours(24 * i + 1)),
        price: 2000,
        capacity: 4,
        remainingSpots: 4,
      })),
    );
    const { json } = await exported(host);
    const ids = json.sessionsYouGuide.map((s: Json) => s.id);
    expect(ids).toHaveLength(450);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(new Set(ids).size).toBe(450);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const res = await world.client().get('/api/account/export');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Please log in to continue',
      code: 'NOT_SIGNED_IN',
      requestId: expect.any(String),
    });
  });

  it('allows a few downloads an hour per person, then asks them to wait', async () => {
    const reader = await signUp(world, 'student', 'Inês Machado');
    for (let i = 0; i < 5; i++) expect((await reader.client.get('/api/account/export')).status).toBe(200);
    const sixth = await reader.client.get('/api/account/export');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) });
    expect(sixth.body.error).toMatch(/^Too many downloads of your data/);
  });
});
