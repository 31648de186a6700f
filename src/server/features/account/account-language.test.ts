import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TestWorld } from '../../testing/test-app';
import { PASSWORD, signUp } from './account-flows';

let world: TestWorld;

beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

async function localeOf(userId: number): Promise<string | undefined> {
  const [row] = await world.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
}

describe('the language of an account (decision 061)', () => {
  it('is the language of the page signed up on', async () => {
    const client = world.client();
    const username = `leitora_${Date.now()}`;
    const res = await client.post(
      '/api/register',
      { username, email: `${username}@example.com`, password: PASSWORD, role: 'student', name: 'Leonor' },
      { 'accept-language': 'pt-PT' },
    );
    expect(res.status).toBe(201);
    expect(await localeOf(res.body.id)).toBe('pt-PT');
    const english = await signUp(world, 'student', 'Eleanor');
    expect(await localeOf(english.id)).toBe('en');
  });

  it('changes with the language switch, and only to a language Luz speaks', async () => {
    const member = await signUp(world, 'student', 'Inês');
    const res = await member.client.request('PUT', '/api/account/language', { locale: 'pt-PT' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ locale: 'pt-PT' });
    expect(await localeOf(member.id)).toBe('pt-PT');
    for (const body of [
      { locale: 'pt-BR' },
      { locale: 'fr' },
      {},
      { locale: 'en', extra: 1 },
      { locale: 7 },
    ]) {
      const refused = await member.client.request('PUT', '/api/account/language', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await localeOf(member.id)).toBe('pt-PT');
    expect((await world.client().request('PUT', '/api/account/language', { locale: 'en' })).status).toBe(401);
  });
});
