import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '../../../contract/profiles';
import { english } from '../../testing/english';
import { type FilePart, multipartBody } from '../../testing/multipart-body';
import { type TestClient, TestWorld } from '../../testing/test-app';
import { DECODE_QUEUE_FULL_MESSAGE, ImageDecodeQueue } from './decode-queue';

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

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 29, g: 111, b: 117, alpha: 1 } } });

/**
 * A real 16 × 16 image whose header claims `width` × `height`: what a decompression bomb's header
 * says, without the seconds it takes to make one. Decoding it would fail; only its header is read.
 */
async function claiming(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await solid(16, 16).toFormat(format).toBuffer());
  if (format === 'png') {
    // IHDR, the first chunk: width then height.
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
  } else if (format === 'webp') {
    // A lossy WebP's frame header, after its start code 9d 01 2a: 14-bit width then height.
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  } else {
    // The first start-of-frame segment: precision, then height and width.
    let at = 2;
    while (bytes[at + 1]! < 0xc0 || bytes[at + 1]! > 0xc2) at += 2 + bytes.readUInt16BE(at + 2);
    bytes.writeUInt16BE(height, at + 5);
    bytes.writeUInt16BE(width, at + 7);
  }
  expect(await sharp(bytes, { limitInputPixels: false }).metadata()).toMatchObject({ width, height });
  return bytes;
}

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
    // A session's picture is shown in its confirmation email too: a webmail page loads it from its own origin.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await world.storedImageNames()).toContain(res.body.url.slice('/uploads/'.length));
  });

  it('keeps small images at their size, names each by its content, and accepts guides awaiting approval', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: false });
    const bytes = await png(40, 30);
    const first = await upload(client, { bytes });
    const again = await upload(client, { bytes });
    const other = await upload(client, { bytes: await png(40, 31) });
    expect([first.status, again.status, other.status]).toEqual([201, 201, 201]);
    // The same picture is stored once, under one address; another picture gets its own.
    expect(again.body.url).toBe(first.body.url);
    expect(other.body.url).not.toBe(first.body.url);
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
      requestId: expect.any(String),
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
    expect(res.body).toEqual({
      error: 'Images can be at most 8 MB',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String),
    });
  });

  it('refuses an image of more than 40 megapixels with 413, before decoding it, and stores nothing', async () => {
    const { client } = await guide();
    const stored = await world.storedImageNames();
    // 41 million pixels of one colour: a PNG of a few kilobytes.
    const justOver = await solid(6400, 6400).png({ compressionLevel: 1 }).toBuffer();
    for (const bytes of [
      justOver,
      await claiming('png', 20_000, 20_000),
      await claiming('jpeg', 30_000, 30_000),
      await claiming('webp', 16_383, 16_383),
    ]) {
      const res = await upload(client, { bytes });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'Images can be at most 40 megapixels (for example 8000 × 5000 pixels)',
        code: 'PAYLOAD_TOO_LARGE',
        requestId: expect.any(String),
      });
    }
    expect(await world.storedImageNames()).toEqual(stored);
  });

  it('refuses deep colour that would take too many bytes once decoded with 413', async () => {
    const { client } = await guide();
    const stored = await world.storedImageNames();
    // 25 megapixels of 16-bit RGBA: 200 MB once decoded, from a file of about 2 MB.
    const deep = await solid(5000, 5000, 4).toColourspace('rgb16').png({ compressionLevel: 1 }).toBuffer();
    expect(await sharp(deep).metadata()).toMatchObject({ channels: 4, depth: 'ushort' });
    const res = await upload(client, { bytes: deep });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: english(PROFILE_MESSAGES.imageTooDeep),
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String),
    });
    expect(await world.storedImageNames()).toEqual(stored);
    // The same pixels in 8-bit colour are a photo like any other.
    const res8 = await upload(client, { bytes: await solid(4000, 3000, 4).png().toBuffer() });
    expect(res8.status).toBe(201);
  });

  it('refuses formats it does not take before any decoder reads them: gzipped SVG, TIFF', async () => {
    const { client } = await guide();
    const svgz = gzipSync(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="40000"><rect width="100%" height="100%"/></svg>',
    );
    const tiff = await solid(16, 16).tiff().toBuffer();
    for (const bytes of [svgz, tiff]) {
      const res = await upload(client, { bytes });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('accepts AVIF, and keeps only the first frame of an animation', async () => {
    const { client } = await guide();
    expect((await upload(client, { bytes: await solid(16, 16).avif().toBuffer() })).status).toBe(201);
    const frames = 100;
    const animated = await sharp({
      create: {
        width: 64,
        height: 64 * frames,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
        pageHeight: 64,
      },
    })
      .webp({ effort: 0 })
      .toBuffer();
    expect(await sharp(animated).metadata()).toMatchObject({ pages: frames, height: 64 });
    const res = await upload(client, { bytes: animated });
    expect(res.status).toBe(201);
    const stored = await sharp((await fetchImage(res.body.url)).rawPayload).metadata();
    expect(stored).toMatchObject({ width: 64, height: 64 });
    expect(stored.pages ?? 1).toBe(1);
  });

  it('asks for a file when the request carries none', async () => {
    const { client } = await guide();
    const wrongField = await upload(client, { bytes: await png(4, 4), field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({
      error: 'Please choose an image to upload',
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });
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

describe('decoding uploads in turns', () => {
  // One image decodes at a time here, and one more may wait.
  const decodes = new ImageDecodeQueue({ decoding: 1, waiting: 1 });
  let turns: TestWorld;
  beforeAll(async () => {
    turns = await TestWorld.start({ imageDecodes: decodes });
  });
  afterAll(() => turns.close());

  it('lets the next image wait for its turn and refuses one more with 429, storing nothing for it', async () => {
    const { client } = await turns.signedIn({ role: 'practitioner', isApproved: true });
    const bytes = await png(40, 30);
    // Another image takes the only turn until released.
    let release = () => {};
    const other = decodes.run(() => new Promise<void>((resolve) => (release = resolve)));

    const waiting = upload(client, { bytes });
    await vi.waitFor(() => expect(decodes.waiting).toBe(1));
    const refused = await upload(client, { bytes });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: english(DECODE_QUEUE_FULL_MESSAGE),
      code: 'TOO_MANY_REQUESTS',
      requestId: expect.any(String),
    });
    expect(refused.headers['retry-after']).toBe('5');
    expect(await turns.storedImageNames()).toEqual([]);

    release();
    await other;
    expect((await waiting).status).toBe(201);
    expect(await turns.storedImageNames()).toHaveLength(1);
    expect(decodes.mostDecodingAtOnce).toBe(1);
    expect([decodes.decoding, decodes.waiting]).toEqual([0, 0]);
  });

  it('decodes at most its number of images at once however many arrive together', async () => {
    const twoAtOnce = new ImageDecodeQueue({ decoding: 2, waiting: 20 });
    const world2 = await TestWorld.start({ imageDecodes: twoAtOnce });
    try {
      const { client } = await world2.signedIn({ role: 'practitioner', isApproved: true });
      const photo = await solid(2000, 1500).png().toBuffer();
      const answers = await Promise.all(Array.from({ length: 6 }, () => upload(client, { bytes: photo })));
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(twoAtOnce.mostDecodingAtOnce).toBeGreaterThanOrEqual(1);
      expect(twoAtOnce.mostDecodingAtOnce).toBeLessThanOrEqual(2);
    } finally {
      await world2.close();
    }
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
