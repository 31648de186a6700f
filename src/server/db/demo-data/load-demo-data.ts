/**
 * Loads the demo into an empty database: an admin, approved guides with profiles, a calendar of
 * past and upcoming sessions, bookings, reviews and saved guides, seekers, pending and rejected
 * applications. The content is in the JSON files of this folder (see its README.md); every demo
 * image is generated art shipped under src/web/public/images (scripts/generate-demo-art.ts).
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { POLICIES_VERSION } from '../../../contract/policies';
import { ROLE } from '../../../contract/roles';
import type { Db, DbOrTx } from '../connection';
import {
  bookings,
  favorites,
  guideApplications,
  policyAcceptances,
  profiles,
  reviews,
  sessions,
  users,
} from '../schema';
import { readDemoContent } from './demo-content';
import { buildDemoRows, type IdBases } from './demo-rows';

const CHUNK_ROWS = 500;
const SERIAL_TABLES = [
  'users',
  'profiles',
  'guide_applications',
  'sessions',
  'bookings',
  'reviews',
  'favorites',
] as const;

export interface DemoSummary {
  users: number;
  admins: number;
  guides: number;
  seekers: number;
  applicants: number;
  profiles: number;
  applications: number;
  pendingApplications: number;
  rejectedApplications: number;
  sessions: number;
  scheduledSessions: number;
  completedSessions: number;
  cancelledSessions: number;
  bookings: number;
  confirmedBookings: number;
  completedBookings: number;
  cancelledBookings: number;
  reviews: number;
  favorites: number;
}

/** True when the database has no users at all: the only state demo data is loaded into. */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

async function insertInChunks<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await db.insert(table).values(rows.slice(i, i + CHUNK_ROWS));
  }
}

/**
 * What the real flows record: each account that signed up accepted the policies then, and each application
 * accepted them again when it was sent. Admins are made by the server, not by signing up.
 */
function acceptancesOf(built: ReturnType<typeof buildDemoRows>): PgInsertValue<typeof policyAcceptances>[] {
  const signUps = built.users
    .filter((user) => user.role !== 'admin')
    .map((user) => ({
      userId: user.id!,
      version: POLICIES_VERSION,
      context: 'sign_up' as const,
      acceptedAt: user.createdAt,
    }));
  const applications = built.applications.map((application) => ({
    userId: application.userId,
    version: POLICIES_VERSION,
    context: 'guide_application' as const,
    acceptedAt: application.createdAt,
  }));
  return [...signUps, ...applications];
}

async function maxId(db: DbOrTx, table: PgTable, id: PgColumn): Promise<number> {
  const [row] = await db.select({ value: sql<number>`coalesce(max(${id}), 0)` }).from(table);
  return Number(row?.value ?? 0);
}

/**
 * Dates are laid out relative to `now`, so upcoming sessions are always ahead of whoever opens a
 * fresh install. Meant for an empty database (see `databaseIsEmpty`); all or nothing, in one
 * transaction.
 */
export async function loadDemoData(
  db: Db,
  options: { hashPassword: (password: string) => Promise<string>; now: Date },
): Promise<DemoSummary> {
  const content = await readDemoContent();
  const [crowd, ...signIn] = await Promise.all([
    options.hashPassword(content.accounts.crowdPassword),
    ...content.accounts.signIn.map((account) => options.hashPassword(account.password)),
  ]);
  const hashes = {
    signIn: new Map(content.accounts.signIn.map((account, i) => [account.username, signIn[i]!])),
    crowd: crowd!,
  };

  const rows = await db.transaction(async (tx) => {
    const bases: IdBases = {
      users: await maxId(tx, users, users.id),
      profiles: await maxId(tx, profiles, profiles.id),
      applications: await maxId(tx, guideApplications, guideApplications.id),
      sessions: await maxId(tx, sessions, sessions.id),
      bookings: await maxId(tx, bookings, bookings.id),
      reviews: await maxId(tx, reviews, reviews.id),
      favorites: await maxId(tx, favorites, favorites.id),
    };
    const built = buildDemoRows(content, options.now, hashes, bases);
    await insertInChunks(tx, users, built.users);
    await insertInChunks(tx, profiles, built.profiles);
    await insertInChunks(tx, guideApplications, built.applications);
    await insertInChunks(tx, policyAcceptances, acceptancesOf(built));
    await insertInChunks(tx, sessions, built.sessions);
    await insertInChunks(tx, bookings, built.bookings);
    await insertInChunks(tx, reviews, built.reviews);
    await insertInChunks(tx, favorites, built.favorites);
    // Explicit ids leave the serial sequences behind: move them past the demo rows.
    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }
    return built;
  });

  const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
  return {
    users: rows.users.length,
    admins: count(rows.users, (u) => u.role === 'admin'),
    guides: count(rows.users, (u) => u.role === ROLE.guide && u.isApproved === true),
    seekers: count(rows.users, (u) => u.role === ROLE.seeker),
    applicants: count(rows.users, (u) => u.role === ROLE.guide && u.isApproved !== true),
    profiles: rows.profiles.length,
    applications: rows.applications.length,
    pendingApplications: count(rows.applications, (a) => a.status === 'pending'),
    rejectedApplications: count(rows.applications, (a) => a.status === 'rejected'),
    sessions: rows.sessions.length,
    scheduledSessions: count(rows.sessions, (s) => s.status === 'scheduled'),
    completedSessions: count(rows.sessions, (s) => s.status === 'completed'),
    cancelledSessions: count(rows.sessions, (s) => s.status === 'cancelled'),
    bookings: rows.bookings.length,
    confirmedBookings: count(rows.bookings, (b) => b.status === 'confirmed'),
    completedBookings: count(rows.bookings, (b) => b.status === 'completed'),
    cancelledBookings: count(rows.bookings, (b) => b.status === 'cancelled'),
    reviews: rows.reviews.length,
    favorites: rows.favorites.length,
  };
}
