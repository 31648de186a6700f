import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createGuide, createSession, reviewGuide } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('GET /api/practitioners/{id}', () => {
  it('shows a listed guide: account basics, the public profile, rating and next session', async () => {
    const guide = await createGuide(world, {
      name: 'Léa Moreau',
      category: 'Breathwork',
      subcategory: 'Holotropic',
      neighbourhood: 'Príncipe Real',
      modalities: ['Breathwork', 'Meditation'],
      pricePerSession: 7000,
      bio: 'Long breath journeys.',
    });
    await world.db
      .update(profiles)
      .set({ languages: ['French', 'English'], experienceYears: 8, socialLinks: { instagram: '@lea' } })
      .where(eq(profiles.userId, guide.id));
    const next = await createSession(world, guide, { startsIn: hours(20), price: 4500 });
    await reviewGuide(world, guide, [5, 4]);

    const res = await world.client().get(`/api/practitioners/${guide.id}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: guide.id, username: guide.username, createdAt: expect.any(String) });
    expect(res.body.profile).toMatchObject({
      name: 'Léa Moreau',
      category: 'Breathwork',
      subcategory: 'Holotropic',
      neighbourhood: 'Príncipe Real',
      city: 'Lisbon',
      modalities: ['Breathwork', 'Meditation'],
      languages: ['French', 'English'],
      experienceYears: 8,
      pricePerSession: 7000,
      bio: 'Long breath journeys.',
      socialLinks: { instagram: '@lea' },
      availability: {},
    });
    expect(res.body).toMatchObject({
      rating: 4.5,
      reviewCount: 2,
      nextSessionPrice: 4500,
      nextSessionAt: next.startsAt.toISOString(),
      location: 'Príncipe Real, Lisbon',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|email/i);
  });

  it('has no next session price and a null rating for a new guide without sessions', async () => {
    const guide = await createGuide(world);
    const res = await world.client().get(`/api/practitioners/${guide.id}`);
    expect(res.body).toMatchObject({
      rating: null,
      reviewCount: 0,
      nextSessionPrice: null,
      nextSessionAt: null,
    });
  });

  it('answers 404 for an unknown id, a seeker, an unapproved and a deactivated guide', async () => {
    const seeker = await world.createUser({ role: 'student' });
    const unapproved = await createGuide(world, { isApproved: false });
    const deactivated = await createGuide(world, { isActive: false });
    for (const id of [2_000_000_000, seeker.id, unapproved.id, deactivated.id]) {
      const res = await world.client().get(`/api/practitioners/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'Practitioner not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e400'])(
    'answers a bad id "%s" with 400, never 500',
    async (id) => {
      const res = await world.client().get(`/api/practitioners/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );
});
