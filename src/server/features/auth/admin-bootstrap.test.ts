import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TestWorld } from '../../testing/test-app';
import { ensureAdmin } from './admin-bootstrap';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const log = pino({ level: 'silent' });

it('creates the configured admin once, who can then sign in', async () => {
  const admin = { email: 'Ops@Luz.test', password: 'admin-password-1', username: undefined };
  await ensureAdmin(world.db, admin, log);
  await ensureAdmin(world.db, admin, log);
  const rows = await world.db.select().from(users).where(eq(users.email, 'ops@luz.test'));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ username: 'ops', role: 'admin' });
  const res = await world
    .client()
    .post('/api/login', { username: 'ops@luz.test', password: 'admin-password-1' });
  expect(res.status).toBe(200);
  expect(res.body.role).toBe('admin');
});

it('gives the admin a free username when the wished one is taken', async () => {
  await world.createUser({ username: 'keeper' });
  await ensureAdmin(
    world.db,
    { email: 'keeper@luz.test', password: 'admin-password-2', username: 'keeper' },
    log,
  );
  const [row] = await world.db.select().from(users).where(eq(users.email, 'keeper@luz.test'));
  expect(row!.username).toBe('keeper2');
});
