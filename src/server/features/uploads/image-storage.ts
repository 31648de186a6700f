import { createHash } from 'node:crypto';
import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/raw-query';
import { images } from '../../db/schema';

/**
 * Where uploaded images live: PostgreSQL by default, an S3 bucket when one is configured. Either
 * way every process on the same database (or bucket) stores and serves the same images, at
 * `/uploads/{name}`. A name is made from the image's content, so its bytes never change.
 */
export interface ImageStorage {
  /**
   * Stores `bytes` under `name`. Storing a name that is already stored keeps the one copy and counts
   * as a new upload for the sweep (the same picture uploaded again is not swept as an old one).
   */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The image stored under `name`, or null when there is none. */
  get(name: string): Promise<StoredImage | null>;
  /** Names of the images stored before `cutoff`, a page at a time. */
  storedBefore(cutoff: Date): AsyncIterable<string[]>;
  /** Deletes these images (those stored again since `cutoff` are kept where the storage can tell); answers how many went. */
  delete(names: readonly string[], cutoff: Date): Promise<number>;
}

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * The names Luz gives images: 32 hex digits (the first 128 bits of the content's SHA-256; before
 * images moved into the database they were random) and the format. Nothing else is ever looked up.
 */
const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;

export function isImageName(name: string): boolean {
  return IMAGE_NAME.test(name);
}

/** The name of a WebP image: from its content, so the same bytes always get the same address. */
export function webpImageName(bytes: Buffer): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
}

/** The address browsers load the image from. */
export function imageUrl(name: string): string {
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** How many names one page of the sweep reads. */
const PAGE_SIZE = 500;

/** Images as rows of the `images` table, bytes and all. */
export class DatabaseImageStorage implements ImageStorage {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  // The bytes travel as base64 text, which PostgreSQL decodes and encodes itself: PGlite turns a
  // bytea parameter or column into hex text and back in JavaScript, many times slower (decision
  // 041); against a PostgreSQL server the two ways cost about the same.
  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!isImageName(name)) throw new Error(`Not an image name: ${name}`);
    await this.db.execute(sql`
      insert into images (name, content_type, size, bytes, created_at)
      values (${name}, ${contentType}, ${bytes.length}, decode(${bytes.toString('base64')}, 'base64'),
        ${this.clock.now().toISOString()})
      on conflict (name) do update set created_at = greatest(images.created_at, excluded.created_at)`);
  }

  async get(name: string): Promise<StoredImage | null> {
    const [row] = await queryRows<{ content_type: string; bytes: string }>(
      this.db,
      sql`select content_type, encode(bytes, 'base64') as bytes from images where name = ${name}`,
    );
    return row ? { bytes: Buffer.from(row.bytes, 'base64'), contentType: row.content_type } : null;
  }

  async *storedBefore(cutoff: Date): AsyncIterable<string[]> {
    let after = '';
    for (;;) {
      const rows = await this.db
        .select({ name: images.name })
        .from(images)
        .where(and(lt(images.createdAt, cutoff), gt(images.name, after)))
        .orderBy(asc(images.name))
        .limit(PAGE_SIZE);
      if (rows.length === 0) return;
      yield rows.map((row) => row.name);
      after = rows.at(-1)!.name;
    }
  }

  async delete(names: readonly string[], cutoff: Date): Promise<number> {
    if (names.length === 0) return 0;
    // Only while still older than the cutoff: one uploaded again meanwhile is kept.
    const deleted = await this.db
      .delete(images)
      .where(and(inArray(images.name, [...names]), lt(images.createdAt, cutoff)))
      .returning({ name: images.name });
    return deleted.length;
  }
}
