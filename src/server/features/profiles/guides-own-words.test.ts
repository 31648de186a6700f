import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { FIRST_LOCALE_NEEDED } from '../../../contract/own-words';
import { english } from '../../testing/english';
import { createGuide } from '../../testing/fixtures';
import { approvedThroughApplication } from '../../testing/guide-flow';
import { type TestClient, TestWorld } from '../../testing/test-app';

/**
 * A guide's bio and session descriptions in their own words, in one language or both (decision 062): readers
 * see the version in their language when there are both, and the only one there is otherwise.
 */

let world: TestWorld;
let admin: TestClient;
const PT = { 'accept-language': 'pt-PT' };
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

async function signInAs(user: { username: string; password: string }): Promise<TestClient> {
  const client = world.client();
  const res = await client.post('/api/login', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return client;
}

const BIO_EN = 'I hold calm, grounded Reiki sessions in a quiet studio in Graça, for anyone who needs rest.';
const BIO_PT =
  'Faço sessões de Reiki calmas e serenas num estúdio tranquilo da Graça, para quem precisa de descanso.';
const DESCRIPTION_EN = 'Gongs, bowls and a long rest.';
const DESCRIPTION_PT = 'Gongos, taças e um longo descanso.';

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rita Sousa',
  shortBio: 'Reiki in Graça.',
  bio: BIO_EN,
  bioLocale: 'en',
  bioInOtherLocale: BIO_PT,
  neighbourhood: 'Graça',
  country: 'Portugal',
  modalities: ['Reiki'],
  languages: ['Portuguese', 'English'],
  ...overrides,
});

function sessionBody(daysAhead: number, overrides: Record<string, unknown> = {}) {
  const day = lisbonDate(new Date(world.clock.now().getTime() + daysAhead * 24 * 3600_000));
  return {
    title: 'Full moon sound bath',
    description: DESCRIPTION_EN,
    descriptionLocale: 'en',
    descriptionInOtherLocale: DESCRIPTION_PT,
    location: 'Rua da Graça 12, Lisbon',
    modality: 'Reiki',
    sessionDate: day,
    startTime: '19:00',
    endTime: '20:30',
    price: 3500,
    capacity: 6,
    ...overrides,
  };
}

describe('a guide writing in both languages', () => {
  it('applies, is approved, writes a bio and a session in both, and each reader gets their own language', async () => {
    const guide = await approvedThroughApplication(world, admin, 'Rita Sousa');
    const saved = await guide.client.patch('/api/profile', profileBody());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The guide's own profile is what they wrote, whatever the language asked.
    expect(saved.body).toMatchObject({ bio: BIO_EN, bioLocale: 'en', bioInOtherLocale: BIO_PT });
    expect((await guide.client.get('/api/profile', PT)).body).toMatchObject({
      bio: BIO_EN,
      bioLocale: 'en',
      bioInOtherLocale: BIO_PT,
    });

    const created = await guide.client.post('/api/sessions', sessionBody(7), PT);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = created.body[0].id as number;
    expect(created.body[0]).toMatchObject({ description: DESCRIPTION_PT, descriptionLocale: 'pt-PT' });

    const id = guide.user.id;
    const pagePt = await world.client().get(`/api/practitioners/${id}`, PT);
    expect(pagePt.body.profile).toMatchObject({ bio: BIO_PT, bioLocale: 'pt-PT', shortBio: null });
    expect(String(pagePt.headers.vary)).toMatch(/accept-language/i);
    const pageEn = await world.client().get(`/api/practitioners/${id}`, EN);
    expect(pageEn.body.profile).toMatchObject({ bio: BIO_EN, bioLocale: 'en', shortBio: 'Reiki in Graça.' });
    expect(pageEn.headers.etag).not.toBe(pagePt.headers.etag);
    // Without Accept-Language the API speaks English.
    expect((await world.client().get(`/api/practitioners/${id}`)).body.profile.bio).toBe(BIO_EN);

    const cardOf = async (headers: Record<string, string>) =>
      (await world.client().get('/api/practitioners?q=Rita%20Sousa', headers)).body.items.find(
        (card: { id: number }) => card.id === id,
      );
    expect(await cardOf(PT)).toMatchObject({ bio: BIO_PT, bioLocale: 'pt-PT' });
    expect(await cardOf(EN)).toMatchObject({ bio: 'Reiki in Graça.', bioLocale: 'en' });

    const listed = (headers: Record<string, string>) =>
      world.client().get(`/api/sessions?practitionerId=${id}`, headers);
    expect((await listed(PT)).body.items[0]).toMatchObject({
      description: DESCRIPTION_PT,
      descriptionLocale: 'pt-PT',
    });
    expect((await listed(EN)).body.items[0]).toMatchObject({
      description: DESCRIPTION_EN,
      descriptionLocale: 'en',
    });
    expect((await world.client().get(`/api/sessions/${sessionId}`, PT)).body.description).toBe(
      DESCRIPTION_PT,
    );

    // The guide's own list carries what they wrote, for the form to start from.
    const own = await guide.client.get('/api/practitioner/sessions', PT);
    expect(own.body.items[0]).toMatchObject({
      description: DESCRIPTION_PT,
      ownDescription: { text: DESCRIPTION_EN, locale: 'en', inOtherLocale: DESCRIPTION_PT },
    });
  });

  it('keeps the versions on an edit that leaves them out, and removes the other one when sent blank', async () => {
    const guide = await createGuide(world, { bio: BIO_EN });
    const client = await signInAs(guide);
    const created = await client.post('/api/sessions', sessionBody(9));
    const sessionId = created.body[0].id as number;
    const {
      descriptionLocale: _l,
      descriptionInOtherLocale: _o,
      ...withoutVersions
    } = sessionBody(9, {
      title: 'New moon sound bath',
    });
    const kept = await client.patch(`/api/sessions/${sessionId}`, withoutVersions, PT);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ title: 'New moon sound bath', description: DESCRIPTION_PT });

    const removed = await client.patch(
      `/api/sessions/${sessionId}`,
      sessionBody(9, { descriptionInOtherLocale: '' }),
      PT,
    );
    expect(removed.body).toMatchObject({ description: DESCRIPTION_EN, descriptionLocale: 'en' });

    // A bio's language set back to unknown takes the other version with it.
    await client.patch('/api/profile', profileBody({ name: guide.name }));
    const unknown = await client.patch(
      '/api/profile',
      profileBody({ name: guide.name, bioLocale: null, bioInOtherLocale: undefined }),
    );
    expect(unknown.body).toMatchObject({ bio: BIO_EN, bioLocale: null, bioInOtherLocale: null });
  });

  it('shows a text of unknown language, written before Luz asked, the same in every language', async () => {
    const guide = await createGuide(world, { bio: BIO_EN, shortBio: null });
    for (const headers of [PT, EN]) {
      const page = await world.client().get(`/api/practitioners/${guide.id}`, headers);
      expect(page.body.profile).toMatchObject({ bio: BIO_EN, bioLocale: null });
    }
  });
});

describe('refusals', () => {
  it('holds the other version to the first one’s limits, in the reader’s language, and changes nothing', async () => {
    const guide = await createGuide(world, { bio: BIO_EN });
    const client = await signInAs(guide);
    const before = (await client.get('/api/profile')).body;

    const short = await client.patch(
      '/api/profile',
      profileBody({ name: guide.name, bioInOtherLocale: 'Curta.' }),
    );
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({
      bioInOtherLocale: 'Bio in the other language must be at least 50 characters',
    });
    const shortPt = await client.patch(
      '/api/profile',
      profileBody({ name: guide.name, bioInOtherLocale: 'Curta.' }),
      PT,
    );
    expect(shortPt.body.fields).toEqual({
      bioInOtherLocale: 'Biografia na outra língua: pelo menos 50 caracteres',
    });

    const long = await client.patch(
      '/api/profile',
      profileBody({ name: guide.name, bioInOtherLocale: 'x'.repeat(4001) }),
    );
    expect(long.body.fields).toEqual({
      bioInOtherLocale: 'Bio in the other language must be at most 4000 characters',
    });

    const noLanguage = await client.patch(
      '/api/profile',
      profileBody({ name: guide.name, bioLocale: undefined }),
    );
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.body.fields).toEqual({ bioLocale: english(FIRST_LOCALE_NEEDED) });

    const unknownLanguage = await client.patch(
      '/api/profile',
      profileBody({ name: guide.name, bioLocale: 'fr' }),
    );
    expect(unknownLanguage.body.fields).toEqual({ bioLocale: 'Language must be en or pt-PT' });

    expect((await client.get('/api/profile')).body).toEqual(before);
  });

  it('refuses a session’s other description past its limit or without the first one’s language', async () => {
    const guide = await createGuide(world);
    const client = await signInAs(guide);
    const long = await client.post(
      '/api/sessions',
      sessionBody(11, { descriptionInOtherLocale: 'x'.repeat(4001) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({
      descriptionInOtherLocale: 'Description in the other language must be at most 4000 characters',
    });
    const noLanguage = await client.post('/api/sessions', sessionBody(11, { descriptionLocale: null }));
    expect(noLanguage.body.fields).toEqual({ descriptionLocale: english(FIRST_LOCALE_NEEDED) });
    expect((await client.get('/api/practitioner/sessions')).body.total).toBe(0);
  });
});
