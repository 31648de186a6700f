import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_GUIDES_FULL, SAVED_GUIDES_MAX } from '../../../contract/favorites';
import { favorites, users } from '../../db/schema';
import { english } from '../../testing/english';
import { createGuide, uniqueTag } from '../../testing/fixtures';
import { TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

describe('favorites (saved guides)', () => {
  it('saves, lists and removes guides; saving or removing twice changes nothing', async () => {
    const marta = await createGuide(world, { name: 'Marta Figueiredo', pricePerSession: 5500 });
    const joao = await createGuide(world, { name: 'João Tavares' });
    const { client } = await world.signedIn();

    expect((await client.request('PUT', `/api/favorites/${marta.id}`)).status).toBe(204);
    expect((await client.request('PUT', `/api/favorites/${joao.id}`)).status).toBe(204);
    expect((await client.request('PUT', `/api/favorites/${marta.id}`)).status).toBe(204);

    const ids = await client.get('/api/favorites/ids');
    expect(ids.status).toBe(200);
    expect(ids.body.practitionerIds.sort()).toEqual([marta.id, joao.id].sort());
    const list = await client.get('/api/favorites');
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(list.body.items.map((card: { id: number }) => card.id)).toEqual([joao.id, marta.id]);
    expect(list.body.items.find((card: { id: number }) => card.id === marta.id)).toMatchObject({
      fullName: 'Marta Figueiredo',
      price: 5500,
      rating: null,
      reviewCount: 0,
    });

    expect((await client.delete(`/api/favorites/${marta.id}`)).status).toBe(204);
    expect((await client.delete(`/api/favorites/${marta.id}`)).status).toBe(204);
    expect((await client.get('/api/favorites/ids')).body).toEqual({ practitionerIds: [joao.id] });
  });

  it('keeps each person’s favorites to themselves', async () => {
    const guide = await createGuide(world);
    const { client: first } = await world.signedIn();
    const { client: second } = await world.signedIn();
    await first.request('PUT', `/api/favorites/${guide.id}`);
    expect((await second.get('/api/favorites/ids')).body).toEqual({ practitionerIds: [] });
    expect((await second.get('/api/favorites')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('stops showing a saved guide who is deactivated', async () => {
    const guide = await createGuide(world);
    const { client } = await world.signedIn();
    await client.request('PUT', `/api/favorites/${guide.id}`);
    await world.db.update(users).set({ isActive: false }).where(eq(users.id, guide.id));
    expect((await client.get('/api/favorites')).body).toMatchObject({ items: [], total: 0 });
    expect((await client.get('/api/favorites/ids')).body).toEqual({ practitionerIds: [] });
  });

  it('lists saved guides a page at a time, the latest saved first', async () => {
    const guides = [await createGuide(world), await createGuide(world), await createGuide(world)];
    const { client } = await world.signedIn();
    for (const guide of guides) await client.request('PUT', `/api/favorites/${guide.id}`);
    const second = await client.get('/api/favorites?pageSize=2&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((card: { id: number }) => card.id)).toEqual([guides[0]!.id]);
    const tooMany = await client.get('/api/favorites?pageSize=49');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ pageSize: 'Page size must be a whole number from 1 to 48' });
  });

  it(`stops saving at ${SAVED_GUIDES_MAX} guides, so the hearts' list of ids has an end`, async () => {
    const { user, client } = await world.signedIn();
    const tag = uniqueTag();
    await world.db.execute(sql`
      with saved as (
        insert into ${users} (username, email, password_hash, role, is_guide, is_approved)
        select ${tag} || n, ${tag} || n || '@example.com', 'x', 'practitioner', true, false
        from generate_series(1, ${SAVED_GUIDES_MAX}) n
        returning id)
      insert into ${favorites} (student_id, practitioner_id) select ${user.id}, id from saved`);
    const guide = await createGuide(world);

    const full = await client.request('PUT', `/api/favorites/${guide.id}`);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      error: english(SAVED_GUIDES_FULL),
      code: 'SAVED_GUIDES_FULL',
      requestId: expect.any(String),
    });
    expect((await client.get('/api/favorites/ids')).body).toEqual({ practitionerIds: [] });

    const [one] = await world.db.select().from(favorites).where(eq(favorites.seekerId, user.id)).limit(1);
    expect((await client.delete(`/api/favorites/${one!.guideId}`)).status).toBe(204);
    expect((await client.request('PUT', `/api/favorites/${guide.id}`)).status).toBe(204);
    expect((await client.get('/api/favorites/ids')).body).toEqual({ practitionerIds: [guide.id] });
  });

  it('is for signed-in users only', async () => {
    const guide = await createGuide(world);
    const visitor = world.client();
    for (const res of [
      await visitor.get('/api/favorites'),
      await visitor.get('/api/favorites/ids'),
      await visitor.request('PUT', `/api/favorites/${guide.id}`),
      await visitor.delete(`/api/favorites/${guide.id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('answers 404 for anyone who is not a listed guide', async () => {
    const seeker = await world.createUser();
    const unapproved = await createGuide(world, { isApproved: false });
    const { client } = await world.signedIn();
    for (const id of [seeker.id, unapproved.id, 2_000_000_000]) {
      const res = await client.request('PUT', `/api/favorites/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: 'Practitioner not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
      expect((await client.delete(`/api/favorites/${id}`)).status).toBe(404);
    }
    expect((await client.request('PUT', '/api/favorites/marta')).status).toBe(400);
  });

  it('lets a guide save other guides, never themselves', async () => {
    const other = await createGuide(world);
    const { user: guide, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    expect((await client.request('PUT', `/api/favorites/${other.id}`)).status).toBe(204);
    const self = await client.request('PUT', `/api/favorites/${guide.id}`);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      error: 'You cannot save yourself as a favorite.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });
  });
});
