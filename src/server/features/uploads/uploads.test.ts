import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, multipartBody } from '../../testing/multipart-body';
import { type TestClient, TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const upload = (client: TestClient, ...parts: FilePart[]) => {
  const { body, headers } = multipartBody(...parts);
  return client.post('/api/uploads/gallery', body, headers);
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d6f75' } })
    .png()
    .toBuffer();

/** The served bytes of an image address (the test client reads bodies as text). */
const fetchImage = (url: string) => world.app.inject({ method: 'GET', url });

const guide = () => world.signedIn({ role: 'practitioner', isApproved: true });

describe('POST /api/uploads/gallery', () => {
  it('turns a real PNG into a WebP of at most 1600 px, served back for a year', async () => {
    const { client } = await guide();
    const res = await upload(client, { bytes: await png(2400, 1200) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/) });

    const served = await fetchImage(res.body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await readdir(world.uploadsDir)).toContain(res.body.url.slice('/uploads/'.length));
  });

  it('keeps small images at their size, gives each upload its own name, and accepts guides awaiting approval', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: false });
    const bytes = await png(40, 30);
    const first = await upload(client, { bytes });
    const second = await upload(client, { bytes });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.url).not.toBe(second.body.url);
    expect(await sharp((await fetchImage(first.body.url)).rawPayload).metadata()).toMatchObject({
      width: 40,
      height: 30,
    });
  });

  it('judges an image by its content, not its name or declared type', async () => {
    const { client } = await guide();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0603a' } })
      .gif()
      .toBuffer();
    const res = await upload(client, { bytes: gif, filename: 'notes.txt', type: 'text/plain' });
    expect(res.status).toBe(201);
  });

  it('drops camera metadata', async () => {
    const { client } = await guide();
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(client, { bytes: jpeg, filename: 'photo.jpg', type: 'image/jpeg' });
    expect((await sharp((await fetchImage(res.body.url)).rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses a text file named photo.png with 415', async () => {
    const { client } = await guide();
    const res = await upload(client, {
      bytes: Buffer.from('just some words, not pixels'),
      filename: 'photo.png',
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: 'Please upload an image (JPEG, PNG, WebP or GIF)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses an SVG and a truncated PNG with 415', async () => {
    const { client } = await guide();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
    );
    expect((await upload(client, { bytes: svg, filename: 'a.svg', type: 'image/svg+xml' })).status).toBe(415);
    const truncated = (await png(300, 300)).subarray(0, 120);
    expect((await upload(client, { bytes: truncated })).status).toBe(415);
  });

  it('refuses a file over 8 MB with 413', async () => {
    const { client } = await guide();
    const res = await upload(client, { bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 7) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Images can be at most 8 MB', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('asks for a file when the request carries none', async () => {
    const { client } = await guide();
    const wrongField = await upload(client, { bytes: await png(4, 4), field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ error: 'Please choose an image to upload', code: 'BAD_REQUEST' });
    expect((await client.post('/api/uploads/gallery', { file: 'x' })).status).toBe(400);
  });

  it('is for guides only', async () => {
    const bytes = await png(4, 4);
    const signedOut = await upload(world.client(), { bytes });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('NOT_SIGNED_IN');
    for (const role of ['student', 'admin'] as const) {
      const { client } = await world.signedIn({ role });
      expect((await upload(client, { bytes })).status).toBe(403);
    }
  });

  it('allows 30 uploads an hour per guide', async () => {
    const { client } = await guide();
    const notAnImage = { bytes: Buffer.from('not an image') };
    for (let n = 0; n < 30; n++) expect((await upload(client, notAnImage)).status).toBe(415);
    const limited = await upload(client, notAnImage);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many uploads\. Please try again in/);
    // Counted per user, not per address: another guide in the same browser still may.
    const other = await world.createUser({ role: 'practitioner' });
    await client.post('/api/logout');
    await client.post('/api/login', { username: other.username, password: other.password });
    expect((await upload(client, notAnImage)).status).toBe(415);
  });
});

describe('GET /uploads/{name}', () => {
  it('answers 404 for names it never gave', async () => {
    for (const url of [
      `/uploads/${'0'.repeat(32)}.webp`,
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/photo.png',
    ]) {
      expect((await fetchImage(url)).statusCode, url).toBe(404);
    }
  });
});
