import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_TOO_HIGH_MESSAGE } from '../../../contract/field-messages';
import { formatEuros, PRICE_MAX_CENTS } from '../../../contract/money';
import { profiles } from '../../db/schema';
import { english } from '../../testing/english';
import { applicationInput, uniqueTag } from '../../testing/fixtures';
import { type TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

/** An approved Reiki guide, through the real flow: applied, approved by an admin. */
async function approvedGuide() {
  const name = `Rita Practice ${uniqueTag()}`;
  const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
  const applied = await client.post('/api/guide-application', applicationInput({ fullName: name }));
  expect(
    (await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, { status: 'approved' })).status,
  ).toBe(200);
  return { id: user.id, name, client };
}

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rita Sousa',
  bio: 'I hold calm, grounded sessions in a quiet studio in Graça, with time to talk before and after.',
  neighbourhood: 'Graça',
  country: 'Portugal',
  modalities: ['Reiki'],
  ...overrides,
});

const practiceOf = async (userId: number) => {
  const [row] = await world.db
    .select({
      category: profiles.category,
      subcategory: profiles.subcategory,
      sessionFormat: profiles.sessionFormat,
      pricePerSession: profiles.pricePerSession,
      pricePerGroupSession: profiles.pricePerGroupSession,
      modalities: profiles.modalities,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
};

async function cardOf(query: Record<string, string>, name: string) {
  const res = await world.client().get(`/api/practitioners?${new URLSearchParams({ ...query, q: name })}`);
  expect(res.status).toBe(200);
  return res.body.items as Record<string, unknown>[];
}

describe('a guide keeps their practice current from the profile editor', () => {
  it('starts from the application: category, subcategory, format and both usual prices', async () => {
    const guide = await approvedGuide();
    expect(await practiceOf(guide.id)).toEqual({
      category: 'Reiki',
      subcategory: 'Usui Reiki',
      sessionFormat: '1:1 & Group',
      pricePerSession: 6500,
      pricePerGroupSession: 2500,
      modalities: ['Reiki'],
    });
    expect((await guide.client.get('/api/profile')).body).toMatchObject({
      category: 'Reiki',
      subcategory: 'Usui Reiki',
      sessionFormat: '1:1 & Group',
      pricePerSession: 6500,
      pricePerGroupSession: 2500,
    });
  });

  it('changes category, subcategory, modalities, format and prices, and explore shows the change', async () => {
    const guide = await approvedGuide();
    expect(await cardOf({ category: 'Energy Healing' }, guide.name)).toHaveLength(1);
    const res = await guide.client.patch(
      '/api/profile',
      profileBody({
        name: guide.name,
        category: 'Massage',
        subcategory: 'Shiatsu',
        modalities: ['Massage', 'Shiatsu'],
        sessionFormat: 'Group Sessions',
        pricePerSession: 7000,
        pricePerGroupSession: 3000,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      category: 'Massage',
      subcategory: 'Shiatsu',
      modalities: ['Massage', 'Shiatsu'],
      sessionFormat: 'Group Sessions',
      pricePerSession: 7000,
      pricePerGroupSession: 3000,
    });
    // Explore's answers heard of it: the guide moved from Energy Healing to Bodywork.
    expect(await cardOf({ category: 'Energy Healing' }, guide.name)).toEqual([]);
    expect(await cardOf({ method: 'energy-healing' }, guide.name)).toEqual([]);
    expect(await cardOf({ method: 'bodywork' }, guide.name)).toEqual([
      expect.objectContaining({
        id: guide.id,
        category: 'Massage',
        subcategory: 'Shiatsu',
        sessionFormat: 'Group Sessions',
        price: 7000,
      }),
    ]);
    expect(await cardOf({ format: 'group' }, guide.name)).toHaveLength(1);
    expect(await cardOf({ format: '1:1' }, guide.name)).toEqual([]);
    const page = await world.client().get(`/api/practitioners/${guide.id}`);
    expect(page.body.profile).toMatchObject({
      category: 'Massage',
      subcategory: 'Shiatsu',
      sessionFormat: 'Group Sessions',
      pricePerSession: 7000,
    });

    // The group price can be cleared; what is left out stays as it was.
    const cleared = await guide.client.patch('/api/profile', profileBody({ pricePerGroupSession: null }));
    expect(cleared.status).toBe(200);
    expect(await practiceOf(guide.id)).toEqual({
      category: 'Massage',
      subcategory: 'Shiatsu',
      sessionFormat: 'Group Sessions',
      pricePerSession: 7000,
      pricePerGroupSession: null,
      modalities: ['Reiki'],
    });
  });

  it('refuses each field with its own message and changes nothing', async () => {
    const guide = await approvedGuide();
    const before = await practiceOf(guide.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: 'Bodywork' }, 'category', 'Please select a category'],
      [{ category: '' }, 'category', 'Please select a category'],
      [{ subcategory: '   ' }, 'subcategory', 'Subcategory is required'],
      [{ subcategory: 'x'.repeat(81) }, 'subcategory', 'Subcategory must be at most 80 characters'],
      [{ subcategory: 7 }, 'subcategory', 'Subcategory must be text'],
      [{ sessionFormat: 'Weekly' }, 'sessionFormat', 'Please select a session format'],
      [{ sessionFormat: '1:1 In-Person' }, 'sessionFormat', 'Please select a session format'],
      [{ pricePerSession: 'cheap' }, 'pricePerSession', 'Price per session must be a number'],
      [{ pricePerSession: 99 }, 'pricePerSession', 'Price must be at least €1'],
      [{ pricePerSession: 1250.5 }, 'pricePerSession', 'Price must be a whole number of cents'],
      [{ pricePerSession: 100_000_000 }, 'pricePerSession', english(PRICE_TOO_HIGH_MESSAGE)],
      [{ pricePerGroupSession: 0 }, 'pricePerGroupSession', 'Group price must be at least €1'],
      [{ pricePerGroupSession: 'x' }, 'pricePerGroupSession', 'Group price must be a number'],
      [
        { pricePerGroupSession: 100_000_000 },
        'pricePerGroupSession',
        `Group price must be at most ${formatEuros(PRICE_MAX_CENTS)}`,
      ],
      [{ modalities: [] }, 'modalities', 'Select at least one modality'],
      [{ modalities: ['Bodywork'] }, 'modalities.0', 'Please choose modalities from the list'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await guide.client.patch('/api/profile', profileBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.fields[field], JSON.stringify(overrides)).toBe(message);
      expect(res.body.requestId).toEqual(expect.any(String));
    }
    expect(await practiceOf(guide.id)).toEqual(before);
    expect(await cardOf({ category: 'Reiki' }, guide.name)).toHaveLength(1);

    // Null, as GET /api/profile answers for what a guide never had, leaves the practice as it is.
    const sentBack = await guide.client.patch(
      '/api/profile',
      profileBody({ category: null, subcategory: null, sessionFormat: null, pricePerSession: null }),
    );
    expect(sentBack.status).toBe(200);
    expect(await practiceOf(guide.id)).toEqual(before);
  });

  it("keeps a seeker's profile free of a guide's practice", async () => {
    const { user, client } = await world.signedIn();
    const res = await client.patch('/api/profile', {
      name: 'Sofia Almeida',
      category: 'Yoga',
      pricePerSession: 5000,
    });
    expect(res.status).toBe(200);
    expect(await practiceOf(user.id)).toMatchObject({ category: null, pricePerSession: null });
  });
});
