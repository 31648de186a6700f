import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, TestWorld } from '../testing/test-app';
import {
  MAX_COUNTED_TEXT_CHARS,
  MAX_COUNTED_TEXTS,
  MAX_PREPARED_STATEMENTS,
  MAX_PREPARED_TEXT_CHARS,
  StatementNames,
  unnamedStatementsClient,
} from './prepared-statements';
import { queryRows } from './raw-query';
import { users } from './schema';

describe('StatementNames', () => {
  it('names a statement from its third sighting on, the same name every time', () => {
    const names = new StatementNames();
    const text = 'select * from users where id = $1';
    expect(names.nameFor(text)).toBeUndefined();
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^luz_[0-9a-f]{40}$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('select * from users where id = $2')).toBeUndefined();
  });

  it('stops naming new statements at its bound, keeping those it named', () => {
    const names = new StatementNames();
    const named = (text: string) => [1, 2, 3].map(() => names.nameFor(text)).at(-1);
    const first = named('select 0 where $1');
    for (let i = 1; i < 500; i++) expect(named(`select ${i} where $1`)).toBeDefined();
    expect(named('select 500 where $1')).toBeUndefined();
    expect(names.nameFor('select 0 where $1')).toBe(first);
  });

  it('bounds the texts it counts and names by their length as well as their number', () => {
    const names = new StatementNames();
    // Texts of 100,000 characters, as a statement with a long list of parameters could be.
    const long = (tag: string, i: number) => `select ${i} where $1 /* ${tag} */${' '.repeat(100_000)}`;
    for (let i = 0; i < 200; i++) names.nameFor(long('once', i));
    const { counted } = names.kept;
    expect(counted.bytes).toBeLessThanOrEqual(MAX_COUNTED_TEXT_CHARS);
    expect(counted.entries).toBeLessThan(200);
    expect(counted.entries).toBeLessThanOrEqual(MAX_COUNTED_TEXTS);

    for (let i = 0; i < 100; i++) for (let seen = 0; seen < 3; seen++) names.nameFor(long('often', i));
    const { named } = names.kept;
    expect(named.bytes).toBeLessThanOrEqual(MAX_PREPARED_TEXT_CHARS);
    expect(named.entries).toBeGreaterThan(0);
    expect(named.entries).toBeLessThan(100);
    expect(named.entries).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
  });
});

describe.runIf(databaseKind === 'server')('statements prepared on PostgreSQL', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await TestWorld.start();
  });
  afterAll(() => world.close());

  it('prepares a frequent parameterized statement on its connection, and answers it as before', async () => {
    const user = await world.createUser({ username: 'prepared-reader' });
    const { answers, prepared } = await world.db.transaction(async (tx) => {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(await tx.select({ username: users.username }).from(users).where(eq(users.id, user.id)));
      }
      const [prepared] = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from pg_prepared_statements where statement like '%"username" from "users"%'`,
      );
      return { answers, prepared: prepared! };
    });
    expect(answers).toEqual([1, 2, 3, 4].map(() => [{ username: 'prepared-reader' }]));
    expect(prepared.count).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(databaseKind === 'server')('statements sent for a transaction-mode pooler', () => {
  it('go out unnamed, even those sent with a name, leaving nothing prepared on the connection', async () => {
    // One connection, so the check below looks at the session every statement went through.
    const pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 1,
      Client: unnamedStatementsClient(),
    });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        answers.push(
          (await pool.query({ name: 'luz_pooler_probe', text: 'select $1::int as n', values: [i] })).rows,
        );
      }
      expect(answers).toEqual([0, 1, 2, 3].map((n) => [{ n }]));
      const { rows } = await pool.query('select count(*)::int as count from pg_prepared_statements');
      expect(rows).toEqual([{ count: 0 }]);
    } finally {
      await pool.end();
    }
  });
});
