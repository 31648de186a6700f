import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './connection';

/** Rows of a hand-written statement; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
