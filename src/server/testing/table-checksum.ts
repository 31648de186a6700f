import { sql } from 'drizzle-orm';
import { queryRows } from '../db/raw-query';
import type { TestWorld } from './test-app';

/**
 * Counters every request to a rate-limited route writes, refused or not: that is their job.
 * Everything else must stay as it was when a request is refused.
 */
const COUNTED_ON_EVERY_REQUEST = new Set(['rate_limit_counters']);

/** Each table of the database with an md5 of all its rows: two snapshots differ when anything was written. */
export async function tableChecksums(world: TestWorld): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    world.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .filter(({ name }) => !COUNTED_ON_EVERY_REQUEST.has(name))
    .map(
      ({ name }) =>
        sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
    );
  const rows = await queryRows<{ name: string; sum: string }>(world.db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
