import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../src/contract/roles';
import { SESSION_PAGE_SIZE_MAX } from '../src/contract/sessions';
import { mapConcurrently } from './support/concurrency';
import { type Answer, call } from './support/luz-client';
import type { LuzServer } from './support/luz-server';
import { inconsistentSpots, seedPeople, seedSessions, spotAccounts } from './support/marketplace-seed';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';
import { alternate, startServerPair } from './support/server-pair';
import { bySize } from './support/sizes';

const SESSIONS = bySize(10, 100);
const CAPACITY = 5;
const SEEKERS = bySize(300, 3000);
const ROUNDS = bySize(1, 2);
/** The small crowd arrives all at once; the soak crowd as a flood of 500 requests in flight. */
const IN_FLIGHT = bySize(SEEKERS, 500);

let database: ScratchDatabase;
let servers: LuzServer[] = [];

beforeAll(async () => {
  database = await createScratchDatabase('race');
  servers = await startServerPair(database.url);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  await database?.drop();
});

/**
 * Reads every session's remaining spots over and over, from one process then the other, while
 * the crowd books. Nothing gives a spot back during the race, so a read that starts after another
 * has answered must never show more spots, and no read may show fewer than none.
 */
/** The guide's sessions in one answer: the race never publishes more than the list's largest page. */
function sessionListOf(guideId: number): string {
  return `/api/sessions?practitionerId=${guideId}&pageSize=${SESSION_PAGE_SIZE_MAX}`;
}

function watchRemainingSpots(guideId: number) {
  const problems: string[] = [];
  const lastSeen = new Map<number, number>();
  let reads = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const server = alternate(servers, reads++);
      const answer = await call(server.baseUrl, 'GET', sessionListOf(guideId));
      if (answer.status !== 200) {
        problems.push(`${server.options.name} answered ${answer.status} to the session list`);
        continue;
      }
      for (const session of answer.body.items as Array<{ id: number; remainingSpots: number }>) {
        const before = lastSeen.get(session.id) ?? CAPACITY;
        if (session.remainingSpots < 0 || session.remainingSpots > before) {
          problems.push(`session ${session.id}: ${session.remainingSpots} spots after ${before}`);
        }
        lastSeen.set(session.id, session.remainingSpots);
      }
    }
  })();
  return {
    async stop(): Promise<string[]> {
      stopped = true;
      await loop;
      return problems;
    },
  };
}

describe('two Luz processes on one PostgreSQL database', () => {
  it(`${SEEKERS} seekers booking ${SESSIONS} sessions of ${CAPACITY} at once, alternating between the processes, get exactly ${SESSIONS * CAPACITY} holds`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const [guide] = await seedPeople(database.pool, ROLE.guide, 1);
      const sessions = await seedSessions(database.pool, guide!.id, SESSIONS, { capacity: CAPACITY });
      const seekers = await seedPeople(database.pool, ROLE.seeker, SEEKERS);

      const watcher = watchRemainingSpots(guide!.id);
      // Request n goes to process n % 2 and books session ⌊n / 2⌋ mod SESSIONS: every session is
      // fought over through both processes at once.
      const answers: Answer[] = await mapConcurrently(seekers, IN_FLIGHT, (seeker, n) =>
        call(alternate(servers, n).baseUrl, 'POST', '/api/create-checkout-session', {
          token: seeker.token,
          body: { sessionId: sessions[Math.floor(n / 2) % SESSIONS]!.id },
        }),
      );
      const watched = await watcher.stop();

      const holds = answers.filter((a) => a.status === 201);
      const full = answers.filter((a) => a.status === 409);
      expect(
        answers.filter((a) => a.status !== 201 && a.status !== 409),
        `round ${round}: answers other than a hold or "full"`,
      ).toEqual([]);
      expect(holds, `round ${round}: holds`).toHaveLength(SESSIONS * CAPACITY);
      expect(full, `round ${round}: told the session is full`).toHaveLength(SEEKERS - SESSIONS * CAPACITY);
      for (const answer of full) {
        expect(answer.body).toEqual({
          error: 'This session is full',
          code: 'SESSION_FULL',
          requestId: expect.any(String),
        });
      }
      expect(watched, `round ${round}: remaining spots read during the race`).toEqual([]);

      // Every hold answered is a pending booking of that seeker, and nothing else was booked.
      const sessionIds = sessions.map((s) => s.id);
      const { rows } = await database.pool.query<{ id: number; student_id: number; status: string }>(
        'select id, student_id, status from bookings where session_id = any($1::int[]) order by id',
        [sessionIds],
      );
      const heldIds = holds.map((a) => a.body.bookingId as number).sort((a, b) => a - b);
      expect(rows.map((r) => r.id)).toEqual(heldIds);
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
      const heldBy = new Set(answers.flatMap((a, n) => (a.status === 201 ? [seekers[n]!.id] : [])));
      expect(new Set(rows.map((r) => r.student_id))).toEqual(heldBy);

      const accounts = await spotAccounts(database.pool, sessionIds);
      expect(inconsistentSpots(accounts)).toEqual([]);
      expect(accounts.every((a) => a.remainingSpots === 0 && a.liveBookings === CAPACITY)).toBe(true);

      // Both processes show the same, full, sessions.
      for (const server of servers) {
        const list = await call(server.baseUrl, 'GET', sessionListOf(guide!.id));
        expect(list.status).toBe(200);
        expect(list.body.items.map((s: { remainingSpots: number }) => s.remainingSpots)).toEqual(
          sessionIds.map(() => 0),
        );
      }
    }
  });
});
