import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { createGuide, createSession } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const nextYear = () => Number(lisbonDate(world.clock.now()).slice(0, 4)) + 1;
const ids = (body: Json) => (body.items as Json[]).map((s) => s.id);

describe('GET /api/sessions', () => {
  it("lists a guide's sessions by start, with Lisbon dates and times on both sides of DST", async () => {
    const guide = await createGuide(world, { name: 'Marta Figueiredo' });
    const year = nextYear();
    const summer = await createSession(world, guide, {
      date: `${year}-07-15`,
      time: '18:00',
      minutes: 90,
      title: 'Summer gong bath',
      price: 3500,
      capacity: 12,
      remainingSpots: 5,
    });
    const winter = await createSession(world, guide, { date: `${year}-01-15`, time: '18:00', minutes: 75 });

    const res = await world.client().get(`/api/sessions?practitionerId=${guide.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([winter.id, summer.id]);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.body.items[0]).toMatchObject({
      sessionDate: `${year}-01-15`,
      startTime: '18:00',
      endTime: '19:15',
      startsAt: `${year}-01-15T18:00:00.000Z`,
    });
    expect(res.body.items[1]).toEqual({
      id: summer.id,
      practitionerId: guide.id,
      practitionerName: 'Marta Figueiredo',
      title: 'Summer gong bath',
      description: summer.description,
      descriptionLocale: null,
      location: summer.location,
      online: false,
      modality: 'Sound Healing',
      sessionDate: `${year}-07-15`,
      startTime: '18:00',
      endTime: '19:30',
      startsAt: `${year}-07-15T17:00:00.000Z`,
      endsAt: `${year}-07-15T18:30:00.000Z`,
      price: 3500,
      capacity: 12,
      remainingSpots: 5,
      status: 'scheduled',
      imageUrl: null,
    });
  });

  it('shows a session ending after midnight on the day it starts', async () => {
    const guide = await createGuide(world);
    await createSession(world, guide, { date: `${nextYear()}-03-10`, time: '23:30', minutes: 60 });
    const [session] = (await world.client().get(`/api/sessions?practitionerId=${guide.id}`)).body.items;
    expect(session).toMatchObject({
      sessionDate: `${nextYear()}-03-10`,
      startTime: '23:30',
      endTime: '00:30',
    });
  });

  it('filters by status and by sessions that have not started yet', async () => {
    const guide = await createGuide(world);
    const past = await createSession(world, guide, { startsIn: -hours(48), status: 'completed' });
    const soon = await createSession(world, guide, { startsIn: hours(2) });
    const cancelled = await createSession(world, guide, { startsIn: hours(4), status: 'cancelled' });
    const client = world.client();
    const list = async (query: string) =>
      ids((await client.get(`/api/sessions?practitionerId=${guide.id}${query}`)).body);

    expect(await list('')).toEqual([past.id, soon.id, cancelled.id]);
    expect(await list('&status=scheduled')).toEqual([soon.id]);
    expect(await list('&upcoming=true')).toEqual([soon.id, cancelled.id]);
    expect(await list('&upcoming=false')).toEqual([past.id, soon.id, cancelled.id]);
    expect(await list('&status=scheduled&upcoming=true')).toEqual([soon.id]);
  });

  it('shows a private session only to the seeker who requested it and to the guide', async () => {
    const { user: guideUser, client: guideClient } = await world.signedIn({
      role: 'practitioner',
      isApproved: true,
    });
    const { user: requester, client: requesterClient } = await world.signedIn();
    const { client: otherSeeker } = await world.signedIn();
    const { client: admin } = await world.signedIn({ role: 'admin' });
    const open = await createSession(world, guideUser);
    const requested = await createSession(world, guideUser, { requestedBy: requester.id, capacity: 1 });
    const list = `/api/sessions?practitionerId=${guideUser.id}`;

    expect(ids((await guideClient.get(list)).body)).toEqual([open.id, requested.id]);
    expect(ids((await requesterClient.get(list)).body)).toEqual([open.id, requested.id]);
    for (const client of [otherSeeker, admin, world.client()]) {
      expect(ids((await client.get(list)).body)).toEqual([open.id]);
      expect((await client.get(`/api/sessions/${requested.id}`)).status).toBe(404);
    }
    expect((await requesterClient.get(`/api/sessions/${requested.id}`)).status).toBe(200);
    expect((await guideClient.get(`/api/sessions/${requested.id}`)).status).toBe(200);
  });

  it('answers a page at a time, with how many there are in all', async () => {
    const guide = await createGuide(world);
    const made = [];
    for (let day = 1; day <= 5; day++)
      made.push(await createSession(world, guide, { startsIn: hours(24 * day) }));
    const page = async (query: string) =>
      (await world.client().get(`/api/sessions?practitionerId=${guide.id}${query}`)).body;

    expect(await page('&pageSize=2')).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(ids(await page('&pageSize=2'))).toEqual([made[0]!.id, made[1]!.id]);
    expect(ids(await page('&pageSize=2&page=3'))).toEqual([made[4]!.id]);
    expect(await page('&pageSize=2&page=4')).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
    const tooBig = await world.client().get(`/api/sessions?practitionerId=${guide.id}&pageSize=101`);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.fields).toEqual({ pageSize: 'Page size must be a whole number from 1 to 100' });
  });

  it('hides the sessions of unapproved and deactivated guides', async () => {
    const unapproved = await createGuide(world, { isApproved: false });
    const deactivated = await createGuide(world, { isActive: false });
    for (const guide of [unapproved, deactivated]) {
      const session = await createSession(world, guide);
      expect((await world.client().get(`/api/sessions?practitionerId=${guide.id}`)).body).toMatchObject({
        items: [],
        total: 0,
      });
      expect((await world.client().get(`/api/sessions/${session.id}`)).status).toBe(404);
    }
  });

  it.each([
    'practitionerId=abc',
    'practitionerId=0',
    'practitionerId=99999999999',
    'status=open',
    'upcoming=yes',
  ])('answers ?%s with 400', async (query) => {
    const res = await world.client().get(`/api/sessions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/sessions/{id}', () => {
  it('shows one public session with its Lisbon times', async () => {
    const guide = await createGuide(world, { name: 'Ana Sousa' });
    const session = await createSession(world, guide, { date: `${nextYear()}-10-05`, time: '07:45' });
    const res = await world.client().get(`/api/sessions/${session.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: session.id,
      practitionerName: 'Ana Sousa',
      sessionDate: `${nextYear()}-10-05`,
      startTime: '07:45',
      endTime: '08:45',
    });
  });

  it('answers 404 for an unknown session and 400 for an id that is not one', async () => {
    const missing = await world.client().get('/api/sessions/2000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: 'Session not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await world.client().get('/api/sessions/first')).status).toBe(400);
    expect((await world.client().get('/api/sessions/-3')).status).toBe(400);
  });
});
