import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { KeptInMemory } from '../kept-in-memory';

/** A statement is prepared once it has been sent this many times: one-off texts are never kept. */
const SIGHTINGS_BEFORE_PREPARING = 3;
/**
 * Each prepared statement is kept by every pooled connection's server process: bound them, by count
 * and by the length of their texts (a search's number of words changes its text).
 */
export const MAX_PREPARED_STATEMENTS = 500;
export const MAX_PREPARED_TEXT_CHARS = 4 * 1024 * 1024;
/** Texts seen too few times yet, by count and by length; the least recently seen are forgotten. */
export const MAX_COUNTED_TEXTS = 10_000;
export const MAX_COUNTED_TEXT_CHARS = 8 * 1024 * 1024;

/**
 * Names for the parameterized statements this process sends often. A named statement is parsed once
 * per connection and, after a few runs, PostgreSQL may keep its plan: planning cost more than running
 * for most of Luz's indexed reads (decision 015).
 */
export class StatementNames {
  private readonly sightings = new LRUCache<string, number>({
    max: MAX_COUNTED_TEXTS,
    maxSize: MAX_COUNTED_TEXT_CHARS,
    sizeCalculation: (_seen, text) => Math.max(1, text.length),
  });
  private readonly names = new Map<string, string>();
  private namedTextChars = 0;

  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    // A statement once named stays named: its connections have it prepared.
    if (this.names.size >= MAX_PREPARED_STATEMENTS) return undefined;
    if (this.namedTextChars + text.length > MAX_PREPARED_TEXT_CHARS) return undefined;
    const seen = (this.sightings.get(text) ?? 0) + 1;
    if (seen < SIGHTINGS_BEFORE_PREPARING) {
      this.sightings.set(text, seen);
      return undefined;
    }
    this.sightings.delete(text);
    const name = `luz_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
    this.names.set(text, name);
    this.namedTextChars += text.length;
    return name;
  }

  /** The texts named and those still counted. */
  get kept(): { named: KeptInMemory; counted: KeptInMemory } {
    return {
      named: { entries: this.names.size, bytes: this.namedTextChars },
      counted: { entries: this.sightings.size, bytes: this.sightings.calculatedSize },
    };
  }
}

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

const isQueryConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';

/**
 * A `pg` client class for pools: statements with parameters (one command each, by the protocol) go
 * out named by `names` once frequent; statements without parameters (transaction control,
 * migrations) go out as they came.
 */
export function preparingClient(names: StatementNames): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them all through
    override query(config: any, values?: any, callback?: any): any {
      const query = super.query as (...args: unknown[]) => unknown;
      if (isQueryConfig(config) && config.name === undefined) {
        const params = config.values ?? (Array.isArray(values) ? values : undefined);
        const name = params && params.length > 0 ? names.nameFor(config.text) : undefined;
        if (name) return query.call(this, { ...config, name }, values, callback);
      } else if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
        const name = names.nameFor(config);
        if (name) return query.call(this, { text: config, name, values }, callback);
      }
      return query.call(this, config, values, callback);
    }
  };
}

/**
 * A `pg` client class for pools behind a transaction-mode pooler (pgbouncer), which hands each
 * transaction whichever server connection is free: a statement named on one is unknown to the next.
 * Every statement goes out unnamed, those drizzle prepares by name (`preparedOnce`) included;
 * PostgreSQL then parses and plans each one every time.
 */
export function unnamedStatementsClient(): typeof pg.Client {
  return class UnnamedStatementsClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them all through
    override query(config: any, values?: any, callback?: any): any {
      const query = super.query as (...args: unknown[]) => unknown;
      // Only plain option objects are copied: a Query or a cursor object must reach pg as itself.
      if (
        isQueryConfig(config) &&
        config.name !== undefined &&
        Object.getPrototypeOf(config) === Object.prototype
      ) {
        const { name: _name, ...unnamed } = config;
        return query.call(this, unnamed, values, callback);
      }
      return query.call(this, config, values, callback);
    }
  };
}
