import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/raw-query';
import type { ImageStorage } from './image-storage';

/**
 * How long an image nobody uses is kept: a guide uploads pictures before saving the profile or
 * session that shows them, and a form left open for the rest of the day must still save.
 */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The names of the uploaded images something shows: a guide's gallery and photo, a session's
 * picture, an application's photo and certificates. Addresses may be paths (`/uploads/{name}`) or
 * full web addresses of Luz; the demo pictures (`/images/…`) are files of the web app, never stored,
 * and so never swept.
 */
async function usedImageNames(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
    select distinct substring(url from '/uploads/([0-9a-f]{32}\\.webp)') as name
    from (
      select unnest(photo_gallery) as url from profiles
      union all select profile_pic_url from profiles
      union all select image_url from sessions
      union all select profile_photo_url from guide_applications
      union all select certification1_url from guide_applications
      union all select certification2_url from guide_applications
    ) as addresses
    where url like '%/uploads/%'`,
  );
  return new Set(rows.flatMap((row) => (row.name ? [row.name] : [])));
}

export interface ImageSweepDeps {
  db: Db;
  storage: ImageStorage;
  clock: Clock;
  graceMs?: number;
}

/**
 * Deletes stored images that nothing shows any more (a gallery photo removed, a session picture
 * replaced) once they are older than the grace period; answers how many went. Safe to run from
 * several processes at once: a name deleted twice is deleted once.
 */
export async function sweepUnusedImages({
  db,
  storage,
  clock,
  graceMs = UNUSED_IMAGE_GRACE_MS,
}: ImageSweepDeps): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - graceMs);
  // Read before the stored names. An image put on a profile after this read is one just uploaded,
  // younger than the cutoff, unless its address was copied from a page that no longer shows it.
  const used = await usedImageNames(db);
  let deleted = 0;
  for await (const names of storage.storedBefore(cutoff)) {
    const unused = names.filter((name) => !used.has(name));
    if (unused.length > 0) deleted += await storage.delete(unused, cutoff);
  }
  return deleted;
}
