import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestWorld } from '../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

it('counts each rate-limited route on its own: failed sign-ins do not use up password resets', async () => {
  const client = world.client();
  for (let i = 0; i < 10; i++)
    await client.post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
  expect(
    (await client.post('/api/login', { username: 'nobody-here', password: 'wrong-password' })).status,
  ).toBe(429);
  expect((await client.post('/api/forgot-password', { email: 'someone@example.com' })).status).toBe(200);
});
