import { fillPlaceholders, SQL, StringChunk, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './connection';
import { queryRows } from './raw-query';

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
 * text once: its rows for `values`. Each call sends that text with the values in the placeholders'
 * places, through `execute` like any other statement (so it is logged, and named by the pool once
 * frequent: `prepared-statements.ts`), without drizzle walking the template's tables and columns
 * again.
 */
export function rawStatementOnce<Row, Values extends Record<string, unknown>>(
  query: SQL,
): (db: DbOrTx, values: Values) => Promise<Row[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  // drizzle numbers every parameter once, in order: the text between them is fixed.
  const between = text.split(/\$\d+/);
  if (between.length !== params.length + 1)
    throw new Error('A statement built once must number its parameters');
  const texts = between.map((part) => new StringChunk(part));
  return async (db, values) => {
    const filled = fillPlaceholders(params, values);
    const chunks: unknown[] = [texts[0]];
    for (let i = 0; i < filled.length; i++) chunks.push(sql.param(filled[i]), texts[i + 1]);
    return queryRows<Row>(db, new SQL(chunks as SQL['queryChunks']));
  };
}
