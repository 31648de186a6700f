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
