import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles, sessions } from '../../db/schema';
import { applicationInput, createGuide, createSession } from '../../testing/fixtures';
import { LoopbackS3Server } from '../../testing/loopback-s3';
import { multipartBody } from '../../testing/multipart-body';
import { type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';
import { importImageFolder } from './image-folder-import';
import { DatabaseImageStorage, type ImageStorage } from './image-storage';
import { UNUSED_IMAGE_GRACE_MS } from './image-sweep';
import { openS3ImageStorage } from './s3-image-storage';

let made = 0;
/** A PNG unlike any other this file uploads (its own width), so each gets its own name. */
const distinctPng = () =>
  sharp({ create: { width: 16 + made++, height: 16, channels: 3, background: '#28a05a' } })
    .png()
    .toBuffer();

const upload = async (client: TestClient): Promise<{ url: string; name: string }> => {
  const { body, headers } = multipartBody({ bytes: await distinctPng() });
  const res = await client.post('/api/uploads/gallery', body, headers);
  expect(res.status).toBe(201);
  return { url: res.body.url, name: res.body.url.slice('/uploads/'.length) };
};

const silentLog = { info: () => {} };

/** The same tests for each place images may live: the database, and an S3-compatible server. */
const storages = [
  { kind: 'database', s3: false },
  { kind: 's3', s3: true },
] as const;

describe.each(storages)('images kept in $kind', ({ s3 }) => {
  let world: TestWorld;
  let bucket: LoopbackS3Server | undefined;
  /** A storage object of its own, as another process builds it from the same settings. */
  let anotherStorage: () => Promise<ImageStorage>;

  beforeAll(async () => {
    if (s3) {
      bucket = new LoopbackS3Server();
      const config = await bucket.start();
      anotherStorage = () => openS3ImageStorage(config);
      world = await TestWorld.start({ imageStorage: await anotherStorage() });
    } else {
      world = await TestWorld.start();
      anotherStorage = async () => new DatabaseImageStorage(world.db, world.clock);
    }
  });
  afterAll(async () => {
    await world.close();
    await bucket?.stop();
  });

  const guide = () => world.signedIn({ role: 'practitioner', isApproved: true });

  it('serves an image uploaded through one process from another, named by its content, for a year', async () => {
    const { client } = await guide();
    const { url, name } = await upload(client);
    const other = await world.anotherApp(await anotherStorage());

    const served = await other.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${name.slice(0, 32)}"`,
    });
    expect(createHash('sha256').update(served.rawPayload).digest('hex').slice(0, 32)).toBe(name.slice(0, 32));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      height: 16,
    });
    // The first process serves the same bytes.
    expect((await world.app.inject({ method: 'GET', url })).rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('answers 304 to a browser that has the image, without reading it again', async () => {
    const { client } = await guide();
    const { url, name } = await upload(client);
    const read = vi.spyOn(world.imageStorage, 'get');
    try {
      for (const tag of [
        `"${name.slice(0, 32)}"`,
        `W/"${name.slice(0, 32)}"`,
        `"other", "${name.slice(0, 32)}"`,
      ]) {
        const res = await world.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
        expect(res.statusCode, tag).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(`"${name.slice(0, 32)}"`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
      expect(read).not.toHaveBeenCalled();
      const changed = await world.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"0123"' } });
      expect(changed.statusCode).toBe(200);
    } finally {
      read.mockRestore();
    }
  });

  it('answers 404 in the error shape for a name it never gave, and never asks the storage about other names', async () => {
    const read = vi.spyOn(world.imageStorage, 'get');
    try {
      const unknown = await world.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: 'Image not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
      expect(unknown.headers['cache-control']).toBe('no-store');
      expect(read).toHaveBeenCalledTimes(1);

      for (const url of [
        '/uploads/..%2F..%2Fpackage.json',
        '/uploads/photo.png',
        `/uploads/${'A'.repeat(32)}.webp`,
        `/uploads/${'0'.repeat(32)}.svg`,
        `/uploads/${'0'.repeat(32)}.webp%00`,
        `/uploads/${'0'.repeat(200)}.webp`,
      ]) {
        const res = await world.app.inject({ method: 'GET', url });
        expect([400, 404], url).toContain(res.statusCode);
        expect(res.json().code, url).toMatch(/^(NOT_FOUND|VALIDATION_FAILED)$/);
      }
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });

  it('sweeps images nothing shows once a day old, and keeps those shown and those just uploaded', async () => {
    const { client, user } = await guide();
    const [inGallery, asPhoto, onSession, onApplication, removed, unused] = [
      await upload(client),
      await upload(client),
      await upload(client),
      await upload(client),
      await upload(client),
      await upload(client),
    ];
    await world.db
      .update(profiles)
      .set({
        photoGallery: [inGallery.url, removed.url, '/images/guides/guide-03.svg'],
        profilePicUrl: asPhoto.url,
      })
      .where(eq(profiles.userId, user.id));
    const session = await createSession(world, await createGuide(world));
    await world.db.update(sessions).set({ imageUrl: onSession.url }).where(eq(sessions.id, session.id));
    const applicant = await world.signedIn({ role: 'practitioner', isApproved: false });
    const applied = await applicant.client.post(
      '/api/guide-application',
      applicationInput({ certification1Url: `http://luz.test${onApplication.url}` }),
    );
    expect(applied.status).toBe(201);
    // A guide takes a photo out of the gallery.
    await world.db
      .update(profiles)
      .set({ photoGallery: [inGallery.url, '/images/guides/guide-03.svg'] })
      .where(eq(profiles.userId, user.id));

    const dayStarts = await dayBoundary();
    const justUploaded = await upload(client);
    // A day after the first uploads, the one uploaded since is not a day old.
    world.clock.advance(dayStarts.getTime() + UNUSED_IMAGE_GRACE_MS - world.clock.now().getTime());
    await world.app.maintenance.sweep();

    const stored = await world.storedImageNames();
    for (const kept of [inGallery, asPhoto, onSession, onApplication, justUploaded]) {
      expect(stored).toContain(kept.name);
      expect((await world.app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    }
    for (const gone of [removed, unused]) {
      expect(stored).not.toContain(gone.name);
      expect((await world.app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
    }
  });

  /**
   * An instant after every image stored so far and before any stored next. S3 dates objects by its
   * own clock to the second, so there it is the next whole second of real time; the database dates
   * rows by the world's clock, which is moved on a day.
   */
  async function dayBoundary(): Promise<Date> {
    if (!s3) {
      world.clock.advance(hours(25));
      return new Date(world.clock.now().getTime() - 1);
    }
    const next = Math.ceil((Date.now() + 1) / 1000) * 1000;
    await new Promise((resolve) => setTimeout(resolve, next - Date.now() + 20));
    return new Date(next);
  }
});

describe('images of an install that kept them in a folder', () => {
  let world: TestWorld;
  let dataDir: string;
  beforeAll(async () => {
    world = await TestWorld.start();
    dataDir = await mkdtemp(join(tmpdir(), 'luz-test-data-'));
  });
  afterAll(async () => {
    await world.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are imported once under their old names, so their addresses keep working', async () => {
    const uploads = join(dataDir, 'uploads');
    await mkdir(uploads);
    const old = await sharp({ create: { width: 5, height: 7, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    // Names were random before: not the content's hash.
    const oldName = `${'ab'.repeat(16)}.webp`;
    await writeFile(join(uploads, oldName), old);
    await writeFile(join(uploads, 'notes.txt'), 'not an image');

    expect(await importImageFolder(uploads, world.imageStorage, silentLog)).toBe(1);
    const served = await world.app.inject({ method: 'GET', url: `/uploads/${oldName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(old)).toBe(true);

    // The folder is kept aside, so the next start has nothing to import.
    const left = await readdir(dataDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^uploads\.imported-/);
    expect(await readdir(join(dataDir, left[0]!))).toEqual(expect.arrayContaining([oldName, 'notes.txt']));
    expect(await importImageFolder(uploads, world.imageStorage, silentLog)).toBe(0);
  });
});
