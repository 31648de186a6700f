import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate, lisbonDatePlusDays } from '../../../contract/lisbon-time';
import { PLACE_AREAS, PLACES } from '../../../contract/places';
import { profiles } from '../../db/schema';
import { applicationInput, uniqueTag } from '../../testing/fixtures';
import { type Json, type TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  ({ client: admin } = await world.signedIn({ role: 'admin' }));
});
afterAll(() => world.close());

interface ListedGuide {
  id: number;
  client: TestClient;
  sessionId: number;
}

/**
 * A guide as a real one becomes listed: signs up choosing a place, applies from it, is approved
 * and publishes a session at an address of their own.
 */
async function guideFrom(place: string, name: string, address: string): Promise<ListedGuide> {
  const client = world.client();
  const signedUp = await client.post('/api/guide-signup', {
    fullName: name,
    email: `guide.${uniqueTag()}@example.com`,
    password: 'a calm password',
    neighbourhood: place,
    category: 'Breathwork',
  });
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
  const applied = await client.post(
    '/api/guide-application',
    applicationInput({
      fullName: name,
      neighbourhood: place,
      category: 'Breathwork',
      subcategory: 'Pranayama',
    }),
  );
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  const published = await client.post('/api/sessions', {
    title: 'Morning breath',
    description: 'An unhurried breathwork session for every level.',
    location: address,
    modality: 'Breathwork',
    sessionDate: lisbonDatePlusDays(lisbonDate(world.clock.now()), 5),
    startTime: '10:00',
    endTime: '11:00',
    price: 3500,
    capacity: 6,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  return { id: signedUp.body.id, client, sessionId: published.body[0].id };
}

async function search(params: Record<string, string>): Promise<Json> {
  const res = await world
    .client()
    .get(`/api/practitioners?${new URLSearchParams({ pageSize: '48', ...params })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const idsFound = async (params: Record<string, string>) =>
  ((await search(params)).items as Json[]).map((card) => card.id).sort();

describe('places: where guides work, as explore finds them', () => {
  const tag = uniqueTag();
  let alfama: ListedGuide;
  let belem: ListedGuide;
  let cascais: ListedGuide;
  let estoril: ListedGuide;
  let caparica: ListedGuide;
  let online: ListedGuide;

  beforeAll(async () => {
    alfama = await guideFrom('Alfama', `Inês Tavares ${tag}`, 'Rua de São Miguel 5, Lisbon');
    belem = await guideFrom('belem', `Rui Costa ${tag}`, 'Jardim Vasco da Gama, Belém');
    cascais = await guideFrom('Cascais', `Joana Reis ${tag}`, 'Praia da Rainha, Cascais');
    estoril = await guideFrom('Estoril', `Marta Lima ${tag}`, 'Avenida Marginal 10, Estoril');
    caparica = await guideFrom('Costa da Caparica', `Pedro Sá ${tag}`, 'Praia do CDS, Costa da Caparica');
    online = await guideFrom('Online', `Ana Luz ${tag}`, 'A video call');
  });

  it('finds guides by their neighbourhood, whatever its case and accents', async () => {
    expect(await idsFound({ q: `Alfama ${tag}` })).toEqual([alfama.id]);
    expect(await idsFound({ q: `ALFAMA ${tag}` })).toEqual([alfama.id]);
    expect(await idsFound({ q: `belem ${tag}` })).toEqual([belem.id]);
    expect(await idsFound({ q: `Belém ${tag}` })).toEqual([belem.id]);
    expect(await idsFound({ q: `costa da caparica ${tag}` })).toEqual([caparica.id]);
    // A town finds its own places: Estoril lies in Cascais.
    expect(await idsFound({ q: `cascais ${tag}` })).toEqual([cascais.id, estoril.id].sort());
    expect(await idsFound({ q: `lisbon ${tag}` })).toEqual([alfama.id, belem.id].sort());
    expect(await idsFound({ q: `graca ${tag}` })).toEqual([]);
  });

  it('filters by area, and every area holds the places of its name', async () => {
    expect(await idsFound({ q: tag, area: 'lisbon-centre' })).toEqual([alfama.id]);
    expect(await idsFound({ q: tag, area: 'LISBON-WEST' })).toEqual([belem.id]);
    expect(await idsFound({ q: tag, area: 'cascais-sintra' })).toEqual([cascais.id, estoril.id].sort());
    expect(await idsFound({ q: tag, area: 'south-of-the-tagus' })).toEqual([caparica.id]);
    expect(await idsFound({ q: tag, area: 'online' })).toEqual([online.id]);
    expect(await idsFound({ q: tag, area: 'lisbon-north-east' })).toEqual([]);
    expect(await idsFound({ q: tag, area: 'all' })).toHaveLength(6);
    expect(await idsFound({ q: tag, area: '' })).toHaveLength(6);
    // Together with the other filters: a text and an area narrow each other.
    expect(await idsFound({ q: `${tag} cascais`, area: 'cascais-sintra', format: '1:1' })).toEqual(
      [cascais.id, estoril.id].sort(),
    );
    for (const area of PLACE_AREAS) {
      expect(
        PLACES.some((place) => place.area === area.id),
        area.id,
      ).toBe(true);
    }
  });

  it('refuses an unknown area with the areas it knows', async () => {
    const res = await world.client().get('/api/practitioners?area=atlantis');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: `Unknown area. Use one of: ${PLACE_AREAS.map((a) => a.id).join(', ')}`,
      code: 'VALIDATION_FAILED',
      fields: { area: `Unknown area. Use one of: ${PLACE_AREAS.map((a) => a.id).join(', ')}` },
      requestId: expect.any(String),
    });
  });

  it('names a place once on cards and profiles: never "Cascais, Cascais"', async () => {
    const cards = (await search({ q: tag })).items as Json[];
    const locationOf = (id: number) => cards.find((card) => card.id === id)!.location;
    expect(locationOf(alfama.id)).toBe('Alfama, Lisbon');
    expect(locationOf(belem.id)).toBe('Belém, Lisbon');
    expect(locationOf(cascais.id)).toBe('Cascais');
    expect(locationOf(estoril.id)).toBe('Estoril, Cascais');
    expect(locationOf(caparica.id)).toBe('Costa da Caparica, Almada');
    expect(locationOf(online.id)).toBe('Online');
    for (const guide of [cascais, online]) {
      const page = await world.client().get(`/api/practitioners/${guide.id}`);
      expect(page.body.location).toBe(guide === cascais ? 'Cascais' : 'Online');
      expect(JSON.stringify(page.body)).not.toMatch(/Cascais, Cascais|Online, Online/);
    }
  });

  it('keeps a session at its own address when the guide moves', async () => {
    const moved = await alfama.client.patch('/api/profile', {
      name: `Inês Tavares ${tag}`,
      bio: 'Breathwork in small groups, slow and guided, for every level of practice and experience.',
      neighbourhood: 'Graça',
      country: 'Portugal',
      modalities: ['Breathwork'],
    });
    expect(moved.status).toBe(200);
    const [profile] = await world.db.select().from(profiles).where(eq(profiles.userId, alfama.id));
    expect(profile).toMatchObject({ neighbourhood: 'Graça', city: 'Lisbon' });
    const session = await world.client().get(`/api/sessions/${alfama.sessionId}`);
    expect(session.body.location).toBe('Rua de São Miguel 5, Lisbon');
    await expect.poll(() => idsFound({ q: `graca ${tag}` })).toEqual([alfama.id]);
    expect(await idsFound({ q: `alfama ${tag}` })).toEqual([]);
  });
});
