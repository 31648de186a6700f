import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './connection';

/**
 * A statement drizzle builds once per database and sends prepared (`.prepare(name)` with
 * `sql.placeholder` for what changes between calls). Building a statement with many columns and
 * joins costs drizzle more CPU than PostgreSQL spends running it, on paths every request takes.
 */
export function preparedOnce<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const prepared = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/**
 * A hand-written statement, with `sql.placeholder` for what changes between calls, turned into
 * text once: its rows for `values`. Frequent statements go out named (`prepared-statements.ts`).
 */
export function rawStatementOnce<Row, Values extends Record<string, unknown>>(
  query: SQL,
): (db: Db, values: Values) => Promise<Row[]> {
  const compiled = new PgDialect().sqlToQuery(query);
  const statement = preparedOnce((db) => db._.session.prepareQuery(compiled, undefined, undefined, false));
  return async (db, values) => ((await statement(db).execute(values)) as { rows: Row[] }).rows;
}
