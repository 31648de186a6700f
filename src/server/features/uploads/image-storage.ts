import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded images live. A folder today; an object store (S3 and the like) fits the same shape. */
export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The address browsers load the image from. */
  publicUrl(key: string): string;
}

/** The keys Luz gives images: 32 random hex digits and the format. */
const STORED_KEY = /^[0-9a-f]{32}\.webp$/;

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Images as files in one folder (`DATA_DIR/uploads`), which Luz itself serves at /uploads/{key}. */
export class FolderImageStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    if (!STORED_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    await mkdir(this.dir, { recursive: true });
    // `wx`: a key is never reused, so an existing file is never replaced.
    await writeFile(join(this.dir, key), bytes, { flag: 'wx' });
  }

  publicUrl(key: string): string {
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  /** The stored image of `key`, or null when there is none (or `key` could name something else). */
  async read(key: string): Promise<Buffer | null> {
    if (!STORED_KEY.test(key)) return null;
    try {
      return await readFile(join(this.dir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
