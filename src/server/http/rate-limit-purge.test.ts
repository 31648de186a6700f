import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredRateLimitCounters, RATE_LIMIT_PURGE } from '../db/rate-limit-counters';
import { queryRows } from '../db/raw-query';
import { ACCOUNT_LOGIN_LIMIT } from '../features/auth/account-login-throttle';
import { AUTH_RATE_LIMITS } from '../features/auth/routes';
import { TestWorld } from '../testing/test-app';
import { minutes } from '../testing/test-clock';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

async function counterRows(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.db,
    sql`select count(*)::int as n from rate_limit_counters`,
  );
  return Number(row!.n);
}

/** What one address sends in a flood: sign-ins under new names, reset requests, newsletter sign-ups. */
async function flood(client: ReturnType<TestWorld['client']>, requests: number, tag: string) {
  for (let n = 0; n < requests; n++) {
    await client.post('/api/login', { username: `nobody_${tag}_${n}`, password: 'wrong-password' });
    await client.post('/api/forgot-password', { email: `victim_${tag}_${n}@example.com` });
    await client.post('/api/newsletter', { email: `reader_${tag}_${n}@example.com` });
  }
}

describe('rate-limit counters', () => {
  it('stay bounded under a flood of addresses: each adds only what its limits allow, and maintenance deletes them once their windows end', async () => {
    const start = await counterRows();

    // One address, far past every limit: one row per limited route, one for the address's failed
    // sign-ins, and one per name the sign-in limit let through before it answered 429.
    await flood(world.client(), 3 * AUTH_RATE_LIMITS.login.max, 'one');
    expect(await counterRows()).toBe(start + 3 + 1 + AUTH_RATE_LIMITS.login.max);

    // Many addresses, one round each: five rows apiece.
    const addresses = 60;
    for (let n = 0; n < addresses; n++) await flood(world.client(), 1, `many${n}`);
    const flooded = await counterRows();
    expect(flooded).toBe(start + 3 + 1 + AUTH_RATE_LIMITS.login.max + addresses * 5);

    // Windows still running are kept: they still count.
    await world.app.maintenance.sweep();
    expect(await counterRows()).toBe(flooded);

    world.clock.advance(ACCOUNT_LOGIN_LIMIT.windowMs + minutes(1));
    await world.app.maintenance.sweep();
    expect(await counterRows()).toBe(0);

    // And the limits count from the start again.
    const client = world.client();
    for (let n = 0; n < AUTH_RATE_LIMITS.forgotPassword.max; n++) {
      expect((await client.post('/api/forgot-password', { email: 'again@example.com' })).status).toBe(200);
    }
    expect((await client.post('/api/forgot-password', { email: 'again@example.com' })).status).toBe(429);
  });

  it('deletes at most a bounded number of expired rows per run, and never one whose window still runs', async () => {
    const now = world.clock.now();
    const past = new Date(now.getTime() - minutes(1)).toISOString();
    const future = new Date(now.getTime() + minutes(10)).toISOString();
    await world.db.execute(sql`delete from rate_limit_counters`);
    await world.db.execute(sql`
      insert into rate_limit_counters (key, hits, reset_at)
      select 'expired|' || n, 3, ${past} from generate_series(1, 2500) as n`);
    await world.db.execute(sql`
      insert into rate_limit_counters (key, hits, reset_at)
      select 'running|' || n, 3, ${future} from generate_series(1, 40) as n`);

    expect(await purgeExpiredRateLimitCounters(world.db, now, { batchSize: 500, maxBatches: 2 })).toBe(1000);
    expect(await counterRows()).toBe(1540);
    // A server's run, with the default bounds, takes the rest.
    expect(RATE_LIMIT_PURGE.batchSize * RATE_LIMIT_PURGE.maxBatches).toBeGreaterThanOrEqual(1500);
    await world.app.maintenance.sweep();
    const left = await queryRows<{ key: string }>(world.db, sql`select key from rate_limit_counters`);
    expect(left).toHaveLength(40);
    expect(left.every((row) => row.key.startsWith('running|'))).toBe(true);
  });
});
