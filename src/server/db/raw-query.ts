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

/** PostgreSQL's text of an instant in UTC: "2026-05-01 18:30:00" and, optionally, ".123456". */
const UTC_TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO 8601 text (`toISOString`) of a timestamptz column of a hand-written statement. Lists
 * read dozens per request, so PostgreSQL's text in UTC is rewritten rather than parsed.
 */
export function isoTextOf(value: string | Date): string {
  const utc = typeof value === 'string' ? UTC_TIMESTAMP_TEXT.exec(value) : null;
  if (!utc) return instantOf(value).toISOString();
  const [text, fraction = ''] = utc;
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.slice(0, 3).padEnd(3, '0')}Z`;
}

/** As `instantOf`, keeping null. */
export function optionalInstantOf(value: string | Date | null): Date | null {
  return value === null ? null : instantOf(value);
}
