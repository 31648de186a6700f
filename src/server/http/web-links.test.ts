import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lisbonDate } from '../../contract/lisbon-time';
import { PROFILE_MESSAGES } from '../../contract/profiles';
import { SESSION_WRITE_MESSAGES } from '../../contract/session-input';
import { INSTAGRAM_MESSAGE, WEB_LINK_MESSAGE } from '../../contract/web-link';
import { english } from '../testing/english';
import { applicationInput } from '../testing/fixtures';
import { changedTables, tableChecksums } from '../testing/table-checksum';
import { type TestClient, TestWorld } from '../testing/test-app';
import { hours } from '../testing/test-clock';

/**
 * Every field of the API that holds a link takes only web addresses: anything a browser would run
 * or hand to another program when the link is clicked is refused, and nothing is written.
 */

const NOT_WEB_LINKS = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  '   javascript:alert(1)',
  'javascript://certs.example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox("hello")',
  'ftp://files.example.com/certificate.pdf',
];
const WEB_LINK = 'https://certs.example.com/rita/level-2';

let world: TestWorld;

beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

/** Sends `bad` for every refused value, expecting 400 with `message` on `field` and no write. */
async function expectRefused(
  send: (
    value: string,
  ) => Promise<{ status: number; body: { code?: string; fields?: Record<string, string> } }>,
  field: string,
  message: string,
): Promise<void> {
  for (const value of NOT_WEB_LINKS) {
    const before = await tableChecksums(world);
    const res = await send(value);
    expect({ value, status: res.status, code: res.body.code, message: res.body.fields?.[field] }).toEqual({
      value,
      status: 400,
      code: 'VALIDATION_FAILED',
      message,
    });
    expect(changedTables(before, await tableChecksums(world)), value).toEqual([]);
  }
}

describe('the links of a guide application', () => {
  const linkFields: [string, string][] = [
    ['certification1Url', english(WEB_LINK_MESSAGE)],
    ['certification2Url', english(WEB_LINK_MESSAGE)],
    ['website', english(WEB_LINK_MESSAGE)],
    ['profilePhotoUrl', english(WEB_LINK_MESSAGE)],
    ['instagram', english(INSTAGRAM_MESSAGE)],
  ];

  it.each(linkFields)('refuses %s when it is not a web address', async (field, message) => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: false });
    await expectRefused(
      (value) => client.post('/api/guide-application', applicationInput({ [field]: value })),
      field,
      message,
    );
  });

  it('keeps web addresses, trimmed', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: false });
    const links = {
      certification1Url: `  ${WEB_LINK}`,
      certification2Url: 'HTTPS://certs.example.com/rita/master',
      website: 'http://rita-reiki.example.com ',
      profilePhotoUrl: ' https://photos.example.com/rita.jpg',
      instagram: 'https://www.instagram.com/rita.reiki/',
    };
    expect((await client.post('/api/guide-application', applicationInput(links))).status).toBe(201);
    expect((await client.get('/api/guide-application')).body).toMatchObject({
      certification1Url: WEB_LINK,
      certification2Url: 'HTTPS://certs.example.com/rita/master',
      website: 'http://rita-reiki.example.com',
      profilePhotoUrl: 'https://photos.example.com/rita.jpg',
      instagram: 'https://www.instagram.com/rita.reiki/',
    });
  });
});

describe('the links of a guide profile', () => {
  let client: TestClient;
  const profile = (overrides: Record<string, unknown>) => ({
    name: 'Marta Figueiredo',
    bio: 'I have guided sound baths in Lisbon for eight years, with gongs, bowls and long silences.',
    neighbourhood: 'Graça',
    country: 'Portugal',
    modalities: ['Sound Healing'],
    ...overrides,
  });

  beforeAll(async () => {
    ({ client } = await world.signedIn({ role: 'practitioner', isApproved: true }));
  });

  it('refuses a website, an Instagram link or a portrait that is not a web address', async () => {
    await expectRefused(
      (website) => client.patch('/api/profile', profile({ socialLinks: { website } })),
      'socialLinks.website',
      english(WEB_LINK_MESSAGE),
    );
    await expectRefused(
      (instagram) => client.patch('/api/profile', profile({ socialLinks: { instagram } })),
      'socialLinks.instagram',
      english(INSTAGRAM_MESSAGE),
    );
    await expectRefused(
      (profilePicUrl) => client.patch('/api/profile', profile({ profilePicUrl })),
      'profilePicUrl',
      english(PROFILE_MESSAGES.photoUrl),
    );
  });

  it('keeps web addresses, trimmed', async () => {
    const res = await client.patch(
      '/api/profile',
      profile({
        socialLinks: { website: `  ${WEB_LINK}`, instagram: '@marta.sound' },
        profilePicUrl: ' https://photos.example.com/marta.jpg',
      }),
    );
    expect(res.status).toBe(200);
    expect((await client.get('/api/profile')).body).toMatchObject({
      socialLinks: { website: WEB_LINK, instagram: '@marta.sound' },
      profilePicUrl: 'https://photos.example.com/marta.jpg',
    });
  });
});

describe('the picture of a session', () => {
  it('is never a link to run, nor a picture from another website', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: true, name: 'Marta Lopes' });
    let day = 20;
    const session = (imageUrl: string) => ({
      title: 'Full moon sound bath',
      description: 'Gongs, bowls and a long rest.',
      location: 'Rua da Graça 12, Lisbon',
      modality: 'Sound Healing',
      sessionDate: lisbonDate(new Date(world.clock.now().getTime() + hours(24 * ++day))),
      startTime: '19:00',
      endTime: '20:30',
      price: 3500,
      capacity: 12,
      imageUrl,
    });
    await expectRefused(
      (imageUrl) => client.post('/api/sessions', session(imageUrl)),
      'imageUrl',
      english(SESSION_WRITE_MESSAGES.imageUrl),
    );
    const foreign = await client.post('/api/sessions', session(' https://photos.example.com/gongs.jpg'));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ imageUrl: english(SESSION_WRITE_MESSAGES.imageUrl) });
  });
});
