import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../contract/catalog';
import type { Db } from '../../db/connection';
import { rawStatementOnce } from '../../db/prepared-once';
import { bookings, profiles, sessions, users } from '../../db/schema';
import { escapeLike, storedTextHasEscaped } from '../../db/text-search';

/** What the admin bookings list was asked: each word of the search must occur, or the id match. */
export interface BookingSearch {
  status: BookingStatus | undefined;
  words: string[];
  /** A search that is a whole number also finds the booking with that id. */
  id: number | undefined;
}

type Walk = (db: Db, values: Record<string, unknown>) => Promise<{ id: number; counted: string | number }[]>;

/** One walk per shape of search: with or without a status, its number of words, with or without an id. */
const walks = new Map<string, Walk>();

/**
 * The bookings of `search`, newest first: `take` of them after skipping `skip`, each with how many of
 * the first `upTo` match. A broad search walks `bookings_created_id_search_idx` (or its per-status
 * twin) and tests each entry; a narrow one goes through the trigram index. PostgreSQL plans it for
 * each search, as the better of those depends on the words. Built once per shape.
 */
export async function walkBookings(
  db: Db,
  search: BookingSearch,
  window: { upTo: number; skip: number; take: number },
): Promise<{ ids: number[]; counted: number }> {
  const shape = `${search.status !== undefined}:${search.words.length}:${search.id !== undefined}`;
  let walk = walks.get(shape);
  if (!walk) {
    walk = rawStatementOnce(walkStatement(search));
    walks.set(shape, walk);
  }
  const rows = await walk(db, {
    status: search.status,
    id: search.id,
    ...Object.fromEntries(search.words.map((word, index) => [`word${index}`, escapeLike(word)])),
    upTo: window.upTo,
    skip: window.skip,
    take: window.take,
  });
  return { ids: rows.map((row) => row.id), counted: Number(rows[0]?.counted ?? 0) };
}

function walkStatement(search: BookingSearch): SQL {
  const byText = and(
    ...search.words.map((_, index) =>
      storedTextHasEscaped(bookings.searchText, sql.placeholder(`word${index}`)),
    ),
  );
  const where = and(
    search.status === undefined ? undefined : eq(bookings.status, sql.placeholder('status')),
    search.id === undefined ? byText : or(byText, eq(bookings.id, sql.placeholder('id'))),
  );
  return sql`
    select id, count(*) over () as counted
    from (select ${bookings.id} as id, ${bookings.createdAt} as created_at from ${bookings}
          ${where ? sql`where ${where}` : sql``}
          order by ${bookings.createdAt} desc, ${bookings.id} desc
          limit ${sql.placeholder('upTo')}) as matching
    order by created_at desc, id desc
    limit ${sql.placeholder('take')} offset ${sql.placeholder('skip')}`;
}

/** A row of the admin bookings list as the database gives it. */
interface AdminBookingRowRead {
  id: number;
  seeker_id: number;
  seeker_name: string;
  session_id: number;
  session_title: string;
  session_starts_at: string | Date;
  guide_id: number;
  guide_name: string;
  status: BookingStatus;
  payment_amount: number | null;
  payment_currency: string | null;
  amount_due: number;
  commission_amount: number | null;
  refund_amount: number | null;
  created_at: string | Date;
}

/**
 * Bookings by id, in the order given, with what the admin list shows of each. Its plan does not
 * depend on the ids, so PostgreSQL plans it once per connection.
 */
export const adminBookingRows = rawStatementOnce<AdminBookingRowRead, { ids: number[] }>(sql`
  select ${bookings.id} as id, ${bookings.seekerId} as seeker_id,
         ${displayNameOf(bookings.seekerId)} as seeker_name, ${bookings.sessionId} as session_id,
         ${sessions.title} as session_title, ${sessions.startsAt} as session_starts_at,
         ${sessions.guideId} as guide_id,
         ${displayNameOf(sessions.guideId)} as guide_name, ${bookings.status} as status,
         ${bookings.paymentAmount} as payment_amount, ${bookings.paymentCurrency} as payment_currency,
         coalesce(${bookings.amountDue}, ${sessions.price}) as amount_due,
         ${bookings.commissionAmount} as commission_amount,
         ${bookings.refundAmount} as refund_amount, ${bookings.createdAt} as created_at
  from unnest(${sql.placeholder('ids')}::integer[]) with ordinality as page (id, position)
  join ${bookings} on ${bookings.id} = page.id
  join ${sessions} on ${sessions.id} = ${bookings.sessionId}
  order by page.position`);

/**
 * A person's profile name, else their username: two lookups by key, which PostgreSQL plans in a
 * fraction of the time of one that joins the two tables.
 */
function displayNameOf(userId: AnyColumn): SQL<string> {
  return sql<string>`coalesce((select ${profiles.name} from ${profiles} where ${profiles.userId} = ${userId}),
    (select ${users.username} from ${users} where ${users.id} = ${userId}))`;
}
