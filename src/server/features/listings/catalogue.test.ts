import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CATEGORIES, practiceGroupOf, SEARCH_MODALITIES } from '../../../contract/catalog';
import { lisbonDate, lisbonDatePlusDays } from '../../../contract/lisbon-time';
import { applicationInput, uniqueTag } from '../../testing/fixtures';
import { type TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

/** A guide of `category` through the real flow: sign up, apply, approved by an admin, publish a session. */
async function publishedGuide(category: string) {
  const tag = uniqueTag();
  const name = `Catalogue ${category} ${tag}`;
  const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
  // A subcategory and a session that name no practice: only the category can file the guide.
  const applied = await client.post(
    '/api/guide-application',
    applicationInput({ fullName: name, category, subcategory: `Own way ${tag}`, offerGroupSessions: false }),
  );
  expect(applied.status, category).toBe(201);
  const approved = await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, {
    status: 'approved',
  });
  expect(approved.status, category).toBe(200);
  const published = await client.post('/api/sessions', {
    title: `An evening with ${name}`,
    description: 'A quiet session for a few people.',
    location: 'Rua da Graça 12, Lisbon',
    modality: 'Other',
    sessionDate: lisbonDatePlusDays(lisbonDate(world.clock.now()), 10),
    startTime: '19:00',
    endTime: '20:00',
    price: 4000,
    capacity: 6,
  });
  expect(published.status, category).toBe(201);
  return { id: user.id, name, client };
}

async function foundBy(query: Record<string, string>, name: string): Promise<number[]> {
  const res = await world.client().get(`/api/practitioners?${new URLSearchParams({ ...query, q: name })}`);
  expect(res.status).toBe(200);
  return res.body.items.map((card: { id: number }) => card.id);
}

/**
 * How explore's Category select and a home tile ask for a practice (see the web's `practiceQuery`):
 * as a search modality where the practice is one, else as the tile's method.
 */
function exploreQueryOf(practice: { id: string; title: string }): Record<string, string> {
  const modality = SEARCH_MODALITIES.find((m) => m.label === practice.title);
  return modality ? { modality: modality.value } : { method: practice.id };
}

describe('one catalogue', () => {
  it('finds a guide of every application category under its practice in explore and on the home page', async () => {
    const guides = [];
    for (const category of APPLICATION_CATEGORIES)
      guides.push({ category, ...(await publishedGuide(category)) });
    await world.listingNoticesHeard();

    for (const { category, id, name } of guides) {
      const practice = practiceGroupOf(category);
      expect(practice, `${category} has a practice`).toBeDefined();
      // Explore's Category select, and the home tile's /explore?method= link.
      expect(await foundBy(exploreQueryOf(practice!), name), category).toEqual([id]);
      expect(await foundBy({ method: practice!.id }, name), category).toEqual([id]);
      // A hand-written ?category= link names the practice or the category itself, in any case.
      expect(await foundBy({ category: practice!.title }, name), category).toEqual([id]);
      expect(await foundBy({ category: category.toUpperCase() }, name), category).toEqual([id]);
      const card = (await world.client().get(`/api/practitioners?q=${encodeURIComponent(name)}`)).body
        .items[0];
      expect(card).toMatchObject({ id, category });
    }
  });

  it('files Reiki under Energy Healing and Massage under Bodywork, and no practice finds another category', async () => {
    const reiki = await publishedGuide('Reiki');
    const massage = await publishedGuide('Massage');
    await world.listingNoticesHeard();
    expect(await foundBy({ category: 'Energy Healing' }, reiki.name)).toEqual([reiki.id]);
    expect(await foundBy({ method: 'energy-healing' }, reiki.name)).toEqual([reiki.id]);
    expect(await foundBy({ category: 'Bodywork' }, massage.name)).toEqual([massage.id]);
    expect(await foundBy({ method: 'bodywork' }, massage.name)).toEqual([massage.id]);
    expect(await foundBy({ category: 'Bodywork' }, reiki.name)).toEqual([]);
    expect(await foundBy({ method: 'yoga' }, massage.name)).toEqual([]);
    expect(await foundBy({ category: 'Nothing like it' }, massage.name)).toEqual([]);
  });
});

describe('PATCH /api/admin/practitioners/{id}/category', () => {
  it('files the guide under another category, in explore at once, with an audit row', async () => {
    const guide = await publishedGuide('Other');
    const res = await admin.patch(`/api/admin/practitioners/${guide.id}/category`, { category: 'Nutrition' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: guide.id, category: 'Nutrition' });
    expect(await foundBy({ method: 'coaching-nutrition' }, guide.name)).toEqual([guide.id]);
    expect(await foundBy({ method: 'other-practices' }, guide.name)).toEqual([]);
    expect((await world.client().get(`/api/practitioners/${guide.id}`)).body.profile.category).toBe(
      'Nutrition',
    );

    const log = await admin.get(`/api/admin/audit-log?targetType=user&targetId=${guide.id}`);
    expect(log.body.items[0]).toMatchObject({
      action: 'user.change_category',
      before: { category: 'Other' },
      after: { category: 'Nutrition' },
    });
    const listed = await admin.get(`/api/admin/practitioners?q=${encodeURIComponent(guide.name)}`);
    expect(listed.body.items[0]).toMatchObject({ id: guide.id, category: 'Nutrition' });

    // The same category again changes nothing and logs nothing.
    expect(
      (await admin.patch(`/api/admin/practitioners/${guide.id}/category`, { category: 'Nutrition' })).status,
    ).toBe(200);
    const again = await admin.get(`/api/admin/audit-log?targetType=user&targetId=${guide.id}`);
    expect(again.body.total).toBe(log.body.total);
  });

  it('refuses a category outside the catalogue, accounts that are not guides and applicants not yet approved', async () => {
    const guide = await publishedGuide('Yoga');
    for (const body of [{ category: 'Bodywork' }, { category: '' }, {}, { category: 3 }]) {
      const res = await admin.patch(`/api/admin/practitioners/${guide.id}/category`, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Please select a category',
        code: 'VALIDATION_FAILED',
        fields: { category: 'Please select a category' },
        requestId: expect.any(String),
      });
    }
    expect(await foundBy({ category: 'Yoga' }, guide.name)).toEqual([guide.id]);

    const seeker = await world.createUser();
    const notAGuide = await admin.patch(`/api/admin/practitioners/${seeker.id}/category`, {
      category: 'Yoga',
    });
    expect(notAGuide.status).toBe(400);
    expect(notAGuide.body.fields).toEqual({ category: 'Only guides have a category' });

    const { client: applicant, user } = await world.signedIn({ role: 'practitioner', isApproved: false });
    expect((await applicant.post('/api/guide-application', applicationInput())).status).toBe(201);
    const waiting = await admin.patch(`/api/admin/practitioners/${user.id}/category`, { category: 'Yoga' });
    expect(waiting.status).toBe(409);
    expect(waiting.body.error).toBe(
      'This guide has no category yet: approving their application gives them one',
    );

    const unknown = await admin.patch('/api/admin/practitioners/999999/category', { category: 'Yoga' });
    expect(unknown.status).toBe(404);
  });

  it('is for admins only', async () => {
    const guide = await publishedGuide('Coaching');
    const url = `/api/admin/practitioners/${guide.id}/category`;
    expect((await world.client().patch(url, { category: 'Reiki' })).status).toBe(401);
    expect((await guide.client.patch(url, { category: 'Reiki' })).status).toBe(403);
    const seeker = await world.signedIn();
    expect((await seeker.client.patch(url, { category: 'Reiki' })).status).toBe(403);
    expect(await foundBy({ category: 'Coaching' }, guide.name)).toEqual([guide.id]);
  });
});
