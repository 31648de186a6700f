import { readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type ImageStorage, isImageName } from './image-storage';

/**
 * Moves the images of an install that kept them in a folder (`DATA_DIR/uploads`) into `storage`,
 * under the same names, so their old addresses keep working. Once every image is stored the folder
 * is renamed (`uploads.imported-…`), so the next start finds nothing to do and a copy remains for
 * whoever wants it. Several processes sharing the folder may import at once: storing a name twice
 * keeps one copy. Answers how many images were stored.
 */
export async function importImageFolder(
  dir: string,
  storage: ImageStorage,
  log: Pick<FastifyBaseLogger, 'info'>,
  now: Date = new Date(),
): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let imported = 0;
  for (const name of entries.filter(isImageName)) {
    let bytes: Buffer;
    try {
      bytes = await readFile(join(dir, name));
    } catch (error) {
      // Another process finished the import and renamed the folder meanwhile.
      if (isMissing(error)) return imported;
      throw error;
    }
    await storage.put(name, bytes, 'image/webp');
    imported++;
  }
  const keptAt = `${dir}.imported-${now.toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(dir, keptAt);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  log.info({ imported, from: dir, keptAt }, 'images of the uploads folder imported');
  return imported;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
