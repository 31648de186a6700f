import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRMATION } from '../../../contract/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const PT = { 'accept-language': 'pt-PT' };

describe('POST /api/newsletter', () => {
  it('subscribes an address once, answering the same whether it is new or already there', async () => {
    const first = await world.client().post('/api/newsletter', { email: 'Reader@Example.com' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: NEWSLETTER_CONFIRMATION });
    const again = await world.client().post('/api/newsletter', { email: ' reader@example.COM ' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const rows = await world.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'reader@example.com'`);
    expect(rows).toEqual([{ email: 'reader@example.com' }]);
  });

  it('refuses an address that is not one', async () => {
    for (const [body, message] of [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{}, 'Please enter a valid email address'],
      [{ email: 42 }, 'Email must be text'],
    ] as const) {
      const res = await world.client().post('/api/newsletter', body);
      expect(res.status).toBe(400);
      expect(res.body.fields.email).toBe(message);
    }
  });

  it('slows down one address that keeps signing up: the 6th request in 15 minutes gets 429', async () => {
    const client = world.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/newsletter', { email: `burst${i}@example.com` })).status).toBe(200);
    }
    const blocked = await client.post('/api/newsletter', { email: 'burst5@example.com' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many newsletter sign-ups\. Please try again in \d+ minutes?\.$/);
    const portuguese = await client.post('/api/newsletter', { email: 'burst5@example.com' }, PT);
    expect(portuguese.status).toBe(429);
    expect(portuguese.body.error).toMatch(
      /^Excedeu o limite de inscrições na newsletter\. Tente novamente dentro de \d+ minutos?\.$/,
    );
    world.clock.advance(15 * 60 * 1000 + 1000);
    expect((await client.post('/api/newsletter', { email: 'burst5@example.com' })).status).toBe(200);
  });
});
