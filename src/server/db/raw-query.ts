import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './connection';

/** Rows of a hand-written statement; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A timestamptz column of a hand-written statement. Both drivers hand these over as PostgreSQL's
 * text ("2026-05-01 18:30:00.123+01"), which is made ISO 8601 before parsing.
 */
export function instantOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
}

/** As `instantOf`, keeping null. */
export function optionalInstantOf(value: string | Date | null): Date | null {
  return value === null ? null : instantOf(value);
}
