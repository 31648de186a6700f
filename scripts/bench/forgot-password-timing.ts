/**
 * How long /api/forgot-password takes to answer for an email with an account and for one without,
 * in-process on an in-memory embedded database: prints both medians and their ratio, which should
 * stay near 1 (a timing the tests never assert, because a shared machine makes it noisy).
 *
 *   npx tsx scripts/bench/forgot-password-timing.ts [rounds]
 */
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openEmbeddedDatabase } from '../../src/server/db/connection';
import { migrateEmbedded } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/password-hashing';
import { createLocalPaymentProvider } from '../../src/server/features/payments/local-provider';
import { DatabaseImageStorage } from '../../src/server/features/uploads/image-storage';

const rounds = Number(process.argv[2] ?? 300);
const WARM_UP = 30;

const database = await openEmbeddedDatabase();
await migrateEmbedded(database.client);
const app = await buildApp({
  db: database.db,
  mailer: { send: async () => {} },
  clock: systemClock,
  publicUrl: 'http://localhost:3000',
  imageStorage: new DatabaseImageStorage(database.db, systemClock),
  logger: pino({ level: 'silent' }),
  payments: createLocalPaymentProvider(),
  jobDatabase: database.jobs,
  jobSchedule: false,
});
await app.ready();
await database.db.insert(users).values({
  username: 'known',
  email: 'known@example.com',
  passwordHash: await hashPassword('a-long-password'),
  role: 'student',
});

let address = 0;
/** Milliseconds until the answer; the work left behind it finishes before the next request. */
async function timeOne(email: string): Promise<number> {
  address++;
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
  const took = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}`);
  await new Promise((resolve) => setImmediate(resolve));
  await app.background.drain();
  return took;
}

const known: number[] = [];
const unknown: number[] = [];
for (let n = 0; n < WARM_UP + rounds; n++) {
  // Alternating, so both meet the same state of the machine.
  const k = await timeOne('known@example.com');
  const u = await timeOne(`nobody-${n}@example.com`);
  if (n >= WARM_UP) {
    known.push(k);
    unknown.push(u);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const k = median(known);
const u = median(unknown);
console.log(`forgot-password, ${rounds} rounds: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`);
console.log(`median ratio known/unknown: ${(k / u).toFixed(2)}`);

await app.close();
await database.close();
