/**
 * Bench data at scale, generated server-side with `insert … select generate_series(…)`: no row
 * travels through Node. Deterministic for a given calendar day (sessions are laid out around it,
 * so explore always has coming sessions). Respects every CHECK and unique constraint of the
 * schema: remaining spots are computed from the bookings that hold a spot, reviews only exist for
 * completed bookings, one per booking.
 */
import {
  EXPLORE_CATEGORIES,
  METHOD_TILES,
  OFFER_FORMATS,
  PROFILE_MODALITIES,
  SESSION_MODALITIES,
} from '../../src/contract/catalog';
import { PLACES } from '../../src/contract/places';
import { hashToken } from '../../src/server/features/auth/secret-tokens';
import type { CheckoutPairs } from './checkout-pairs';

/** Places in Lisbon itself: the profiles' city stays its default, Lisbon. */
const LISBON_PLACES = PLACES.filter((place) => place.city === 'Lisbon').map((place) => place.name);

/** One connection, of `pg` or of PGlite: the data is written in one transaction on it. */
export type RunSql = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface BenchCounts {
  guides: number;
  seekers: number;
  sessions: number;
  bookings: number;
  reviews: number;
  conversations: number;
  messages: number;
}

/** A booking whose conversation is read and written under load, and its seeker's session cookie. */
export interface BenchConversation {
  bookingId: number;
  token: string;
}

export interface BenchData {
  counts: BenchCounts;
  adminId: number;
  /** The guide with the most sessions and reviews. */
  popularGuideId: number;
  /** The seeker with the most bookings. */
  heavySeekerId: number;
  firstGuideId: number;
  /** Session cookies (raw tokens) of the admin and of the heavy seeker. */
  adminToken: string;
  seekerToken: string;
  /** Signed-in seekers and coming sessions for checkout under load. */
  checkout: CheckoutPairs;
  /** Conversations of confirmed bookings on coming sessions, each with more than a page of messages. */
  conversations: BenchConversation[];
}

/** Fixed tokens: the database stores only their SHA-256, as the app does. */
const ADMIN_TOKEN = 'bench-admin-session-token-0000000000000000000';
const SEEKER_TOKEN = 'bench-seeker-session-token-000000000000000000';
const checkoutSeekerToken = (i: number) => `bench-checkout-seeker-${String(i).padStart(24, '0')}`;
const conversationSeekerToken = (i: number) => `bench-conversation-seeker-${String(i).padStart(20, '0')}`;

/**
 * Every CONVERSATION_EVERY-th booking that can hold a conversation has one, of 1 to
 * CONVERSATION_MESSAGES_MAX messages; the MEASURED_CONVERSATIONS of them read and written under load
 * are the first on coming sessions, each given MEASURED_CONVERSATION_MESSAGES (more than a page).
 */
const CONVERSATION_EVERY = 5;
const CONVERSATION_MESSAGES_MAX = 20;
const MEASURED_CONVERSATIONS = 200;
const MEASURED_CONVERSATION_MESSAGES = 60;
const MESSAGE_BODIES = [
  'Hello! Is there anything I should bring?',
  'Just comfortable clothes and a bottle of water. See you there.',
  'Is the entrance on the street or through the courtyard?',
  'Through the courtyard, second door on the left; ring the bell marked Luz.',
  'Thank you, that was exactly what I needed. See you next week?',
];

/**
 * Checkout under load books CHECKOUT_SESSIONS coming sessions for CHECKOUT_SEEKERS seekers, each
 * seeker at most as many times as checkout lets one hold unpaid bookings: every session has a place
 * for each of them, so no (seeker, session) pair is ever full or booked twice.
 */
const CHECKOUT_SESSIONS = 500;
const CHECKOUT_SEEKERS = 25_000;

/** The counts asked for; conversations and messages follow from the bookings (read back after). */
export function countsFor(scale: number): Omit<BenchCounts, 'conversations' | 'messages'> {
  const n = (base: number) => Math.max(10, Math.round(base * scale));
  return {
    guides: n(10_000),
    // Never fewer than checkout under load needs, whatever the scale.
    seekers: Math.max(n(40_000), CHECKOUT_SEEKERS + 1),
    sessions: n(150_000),
    bookings: n(400_000),
    reviews: n(120_000),
  };
}

const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'Pedro',
  'Sofia',
  'Miguel',
  'Inês',
  'Tiago',
  'Beatriz',
  'Rui',
  'Marta',
];
const LAST_NAMES = ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins'];
const MORE_LAST_NAMES = ['Sousa', 'Fernandes', 'Gonçalves', 'Lopes', 'Marques', 'Almeida', 'Ribeiro'];
const COMMENTS = [
  'Wonderful session, I left feeling lighter and calm.',
  'A gentle guide, clear instructions and a lovely space in the old town.',
  'Good.',
  'I have been to many sessions in Lisbon and this one stood out: attentive, warm and deeply restorative.',
  'Nice atmosphere, a little short for the price.',
];

/** Fills a migrated, empty database; `run` must be a single connection (the data goes in one transaction). */
export async function generateBenchData(run: RunSql, scale: number): Promise<BenchData> {
  const counts = countsFor(scale);
  const adminId = 1;
  const firstGuideId = 2;
  const popularGuideId = firstGuideId;
  const firstSeekerId = firstGuideId + counts.guides;
  const heavySeekerId = firstSeekerId;
  const G = counts.guides;
  const N = counts.seekers;
  const S = counts.sessions;
  const B = counts.bookings;

  const subcategories = EXPLORE_CATEGORIES.flatMap((title) => {
    const tile = METHOD_TILES.find((t) => t.title === title);
    return (tile?.methods ?? ['General']).slice(0, 3);
  });

  // The heavy seeker books normally; checkout seekers come after them.
  const checkoutSeekers = Math.min(CHECKOUT_SEEKERS, N - 1);
  const firstCheckoutSessionId = S + 1;
  const checkout: CheckoutPairs = {
    sessionIds: Array.from({ length: CHECKOUT_SESSIONS }, (_, k) => firstCheckoutSessionId + k),
    seekerTokens: Array.from({ length: checkoutSeekers }, (_, i) => checkoutSeekerToken(i)),
  };

  let measuredIds: number[] = [];
  await run('begin');
  try {
    // Users: 1 admin, the guides, then the seekers. One placeholder hash: nobody signs in by password.
    await run(
      `insert into users (id, username, email, password_hash, role, is_guide, is_approved, profile_complete, created_at, updated_at)
       select 1, 'bench_admin', 'admin@bench.luz.test', 'x', 'admin', false, true, true, now() - interval '800 days', now()`,
    );
    await run(
      `insert into users (id, username, email, password_hash, role, is_guide, is_approved, profile_complete, created_at, updated_at)
       select g, 'guide' || g, 'guide' || g || '@bench.luz.test', 'x', 'practitioner', true, true, true,
              now() - (g % 700) * interval '1 day', now()
       from generate_series($1::int, $2::int) g`,
      [firstGuideId, firstGuideId + G - 1],
    );
    await run(
      `insert into users (id, username, email, password_hash, role, created_at, updated_at)
       select u, 'seeker' || u, 'seeker' || u || '@bench.luz.test', 'x', 'student',
              now() - (u % 600) * interval '1 day', now()
       from generate_series($1::int, $2::int) u`,
      [firstSeekerId, firstSeekerId + N - 1],
    );
    await run(
      `insert into profiles (user_id, name, bio, short_bio, neighbourhood, country, category, subcategory,
                             session_format, price_per_session, modalities, languages, experience_years)
       select g,
              ($3::text[])[1 + g % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (g / 11) % cardinality($4::text[])]
                || ' ' || ($5::text[])[1 + (g / 88) % cardinality($5::text[])],
              'Guide of ' || ($7::text[])[1 + g % 5] || ' in Lisbon for many years. Sessions are calm, '
                || 'grounded and tailored to each person; beginners are very welcome.',
              'Calm, grounded ' || lower(($7::text[])[1 + g % 5]) || ' sessions in Lisbon.',
              ($6::text[])[1 + g % cardinality($6::text[])], 'Portugal',
              ($7::text[])[1 + g % 5],
              ($8::text[])[1 + (g % 5) * 3 + (g / 5) % 3],
              ($9::text[])[1 + g % 3],
              3000 + (g * 37 % 90) * 100,
              array[($10::text[])[1 + g % cardinality($10::text[])], ($10::text[])[1 + (g * 7 + 3) % cardinality($10::text[])]],
              array['English', 'Portuguese'],
              g % 25
       from generate_series($1::int, $2::int) g`,
      [
        firstGuideId,
        firstGuideId + G - 1,
        FIRST_NAMES,
        LAST_NAMES,
        MORE_LAST_NAMES,
        LISBON_PLACES,
        [...EXPLORE_CATEGORIES],
        subcategories,
        [...OFFER_FORMATS],
        [...PROFILE_MODALITIES],
      ],
    );
    await run(
      `insert into profiles (user_id, name)
       select u, 'Seeker ' || u from generate_series($1::int, $2::int) u
       union all select 1, 'Bench Admin'`,
      [firstSeekerId, firstSeekerId + N - 1],
    );

    // Sessions: every guide gets S/G spread over 180 past and 90 coming days; the popular guide
    // also gets every 500th. Past sessions are completed; every 37th is cancelled.
    await run(
      `insert into sessions (id, practitioner_id, title, description, location, modality, starts_at, ends_at,
                             price, capacity, remaining_spots, status, cancelled_at, created_at, updated_at)
       select s, x.guide, x.modality || ' circle', 'A session to slow down, breathe and reconnect.',
              ($4::text[])[1 + s % cardinality($4::text[])], x.modality, x.starts_at,
              x.starts_at + (60 + (s % 2) * 30) * interval '1 minute',
              2500 + (s % 60) * 100, 4 + s % 12, 4 + s % 12,
              case when s % 37 = 0 then 'cancelled'
                   when x.starts_at + interval '90 minutes' < now() then 'completed'
                   else 'scheduled' end::session_status,
              case when s % 37 = 0 then x.starts_at - interval '2 days' end,
              x.starts_at - interval '30 days', x.starts_at - interval '30 days'
       from generate_series(1, $1::int) s
       cross join lateral (
         select case when s % 500 = 0 then $5::int else $2::int + (s - 1) % $3::int end as guide,
                ($6::text[])[1 + s % cardinality($6::text[])] as modality,
                date_trunc('day', now()) + (((s::bigint * 7919) % 270) - 180) * interval '1 day'
                  + (8 + s % 12) * interval '1 hour' as starts_at
       ) x`,
      [S, firstGuideId, G, LISBON_PLACES, popularGuideId, [...SESSION_MODALITIES]],
    );

    // Checkout sessions: coming, with a place for every checkout seeker, spread over the guides.
    await run(
      `insert into sessions (id, practitioner_id, title, description, location, modality, starts_at, ends_at,
                             price, capacity, remaining_spots, status, created_at, updated_at)
       select s, $2::int + (s - $1::int) % $3::int, 'Open ' || lower(x.modality) || ' circle',
              'A large open circle: everyone is welcome.', 'Alfama', x.modality, x.starts_at,
              x.starts_at + interval '90 minutes', 3000 + (s % 40) * 100, $5::int, $5::int, 'scheduled',
              now() - interval '10 days', now() - interval '10 days'
       from generate_series($1::int, $1::int + $4::int - 1) s
       cross join lateral (
         select ($6::text[])[1 + s % cardinality($6::text[])] as modality,
                date_trunc('day', now()) + (20 + s % 40) * interval '1 day' + (8 + s % 12) * interval '1 hour'
                  as starts_at
       ) x`,
      [
        firstCheckoutSessionId,
        firstGuideId,
        G,
        checkout.sessionIds.length,
        checkoutSeekers,
        [...SESSION_MODALITIES],
      ],
    );

    // Bookings: booking b is for session 1 + (b - 1) % S, so a session has at most ceil(B/S) of
    // them (capacity is at least 4); every 2000th belongs to the heavy seeker. A duplicate live
    // booking of one seeker on one session is skipped by the partial unique index.
    await run(
      `insert into bookings (id, session_id, student_id, status, payment_provider, payment_reference, amount_due,
                             payment_amount, commission_amount, refund_amount, refunded_at, confirmed_at,
                             cancelled_at, cancellation_reason, created_at, updated_at)
       select b, s.id, x.seeker, x.status, 'local', 'lc_bench_' || b, s.price, s.price, s.price * 15 / 100,
              case when x.status = 'cancelled' then s.price end,
              case when x.status = 'cancelled' then x.created_at + interval '1 day' end,
              x.created_at + interval '5 minutes',
              case when x.status = 'cancelled' then x.created_at + interval '1 day' end,
              case when s.status = 'cancelled' then 'guide_cancelled_session'
                   when x.status = 'cancelled' then 'seeker_cancelled' end::booking_cancellation_reason,
              x.created_at, x.created_at
       from generate_series(1, $1::int) b
       join sessions s on s.id = 1 + (b - 1) % $2::int
       cross join lateral (
         select case when b % 2000 = 0 then $3::int else $3::int + 1 + (b::bigint * 7919) % ($4::int - 1) end as seeker,
                case when s.status = 'cancelled' or b % 9 = 0 then 'cancelled'
                     when s.status = 'completed' then 'completed'
                     else 'confirmed' end::booking_status as status,
                least(now() - interval '1 hour', s.starts_at - (1 + b % 20) * interval '1 day') as created_at
       ) x
       on conflict do nothing`,
      [B, S, firstSeekerId, N],
    );
    await run(
      `update sessions s set remaining_spots = s.capacity - taken.n
       from (select session_id, count(*)::int as n from bookings
             where status in ('pending', 'confirmed', 'completed') group by session_id) taken
       where taken.session_id = s.id`,
    );

    // Reviews: of the first R completed bookings, one per booking.
    await run(
      `insert into reviews (session_id, booking_id, student_id, practitioner_id, rating, comment, created_at, updated_at)
       select s.id, b.id, b.student_id, s.practitioner_id, 3 + b.id % 3,
              ($2::text[])[1 + b.id % cardinality($2::text[])],
              s.ends_at + interval '1 day', s.ends_at + interval '1 day'
       from bookings b join sessions s on s.id = b.session_id
       where b.status = 'completed'
       order by b.id
       limit $1::int`,
      [counts.reviews, COMMENTS],
    );

    await run(
      `insert into auth_sessions (user_id, token_hash, expires_at)
       values ($1, $2, now() + interval '30 days'), ($3, $4, now() + interval '30 days')`,
      [adminId, hashToken(ADMIN_TOKEN), heavySeekerId, hashToken(SEEKER_TOKEN)],
    );
    await run(
      `insert into auth_sessions (user_id, token_hash, expires_at)
       select $1::int + t.i, t.token_hash, now() + interval '30 days'
       from unnest($2::text[]) with ordinality as t(token_hash, i)`,
      [heavySeekerId, checkout.seekerTokens.map(hashToken)],
    );

    // Conversations: both sides write in turn, a minute apart, ending before now; each side has a
    // few unread. The measured ones get a longer history and their seekers a session cookie.
    const { rows: measuredRows } = await run(
      `select b.id from bookings b join sessions s on s.id = b.session_id
       where b.status = 'confirmed' and s.status = 'scheduled' and s.starts_at > now()
         and b.id % $1::int = 0
       order by b.id limit $2::int`,
      [CONVERSATION_EVERY, MEASURED_CONVERSATIONS],
    );
    measuredIds = (measuredRows as { id: number }[]).map((r) => r.id);
    await run(
      `insert into conversation_messages (booking_id, sender_id, side, body, created_at)
       select b.id, case when m % 2 = 0 then b.student_id else s.practitioner_id end,
              case when m % 2 = 0 then 'seeker' else 'guide' end,
              ($3::text[])[1 + (b.id + m) % cardinality($3::text[])],
              least(now(), b.created_at + interval '1 hour') - (n.total - m) * interval '1 minute'
       from bookings b
       join sessions s on s.id = b.session_id
       cross join lateral (
         select case when b.id = any($4::int[]) then $5::int else 1 + b.id % $2::int end as total
       ) n
       cross join lateral generate_series(1, n.total) m
       where b.status in ('confirmed', 'completed') and b.id % $1::int = 0
       order by b.id, m`,
      [
        CONVERSATION_EVERY,
        CONVERSATION_MESSAGES_MAX,
        MESSAGE_BODIES,
        measuredIds,
        MEASURED_CONVERSATION_MESSAGES,
      ],
    );
    await run(
      `insert into conversation_members (booking_id, user_id, unread_count, notice_sent_at)
       select c.booking_id, who.user_id, who.unread, c.last_at
       from (select booking_id, max(created_at) as last_at, count(*)::int as total
             from conversation_messages group by booking_id) c
       join bookings b on b.id = c.booking_id
       join sessions s on s.id = b.session_id
       cross join lateral (
         values (b.student_id, least(c.total / 2, b.id % 3)), (s.practitioner_id, least(c.total / 2, b.id % 4))
       ) who(user_id, unread)`,
    );
    await run(
      `insert into auth_sessions (user_id, token_hash, expires_at)
       select b.student_id, t.token_hash, now() + interval '30 days'
       from unnest($1::int[], $2::text[]) as t(booking_id, token_hash)
       join bookings b on b.id = t.booking_id`,
      [measuredIds, measuredIds.map((_, i) => hashToken(conversationSeekerToken(i)))],
    );

    for (const table of [
      'users',
      'profiles',
      'sessions',
      'bookings',
      'reviews',
      'auth_sessions',
      'conversation_messages',
    ]) {
      await run(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`,
      );
    }
    await run('commit');
  } catch (error) {
    await run('rollback');
    throw error;
  }
  // What autovacuum would have done by the time such a database serves traffic.
  await run('vacuum analyze');

  const { rows } = await run(
    `select (select count(*)::int from bookings) as bookings, (select count(*)::int from reviews) as reviews,
            (select count(distinct booking_id)::int from conversation_messages) as conversations,
            (select count(*)::int from conversation_messages) as messages`,
  );
  const actual = rows[0] as { bookings: number; reviews: number; conversations: number; messages: number };
  return {
    counts: { ...counts, ...actual },
    adminId,
    popularGuideId,
    heavySeekerId,
    firstGuideId,
    adminToken: ADMIN_TOKEN,
    seekerToken: SEEKER_TOKEN,
    checkout,
    conversations: measuredIds.map((bookingId, i) => ({ bookingId, token: conversationSeekerToken(i) })),
  };
}
