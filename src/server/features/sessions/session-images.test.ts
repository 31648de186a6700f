import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../../contract/lisbon-time';
import { SESSION_IMAGE_MESSAGES } from '../../../contract/session-input';
import { sessions } from '../../db/schema';
import { MIGRATIONS_DIR } from '../../project-paths';
import { holdSpot, payHold, sessionRow } from '../../testing/booking-fixtures';
import { deadLinks, readMail } from '../../testing/captured-mail';
import { english } from '../../testing/english';
import { applicationInput, createGuide, createSession } from '../../testing/fixtures';
import { multipartBody } from '../../testing/multipart-body';
import { changedTables, tableChecksums } from '../../testing/table-checksum';
import { PUBLIC_URL, type TestClient, TestWorld } from '../../testing/test-app';
import { hours } from '../../testing/test-clock';

/** Longer than the day an unused upload is kept before the maintenance sweep removes it. */
const PAST_SWEEP_GRACE = hours(25);

let world: TestWorld;
let admin: TestClient;
beforeAll(async () => {
  world = await TestWorld.start();
  admin = (await world.signedIn({ role: 'admin' })).client;
});
afterAll(() => world.close());

let made = 0;
/** A PNG unlike any other this file uploads (its own width), so each gets its own name. */
const distinctPng = () =>
  sharp({ create: { width: 40 + made++, height: 30, channels: 3, background: '#1d6f8a' } })
    .png()
    .toBuffer();

/** Uploads a picture as the session form does, through the gallery's pipeline; answers its address. */
async function upload(client: TestClient): Promise<string> {
  const { body, headers } = multipartBody({ bytes: await distinctPng() });
  const res = await client.post('/api/uploads/gallery', body, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.url;
}

/** A guide as the real flow makes one: signs up, applies, is approved by an admin. */
async function approvedGuide(): Promise<{ id: number; client: TestClient }> {
  const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
  const applied = await client.post('/api/guide-application', applicationInput());
  expect(applied.status).toBe(201);
  const approved = await admin.patch(`/api/admin/guide-applications/${applied.body.id}`, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  return { id: user.id, client };
}

let day = 10;
/** A session form's answers on a day of its own, so no two sessions of a test overlap. */
const sessionInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Full moon sound bath',
  description: 'Gongs, bowls and a long rest.',
  location: 'Rua da Graça 12, Lisbon',
  modality: 'Sound Healing',
  sessionDate: lisbonDate(new Date(world.clock.now().getTime() + hours(24 * ++day))),
  startTime: '19:00',
  endTime: '20:30',
  price: 3500,
  capacity: 12,
  ...overrides,
});

/** The fields of a session as its edit form sends them back. */
const formOf = (session: Record<string, unknown>) => ({
  title: session.title,
  description: session.description,
  location: session.location,
  modality: session.modality,
  sessionDate: session.sessionDate,
  startTime: session.startTime,
  endTime: session.endTime,
  price: session.price,
  capacity: session.capacity,
  imageUrl: session.imageUrl,
});

describe('the picture of a session', () => {
  it('is uploaded, published with the session, shown to everyone, on the booking and in the confirmation email', async () => {
    const guide = await approvedGuide();
    const picture = await upload(guide.client);
    expect(picture).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const created = await guide.client.post('/api/sessions', sessionInput({ imageUrl: picture }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const session = created.body[0];
    expect(session.imageUrl).toBe(picture);

    // The public answers carry it, and anyone can load it.
    const visitor = world.client();
    expect((await visitor.get(`/api/sessions/${session.id}`)).body.imageUrl).toBe(picture);
    const listed = await visitor.get(`/api/sessions?practitionerId=${guide.id}`);
    expect(listed.body.items.map((s: { imageUrl: string }) => s.imageUrl)).toEqual([picture]);
    const image = await world.app.inject({ method: 'GET', url: picture });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const { user: seeker, client: seekerClient } = await world.signedIn({ name: 'Sofia Almeida' });
    const hold = await holdSpot(seekerClient, session.id);
    await payHold(seekerClient, hold);
    const mine = await seekerClient.get('/api/bookings');
    expect(mine.body.items[0].session).toMatchObject({ title: 'Full moon sound bath', imageUrl: picture });
    expect((await seekerClient.get(`/api/bookings/${hold.bookingId}`)).body.session.imageUrl).toBe(picture);

    const mail = readMail(await world.smtp.waitFor(seeker.email, /Booking confirmed/));
    expect(mail.html).toContain(
      `<img src="${PUBLIC_URL}${picture}" alt="Full moon sound bath" width="496" style="display:block;width:100%`,
    );
    // The picture is Luz's own, at an address that answers with it.
    expect(mail.images).toEqual([`${PUBLIC_URL}${picture}`]);
    expect(await deadLinks(world.app, mail)).toEqual([]);
    // The plain text part has no pictures.
    expect(mail.text).not.toContain(picture);
  });

  it('is replaced, kept when the form sends it back or leaves it out, and removed', async () => {
    const guide = await approvedGuide();
    const first = await upload(guide.client);
    const [session] = (await guide.client.post('/api/sessions', sessionInput({ imageUrl: first }))).body;

    const second = await upload(guide.client);
    const replaced = await guide.client.patch(`/api/sessions/${session.id}`, {
      ...formOf(session),
      imageUrl: second,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.imageUrl).toBe(second);
    expect((await world.client().get(`/api/sessions/${session.id}`)).body.imageUrl).toBe(second);

    const kept = await guide.client.patch(`/api/sessions/${session.id}`, {
      ...formOf(replaced.body),
      title: 'Full moon gong bath',
    });
    expect(kept.body).toMatchObject({ title: 'Full moon gong bath', imageUrl: second });
    const { imageUrl: _left, ...withoutPicture } = formOf(replaced.body);
    expect((await guide.client.patch(`/api/sessions/${session.id}`, withoutPicture)).body.imageUrl).toBe(
      second,
    );

    const removed = await guide.client.patch(`/api/sessions/${session.id}`, {
      ...formOf(session),
      imageUrl: null,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.imageUrl).toBeNull();
    expect((await sessionRow(world, session.id)).imageUrl).toBeNull();
  });

  it('is given to every date of a weekly series', async () => {
    const guide = await approvedGuide();
    const picture = await upload(guide.client);
    const created = await guide.client.post(
      '/api/sessions',
      sessionInput({ imageUrl: picture, repeatWeeks: 3 }),
    );
    expect(created.status).toBe(201);
    expect(created.body.map((s: { imageUrl: string }) => s.imageUrl)).toEqual([picture, picture, picture]);
  });

  it('refuses a picture from another website, or not uploaded to Luz, and writes nothing', async () => {
    const guide = await approvedGuide();
    const [session] = (await guide.client.post('/api/sessions', sessionInput())).body;
    const uploaded = await upload(guide.client);
    const notUploaded = [
      'https://photos.example.com/gongs.jpg',
      `${PUBLIC_URL}${uploaded}`,
      `//photos.example.com${uploaded}`,
      '/images/guides/guide-03.svg',
      '/images/sessions/../../index.html',
      '/uploads/photo.png',
      `${uploaded}?size=2`,
      'data:image/png;base64,iVBORw0KGgo=',
    ];
    for (const imageUrl of notUploaded) {
      const before = await tableChecksums(world);
      const createdWith = await guide.client.post('/api/sessions', sessionInput({ imageUrl }));
      const editedWith = await guide.client.patch(`/api/sessions/${session.id}`, {
        ...formOf(session),
        imageUrl,
      });
      for (const res of [createdWith, editedWith]) {
        expect({ imageUrl, status: res.status, body: res.body }).toEqual({
          imageUrl,
          status: 400,
          body: {
            error: english(SESSION_IMAGE_MESSAGES.notUploaded),
            code: 'VALIDATION_FAILED',
            fields: { imageUrl: english(SESSION_IMAGE_MESSAGES.notUploaded) },
            requestId: expect.any(String),
          },
        });
      }
      expect(changedTables(before, await tableChecksums(world)), imageUrl).toEqual([]);
    }
  });

  it('refuses a name Luz never gave, and an image swept away since it was uploaded', async () => {
    const guide = await approvedGuide();
    const invented = `/uploads/${'0'.repeat(32)}.webp`;
    const refused = await guide.client.post('/api/sessions', sessionInput({ imageUrl: invented }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ imageUrl: english(SESSION_IMAGE_MESSAGES.gone) });

    // A form left open for more than a day: the picture uploaded with it was swept as unused.
    const left = await upload(guide.client);
    world.clock.advance(PAST_SWEEP_GRACE);
    await world.app.maintenance.sweep();
    const late = await guide.client.post('/api/sessions', sessionInput({ imageUrl: left }));
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      error: english(SESSION_IMAGE_MESSAGES.gone),
      fields: { imageUrl: english(SESSION_IMAGE_MESSAGES.gone) },
    });
  });

  it('is kept by the sweep while a session shows it, and swept once replaced', async () => {
    const guide = await approvedGuide();
    const shown = await upload(guide.client);
    const [session] = (await guide.client.post('/api/sessions', sessionInput({ imageUrl: shown }))).body;
    const replacement = await upload(guide.client);
    world.clock.advance(PAST_SWEEP_GRACE);
    await world.app.maintenance.sweep();
    expect((await world.app.inject({ method: 'GET', url: shown })).statusCode).toBe(200);

    const replaced = await guide.client.patch(`/api/sessions/${session.id}`, {
      ...formOf(session),
      sessionDate: lisbonDate(new Date(world.clock.now().getTime() + hours(24 * ++day))),
      imageUrl: await upload(guide.client),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    world.clock.advance(PAST_SWEEP_GRACE);
    await world.app.maintenance.sweep();
    expect((await world.app.inject({ method: 'GET', url: shown })).statusCode).toBe(404);
    expect((await world.app.inject({ method: 'GET', url: replacement })).statusCode).toBe(404);
    expect((await world.app.inject({ method: 'GET', url: replaced.body.imageUrl })).statusCode).toBe(200);
  });

  it("keeps a demo session's picture through an edit, and leaves it out of the email", async () => {
    const guide = await createGuide(world);
    const demo = await createSession(world, guide, { startsIn: hours(24 * 200), title: 'Crystal circle' });
    await world.db
      .update(sessions)
      .set({ imageUrl: '/images/sessions/crystals.svg' })
      .where(eq(sessions.id, demo.id));
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: true, name: null });
    const own = await client.post(
      '/api/sessions',
      sessionInput({ imageUrl: '/images/sessions/candles.svg' }),
    );
    expect(own.status).toBe(201);
    expect(own.body[0].imageUrl).toBe('/images/sessions/candles.svg');
    const edited = await client.patch(`/api/sessions/${own.body[0].id}`, {
      ...formOf(own.body[0]),
      capacity: 6,
    });
    expect(edited.body).toMatchObject({ capacity: 6, imageUrl: '/images/sessions/candles.svg' });

    const { user: seeker, client: seekerClient } = await world.signedIn();
    await payHold(seekerClient, await holdSpot(seekerClient, demo.id));
    const mail = await world.smtp.waitFor(seeker.email, /Booking confirmed: Crystal circle/);
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('You are booked for Crystal circle');
  });
});

describe('the migration of session pictures', () => {
  it('keeps Luz uploads and demo pictures, turns full addresses of uploads into paths, drops the rest', async () => {
    const guide = await createGuide(world);
    const name = `${'ab'.repeat(16)}.webp`;
    const stored = {
      upload: `/uploads/${name}`,
      demo: '/images/sessions/gong.svg',
      fullAddress: `https://luz.example.pt/uploads/${name}`,
      foreign: 'https://photos.example.com/gongs.jpg',
      guidePicture: '/images/guides/guide-03.svg',
      script: 'javascript:alert(1)',
      none: null,
    };
    const ids: Record<string, number> = {};
    for (const [key, imageUrl] of Object.entries(stored)) {
      const session = await createSession(world, guide, {
        startsIn: hours(24 * (300 + Object.keys(ids).length)),
      });
      await world.db.update(sessions).set({ imageUrl }).where(eq(sessions.id, session.id));
      ids[key] = session.id;
    }

    const file = (await readdir(MIGRATIONS_DIR)).find((f) => f.endsWith('_session_image_paths.sql'))!;
    const statements = (await readFile(join(MIGRATIONS_DIR, file), 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await world.db.execute(sql.raw(statement));

    const imageOf = async (key: string) => (await sessionRow(world, ids[key]!)).imageUrl;
    expect({
      upload: await imageOf('upload'),
      demo: await imageOf('demo'),
      fullAddress: await imageOf('fullAddress'),
      foreign: await imageOf('foreign'),
      guidePicture: await imageOf('guidePicture'),
      script: await imageOf('script'),
      none: await imageOf('none'),
    }).toEqual({
      upload: `/uploads/${name}`,
      demo: '/images/sessions/gong.svg',
      fullAddress: `/uploads/${name}`,
      foreign: null,
      guidePicture: null,
      script: null,
      none: null,
    });
  });
});
