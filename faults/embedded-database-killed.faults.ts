import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../src/contract/roles';
import { openEmbeddedDatabase } from '../src/server/db/connection';
import { migrateEmbedded } from '../src/server/db/migrate';
import {
  type AcknowledgedBookings,
  BOOKING_ANSWERS,
  bookAndPay,
  lostBookings,
} from './support/booking-journeys';
import { call, clientAddress } from './support/luz-client';
import { LuzServer } from './support/luz-server';
import {
  inconsistentSpots,
  type SeededSession,
  type SignedInPerson,
  seedPeople,
  seedSessions,
  spotAccounts,
} from './support/marketplace-seed';
import { describeRequest, type Journey, runStream } from './support/request-stream';
import { bySize } from './support/sizes';

const ROUNDS = bySize(1, 3);
const JOURNEYS_PER_ROUND = bySize(90, 300);
const IN_FLIGHT = 8;

/** What the server answered 2xx for, across every round. */
interface Acknowledged extends AcknowledgedBookings {
  newsletter: string[];
  registered: string[];
}

let dataDir: string;
let server: LuzServer | undefined;
let guide: SignedInPerson;
let sessions: SeededSession[];
let seekers: SignedInPerson[];

/** The embedded database of `dataDir`, opened in this process while no server has it open. */
async function withEmbeddedDatabase<T>(work: (client: PGlite) => Promise<T>): Promise<T> {
  const database = await openEmbeddedDatabase({ dataDir: join(dataDir, 'pgdata') });
  try {
    return await work(database.client);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'luz-faults-embedded-'));
  // The database is created and seeded here, as a server would have left it, before any server opens it.
  await withEmbeddedDatabase(async (sql) => {
    await migrateEmbedded(sql);
    [guide] = (await seedPeople(sql, ROLE.guide, 1)) as [SignedInPerson];
    sessions = await seedSessions(sql, guide.id, 10, { capacity: 20 });
    seekers = await seedPeople(sql, ROLE.seeker, ROUNDS * JOURNEYS_PER_ROUND);
  });
  server = await LuzServer.start({ name: 'Luz (embedded)', dataDir });
});

afterAll(async () => {
  await server?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Person `n` signs up for the newsletter, creates an account, or books and pays, in turn. */
function journeyOf(n: number, acknowledged: Acknowledged): Journey {
  const address = clientAddress(n);
  switch (n % 3) {
    case 0:
      return async (send) => {
        const email = `reader${n}@faults.luz.test`;
        const answer = await send('newsletter', 'POST', '/api/newsletter', {
          body: { email },
          clientAddress: address,
        });
        if (answer?.status === 200) acknowledged.newsletter.push(email);
      };
    case 1:
      return async (send) => {
        const username = `newcomer${n}`;
        const answer = await send('register', 'POST', '/api/register', {
          body: {
            username,
            email: `${username}@faults.luz.test`,
            password: 'faults-pass-1',
            role: 'student',
            name: 'New Comer',
          },
          clientAddress: address,
        });
        if (answer?.status === 201) acknowledged.registered.push(username);
      };
    default:
      return bookAndPay(seekers[n]!, sessions[n % sessions.length]!.id, acknowledged);
  }
}

const ANSWERS: Record<string, number[]> = { ...BOOKING_ANSWERS, newsletter: [200], register: [201] };

describe('the embedded database when its server is killed with SIGKILL during a stream of writes', () => {
  it('opens again on restart, with every write that had been answered 2xx', async () => {
    const acknowledged: Acknowledged = { newsletter: [], registered: [], held: [], paid: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const first = round * JOURNEYS_PER_ROUND;
      const journeys = Array.from({ length: JOURNEYS_PER_ROUND }, (_, i) =>
        journeyOf(first + i, acknowledged),
      );
      const requests = await runStream({
        servers: [server!],
        journeys,
        inFlight: IN_FLIGHT,
        fault: { afterJourneys: Math.floor(JOURNEYS_PER_ROUND / 3), run: () => server!.kill() },
      });
      const label = `round ${round + 1}`;
      expect(
        requests.filter((r) => r.answer && !ANSWERS[r.kind]!.includes(r.answer.status)).map(describeRequest),
        `${label}: unexpected answers`,
      ).toEqual([]);
      expect(requests.some((r) => r.afterFault && r.answer === null)).toBe(true);
      console.info(
        `${label}: ${requests.filter((r) => r.answer).length} of ${requests.length} requests answered before the kill`,
      );

      // It opens on the same folder, recovers, and takes writes again.
      await server!.restart();
      const email = `after-restart${round}@faults.luz.test`;
      const signup = await call(server!.baseUrl, 'POST', '/api/newsletter', {
        body: { email },
        clientAddress: clientAddress(1_000_000 + round),
      });
      expect(signup.status).toBe(200);
      acknowledged.newsletter.push(email);
    }
    expect(await server!.stop(), 'exit code after SIGTERM').toBe(0);

    await withEmbeddedDatabase(async (sql) => {
      const { rows: subscribers } = await sql.query<{ email: string }>(
        'select email from newsletter_subscribers',
      );
      const subscribed = new Set(subscribers.map((row) => row.email));
      expect(acknowledged.newsletter.filter((email) => !subscribed.has(email))).toEqual([]);
      const { rows: users } = await sql.query<{ username: string }>('select username from users');
      const known = new Set(users.map((row) => row.username));
      expect(acknowledged.registered.filter((username) => !known.has(username))).toEqual([]);
      expect(await lostBookings(sql, acknowledged)).toEqual([]);
      expect(
        inconsistentSpots(
          await spotAccounts(
            sql,
            sessions.map((s) => s.id),
          ),
        ),
      ).toEqual([]);
    });
    // A test that cannot fail is no test: each kind of write was acknowledged at least once.
    expect(acknowledged.newsletter.length).toBeGreaterThan(ROUNDS);
    expect(acknowledged.registered.length).toBeGreaterThan(0);
    expect(acknowledged.paid.length).toBeGreaterThan(0);
  });
});
