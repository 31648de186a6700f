/**
 * How long storing, reading and sweeping uploaded images takes in each storage: the database (an
 * in-memory embedded one, or the empty PostgreSQL database of DATABASE_URL) and an S3-compatible
 * server (s3rver on loopback). Prints medians per image and the time of a sweep over many images
 * and profiles.
 *
 *   [DATABASE_URL=postgres://…/empty_db] npx tsx scripts/bench/image-storage-timing.ts [images] [kilobytes]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { systemClock } from '../../src/server/clock';
import { type Database, openEmbeddedDatabase, openServerDatabase } from '../../src/server/db/connection';
import { migrateEmbedded, migrateServer, underStartUpLock } from '../../src/server/db/migrate';
import {
  DatabaseImageStorage,
  type ImageStorage,
  webpImageName,
} from '../../src/server/features/uploads/image-storage';
import { sweepUnusedImages } from '../../src/server/features/uploads/image-sweep';
import { openS3ImageStorage } from '../../src/server/features/uploads/s3-image-storage';
import { LoopbackS3Server } from '../../src/server/testing/loopback-s3';

const count = Number(process.argv[2] ?? 300);
const kilobytes = Number(process.argv[3] ?? 150);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const serverUrl = process.env.DATABASE_URL;
async function openDatabase(): Promise<Database> {
  if (serverUrl) {
    await underStartUpLock(serverUrl, migrateServer);
    return openServerDatabase(serverUrl, 4);
  }
  const embedded = await openEmbeddedDatabase();
  await migrateEmbedded(embedded.client);
  return embedded;
}
const database = await openDatabase();
const { db } = database;
// Profiles showing half of the images, and many more sessions without one: what a sweep reads.
const images = Array.from({ length: count }, () => {
  const bytes = randomBytes(kilobytes * 1024);
  return { name: webpImageName(bytes), bytes };
});

async function measure(label: string, storage: ImageStorage): Promise<void> {
  const puts: number[] = [];
  for (const image of images)
    puts.push(await timed(() => storage.put(image.name, image.bytes, 'image/webp')));
  const gets: number[] = [];
  for (const image of images) gets.push(await timed(() => storage.get(image.name)));
  const shown = images.filter((_, n) => n % 2 === 0).map((image) => `/uploads/${image.name}`);
  await db.execute(sql`truncate profiles, users cascade`);
  await db.execute(sql`
    insert into users (username, email, password_hash, role)
    select 'guide' || n, 'guide' || n || '@example.com', 'x', 'practitioner' from generate_series(1, 2000) as n`);
  await db.execute(sql`
    insert into profiles (user_id, photo_gallery, profile_pic_url)
    select id, array[${shown[0] ?? ''}::text], null from users`);
  for (let n = 0; n < shown.length; n++) {
    await db.execute(
      sql`update profiles set photo_gallery = array[${shown[n]!}::text] where user_id = (select min(id) + ${n} from users)`,
    );
  }
  const clock = { now: () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) };
  let deleted = 0;
  const sweep = await timed(async () => {
    deleted = await sweepUnusedImages({ db, storage, clock });
  });
  const again = await timed(() => sweepUnusedImages({ db, storage, clock }));
  console.log(
    `${label}: ${count} images of ${kilobytes} KB; put median ${median(puts).toFixed(2)} ms, ` +
      `get median ${median(gets).toFixed(2)} ms; sweep of 2000 profiles deleted ${deleted} in ${sweep.toFixed(0)} ms, ` +
      `the next sweep (nothing to delete) ${again.toFixed(0)} ms`,
  );
}

await measure(
  serverUrl ? 'database (PostgreSQL server)' : 'database (PGlite)',
  new DatabaseImageStorage(db, systemClock),
);
const s3 = new LoopbackS3Server();
const config = await s3.start();
await measure('s3 (s3rver on loopback)', await openS3ImageStorage(config));
await s3.stop();
await database.close();
