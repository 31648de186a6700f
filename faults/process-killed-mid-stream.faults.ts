import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../src/contract/roles';
import {
  type AcknowledgedBookings,
  BOOKING_ANSWERS,
  bookAndPay,
  lostBookings,
} from './support/booking-journeys';
import { call } from './support/luz-client';
import type { LuzServer } from './support/luz-server';
import { inconsistentSpots, seedPeople, seedSessions, spotAccounts } from './support/marketplace-seed';
import { describeRequest, runStream } from './support/request-stream';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { startServerPair } from './support/server-pair';
import { bySize } from './support/sizes';

const ROUNDS = bySize(1, 3);
const SEEKERS = bySize(120, 600);
const SESSIONS = bySize(12, 40);
/** Fewer spots than seekers: late journeys meet full sessions too. */
const CAPACITY = bySize(8, 12);
const IN_FLIGHT = 16;

let database: ScratchDatabase;
let servers: LuzServer[] = [];

beforeAll(async () => {
  database = await createScratchDatabase('kill');
  servers = await startServerPair(database.url);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  await database?.drop();
});

describe('a Luz process killed with SIGKILL while seekers book and pay through two processes', () => {
  it('loses no booking it answered for, and the other process keeps serving', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // The processes take turns being killed, so each also comes back after a kill.
      const victim = servers[(round - 1) % 2]!;
      const survivor = servers[round % 2]!;
      const [guide] = await seedPeople(database.pool, ROLE.guide, 1);
      const sessions = await seedSessions(database.pool, guide!.id, SESSIONS, { capacity: CAPACITY });
      const seekers = await seedPeople(database.pool, ROLE.seeker, SEEKERS);
      const acknowledged: AcknowledgedBookings = { held: [], paid: [] };

      const requests = await runStream({
        servers,
        journeys: seekers.map((seeker, n) => bookAndPay(seeker, sessions[n % SESSIONS]!.id, acknowledged)),
        inFlight: IN_FLIGHT,
        fault: { afterJourneys: Math.floor(SEEKERS / 3), run: () => victim.kill() },
      });
      const label = `round ${round} (${victim.options.name} killed)`;

      // Whatever a process answered, it answered as it should; the survivor answered everything.
      expect(
        requests
          .filter((r) => r.answer && !BOOKING_ANSWERS[r.kind]!.includes(r.answer.status))
          .map(describeRequest),
        `${label}: unexpected answers`,
      ).toEqual([]);
      const survivorRequests = requests.filter((r) => r.server === survivor);
      expect(
        survivorRequests.filter((r) => r.answer === null).map(describeRequest),
        `${label}: requests the surviving process left unanswered`,
      ).toEqual([]);
      const servedAfterKill = survivorRequests.filter((r) => r.afterFault && r.answer!.status < 300);
      expect(servedAfterKill.length, `${label}: bookings the survivor took after the kill`).toBeGreaterThan(
        0,
      );
      const unansweredByVictim = requests.filter((r) => r.server === victim && r.answer === null);
      expect(
        unansweredByVictim.length,
        `${label}: requests the killed process never answered`,
      ).toBeGreaterThan(0);

      expect(await lostBookings(database.pool, acknowledged), `${label}: lost bookings`).toEqual([]);
      const accounts = await spotAccounts(
        database.pool,
        sessions.map((s) => s.id),
      );
      expect(inconsistentSpots(accounts), `${label}: spots`).toEqual([]);
      console.info(
        `${label}: ${requests.length} requests, ${acknowledged.held.length} holds and ${acknowledged.paid.length} payments answered, ${unansweredByVictim.length} requests lost with the process`,
      );

      // The killed process comes back on the same database and shows the same bookings.
      await victim.restart();
      const { rows } = await database.pool.query<{ id: number; student_id: number }>(
        'select id, student_id from bookings where id = any($1::int[]) order by id limit 5',
        [acknowledged.paid],
      );
      for (const row of rows) {
        const seeker = seekers.find((s) => s.id === row.student_id)!;
        const seen = await call(victim.baseUrl, 'GET', `/api/bookings/${row.id}`, { token: seeker.token });
        expect(seen.status).toBe(200);
        expect(seen.body.status).toBe('confirmed');
      }
    }
  });
});
