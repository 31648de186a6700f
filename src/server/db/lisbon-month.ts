import { type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../contract/brand';

/**
 * The Lisbon month (yyyy-MM) of a timestamptz column, worked out by the database: for lists grouped
 * by month that must be paged there, not in memory. Everywhere else instants become Lisbon dates
 * through `contract/lisbon-time.ts`.
 */
export function lisbonMonthOf(column: SQL | SQL.Aliased | { getSQL(): SQL }): SQL<string> {
  // A literal, not a parameter: grouping by it needs the same expression in every clause.
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;
}
