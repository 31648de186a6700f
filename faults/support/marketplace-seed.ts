import { randomBytes } from 'node:crypto';
import { ROLE, type Role } from '../../src/contract/roles';
import { hashToken, newSecretToken } from '../../src/server/features/auth/secret-tokens';

/** What the seed needs of a connection: `pg`'s pool and PGlite both answer this. */
export interface SqlClient {
  // biome-ignore lint/suspicious/noExplicitAny: rows are read by column name in each query
  query(text: string, params?: unknown[]): Promise<{ rows: any[] }>;
}

/** Someone with a live session: `token` is their session cookie. */
export interface SignedInPerson {
  id: number;
  email: string;
  token: string;
}

export type { Role };

export interface SeededSession {
  id: number;
  capacity: number;
  price: number;
}

/**
 * Signed-in people written straight into the database: approved guides, seekers with a name (the
 * booking card asks for one), admins. Sessions are stored as the sign-in does (the token's
 * SHA-256), so the servers see ordinary signed-in users; nobody has a usable password.
 */
export async function seedPeople(sql: SqlClient, role: Role, count: number): Promise<SignedInPerson[]> {
  if (count === 0) return [];
  const label = `${role}_${randomBytes(4).toString('hex')}`;
  const { rows } = await sql.query(
    `insert into users (username, email, password_hash, role, is_guide, is_approved, profile_complete)
     select $1 || '_' || i, $1 || '_' || i || '@faults.luz.test', 'no-password', $2::user_role,
            $2 = 'practitioner', $2 <> 'student', true
     from generate_series(1, $3::int) i
     order by i
     returning id, email`,
    [label, role, count],
  );
  const people = rows
    .map((row) => ({ id: Number(row.id), email: String(row.email) }))
    .sort((a, b) => a.id - b.id);
  const ids = people.map((person) => person.id);
  const tokens = ids.map(() => newSecretToken());
  await sql.query(
    `insert into profiles (user_id, name)
     select id, initcap($2) || ' ' || id from unnest($1::int[]) id`,
    [ids, role === ROLE.seeker ? 'seeker' : role === ROLE.guide ? 'guide' : 'admin'],
  );
  await sql.query(
    `insert into auth_sessions (user_id, token_hash, expires_at)
     select * from unnest($1::int[], $2::text[]) cross join (select now() + interval '1 day') e`,
    [ids, tokens.map(hashToken)],
  );
  return people.map((person, i) => ({ ...person, token: tokens[i]! }));
}

/**
 * `count` open sessions of one guide, all starting a few days from now (so cancelling them
 * refunds in full), an hour each, one after another.
 */
export async function seedSessions(
  sql: SqlClient,
  guideId: number,
  count: number,
  { capacity, price = 4500 }: { capacity: number; price?: number },
): Promise<SeededSession[]> {
  const { rows } = await sql.query(
    `insert into sessions (practitioner_id, title, description, location, modality, starts_at, ends_at,
                           price, capacity, remaining_spots)
     select $1, 'Faults circle ' || i, 'A session the fault tests book.', 'Alfama, Lisbon', 'Meditation',
            date_trunc('hour', now()) + interval '3 days' + i * interval '2 hours',
            date_trunc('hour', now()) + interval '3 days' + i * interval '2 hours' + interval '1 hour',
            $2, $3, $3
     from generate_series(1, $4::int) i
     order by i
     returning id`,
    [guideId, price, capacity, count],
  );
  return rows.map((row) => ({ id: Number(row.id), capacity, price })).sort((a, b) => a.id - b.id);
}

export type SeededBookingState = 'confirmed' | 'held' | 'expired-hold';

const HOLD_ENDS: Record<SeededBookingState, string> = {
  confirmed: '-30 minutes',
  held: '15 minutes',
  'expired-hold': '-1 minute',
};

/**
 * A booking as the servers would have left it, taking its spot: a paid one (`confirmed`), a hold
 * still waiting for its payment (`held`), or a hold that ran out a minute ago and that nobody has
 * released yet (`expired-hold`).
 */
export async function seedBooking(
  sql: SqlClient,
  session: SeededSession,
  seekerId: number,
  state: SeededBookingState,
  provider: 'local' | 'stripe' = 'local',
): Promise<{ id: number; reference: string }> {
  const reference = `${provider === 'local' ? 'lc_' : 'cs_test_'}${randomBytes(12).toString('hex')}`;
  const confirmed = state === 'confirmed';
  const { rows } = await sql.query(
    `with spot as (
       update sessions set remaining_spots = remaining_spots - 1 where id = $1 and remaining_spots > 0 returning id
     )
     insert into bookings (session_id, student_id, status, hold_expires_at, payment_provider, payment_reference,
                           amount_due, payment_amount, commission_amount, confirmed_at)
     select spot.id, $2, $3::booking_status,
            now() + $8::interval, $5, $6, $7,
            case when $4 then $7::int end, case when $4 then ($7::int * 15 / 100) end,
            case when $4 then now() - interval '20 minutes' end
     from spot
     returning id`,
    [
      session.id,
      seekerId,
      confirmed ? 'confirmed' : 'pending',
      confirmed,
      provider,
      reference,
      session.price,
      HOLD_ENDS[state],
    ],
  );
  if (!rows[0]) throw new Error(`Session ${session.id} has no spot left to seed a booking on`);
  return { id: Number(rows[0].id), reference };
}

export interface SpotAccount {
  sessionId: number;
  capacity: number;
  remainingSpots: number;
  liveBookings: number;
}

/**
 * Each session's spots as the database has them beside the bookings that hold one: in a
 * consistent database `remainingSpots = capacity − liveBookings` for every session.
 */
export async function spotAccounts(sql: SqlClient, sessionIds: number[]): Promise<SpotAccount[]> {
  const { rows } = await sql.query(
    `select s.id, s.capacity, s.remaining_spots,
            (select count(*)::int from bookings b
             where b.session_id = s.id and b.status in ('pending', 'confirmed')) as live
     from sessions s
     where s.id = any($1::int[])
     order by s.id`,
    [sessionIds],
  );
  return rows.map((row) => ({
    sessionId: Number(row.id),
    capacity: Number(row.capacity),
    remainingSpots: Number(row.remaining_spots),
    liveBookings: Number(row.live),
  }));
}

/** The accounts that do not add up (expect this to be empty). */
export function inconsistentSpots(accounts: SpotAccount[]): SpotAccount[] {
  return accounts.filter(
    (a) =>
      a.remainingSpots < 0 || a.remainingSpots !== a.capacity - a.liveBookings || a.liveBookings > a.capacity,
  );
}
