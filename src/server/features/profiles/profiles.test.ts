import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const guideProfile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marta Figueiredo',
  shortBio: 'Sound baths in a sunny Graça studio.',
  bio: 'I have guided sound baths in Lisbon for eight years, with gongs, bowls and long silences.',
  neighbourhood: 'Graça',
  country: 'Portugal',
  modalities: ['Sound Healing', 'Meditation'],
  credentials: ['Gong Master, College of Sound Healing'],
  specialties: ['Gong baths'],
  languages: ['Portuguese', 'English'],
  experienceYears: 8,
  photoGallery: ['/uploads/0123456789abcdef0123456789abcdef.webp', '/images/guides/guide-03.svg'],
  profilePicUrl: '/images/guides/guide-03.svg',
  socialLinks: { instagram: '@marta.sound', website: '' },
  availability: { monday: ['evening'], saturday: ['morning', 'afternoon'] },
  ...overrides,
});

const accountOf = async (userId: number) =>
  (await world.db.select().from(users).where(eq(users.id, userId)))[0]!;

describe('GET /api/profile', () => {
  it("answers the signed-in user's own profile", async () => {
    const { client } = await world.signedIn({ name: 'Ana Lima' });
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Ana Lima',
      city: 'Lisbon',
      country: null,
      bio: null,
      bioLocale: null,
      bioInOtherLocale: null,
      shortBio: null,
      neighbourhood: null,
      category: null,
      subcategory: null,
      sessionFormat: null,
      pricePerSession: null,
      pricePerGroupSession: null,
      modalities: [],
      credentials: [],
      specialties: [],
      languages: [],
      experienceYears: null,
      photoGallery: [],
      profilePicUrl: null,
      socialLinks: {},
      availability: {},
      profileComplete: false,
    });
  });

  it('answers 404 when the user has no profile, and 401 when signed out', async () => {
    const { user, client } = await world.signedIn();
    await world.db.delete(profiles).where(eq(profiles.userId, user.id));
    const res = await client.get('/api/profile');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'Profile not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await world.client().get('/api/profile')).status).toBe(401);
  });
});

describe('PATCH /api/profile', () => {
  it("saves a seeker's name, city, country and bio, and completes the account", async () => {
    const { user, client } = await world.signedIn();
    const res = await client.patch('/api/profile', {
      name: '  Sofia Almeida ',
      city: 'Porto',
      country: 'Portugal',
      bio: 'New to breathwork.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Sofia Almeida',
      city: 'Porto',
      country: 'Portugal',
      bio: 'New to breathwork.',
      profileComplete: true,
    });
    expect((await accountOf(user.id)).profileComplete).toBe(true);
    expect((await client.get('/api/user')).body.name).toBe('Sofia Almeida');

    const partial = await client.patch('/api/profile', { name: 'Sofia A.', bio: '' });
    expect(partial.body).toMatchObject({ name: 'Sofia A.', city: 'Porto', country: 'Portugal', bio: null });
  });

  it('lets an admin save the same small profile', async () => {
    const { client } = await world.signedIn({ role: 'admin' });
    const res = await client.patch('/api/profile', { name: 'Luz Team', city: 'Lisbon' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Luz Team');
  });

  it('refuses a seeker profile without a name', async () => {
    const { client } = await world.signedIn();
    const res = await client.patch('/api/profile', { name: 'A', city: 'Lisbon' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Name must be at least 2 characters',
      code: 'VALIDATION_FAILED',
      fields: { name: 'Name must be at least 2 characters' },
      requestId: expect.any(String),
    });
    const missing = await client.patch('/api/profile', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields.name).toBe('Name must be at least 2 characters');
  });

  it("saves an approved guide's public profile and completes the account", async () => {
    const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const res = await client.patch('/api/profile', guideProfile());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Marta Figueiredo',
      city: 'Lisbon',
      country: 'Portugal',
      bio: 'I have guided sound baths in Lisbon for eight years, with gongs, bowls and long silences.',
      bioLocale: null,
      bioInOtherLocale: null,
      shortBio: 'Sound baths in a sunny Graça studio.',
      neighbourhood: 'Graça',
      category: null,
      subcategory: null,
      sessionFormat: null,
      pricePerSession: null,
      pricePerGroupSession: null,
      modalities: ['Sound Healing', 'Meditation'],
      credentials: ['Gong Master, College of Sound Healing'],
      specialties: ['Gong baths'],
      languages: ['Portuguese', 'English'],
      experienceYears: 8,
      photoGallery: ['/uploads/0123456789abcdef0123456789abcdef.webp', '/images/guides/guide-03.svg'],
      profilePicUrl: '/images/guides/guide-03.svg',
      socialLinks: { instagram: '@marta.sound' },
      availability: { monday: ['evening'], saturday: ['morning', 'afternoon'] },
      profileComplete: true,
    });
    expect((await client.get('/api/user')).body.profileComplete).toBe(true);
    const page = await world.client().get(`/api/practitioners/${user.id}`);
    expect(page.body.profile).toMatchObject({
      neighbourhood: 'Graça',
      modalities: ['Sound Healing', 'Meditation'],
    });
  });

  it("takes a guide's place from the list, forgiving case and accents, and its town as the city", async () => {
    const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    // A city sent by an older client is not the guide's to choose: the place decides it.
    const res = await client.patch(
      '/api/profile',
      guideProfile({ neighbourhood: 'costa da caparica', city: 'Porto' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ neighbourhood: 'Costa da Caparica', city: 'Almada' });
    const page = await world.client().get(`/api/practitioners/${user.id}`);
    expect(page.body.location).toBe('Costa da Caparica, Almada');

    const refused = await client.patch('/api/profile', guideProfile({ neighbourhood: 'Porto' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'Please choose your neighbourhood from the list',
      code: 'VALIDATION_FAILED',
      fields: { neighbourhood: 'Please choose your neighbourhood from the list' },
      requestId: expect.any(String),
    });
    const [kept] = await world.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(kept).toMatchObject({ neighbourhood: 'Costa da Caparica', city: 'Almada' });
  });

  it('saves the profile of a guide awaiting approval without completing the account', async () => {
    const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false });
    const res = await client.patch(
      '/api/profile',
      guideProfile({ profilePicUrl: 'https://photos.example.com/m.jpg' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.profileComplete).toBe(false);
    expect((await accountOf(user.id)).profileComplete).toBe(false);
  });

  it('validates a guide profile by the guide rules', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'M' }, 'name', 'Name must be at least 2 characters'],
      [{ shortBio: 'x'.repeat(121) }, 'shortBio', 'Short bio must be at most 120 characters'],
      [{ bio: 'Too short for a guide.' }, 'bio', 'Bio must be at least 50 characters'],
      [{ neighbourhood: null }, 'neighbourhood', 'Please choose your neighbourhood'],
      [{ neighbourhood: '' }, 'neighbourhood', 'Please choose your neighbourhood'],
      [{ neighbourhood: 'Graça, Lisbon' }, 'neighbourhood', 'Please choose your neighbourhood from the list'],
      [{ neighbourhood: 'x'.repeat(500) }, 'neighbourhood', 'Please choose your neighbourhood from the list'],
      [{ country: 'P' }, 'country', 'Country must be at least 2 characters'],
      [{ modalities: [] }, 'modalities', 'Select at least one modality'],
      [{ experienceYears: -1 }, 'experienceYears', 'Experience must be 0 or more years'],
      [
        { photoGallery: Array.from({ length: 7 }, (_, n) => `/images/guides/guide-0${n + 1}.svg`) },
        'photoGallery',
        'At most 6 photos',
      ],
      [
        { photoGallery: ['https://elsewhere.example/x.jpg'] },
        'photoGallery',
        'Gallery photos must be images uploaded to Luz',
      ],
      [
        { photoGallery: ['/uploads/../../etc/passwd'] },
        'photoGallery',
        'Gallery photos must be images uploaded to Luz',
      ],
      [
        { profilePicUrl: 'javascript:alert(1)' },
        'profilePicUrl',
        'Please choose an image uploaded to Luz or a web address',
      ],
      [
        { socialLinks: { website: 'not a site' } },
        'socialLinks.website',
        'Enter a web address starting with http:// or https://',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await client.patch('/api/profile', guideProfile(overrides));
      expect(res.status, field).toBe(400);
      expect(res.body.fields[field], field).toBe(message);
    }
    // A guide cannot get away with the seekers' small form.
    const small = await client.patch('/api/profile', { name: 'Marta', city: 'Lisbon' });
    expect(small.status).toBe(400);
    expect(Object.keys(small.body.fields)).toEqual(expect.arrayContaining(['bio', 'country', 'modalities']));
  });

  it('creates the profile when the user has none', async () => {
    const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    await world.db.delete(profiles).where(eq(profiles.userId, user.id));
    const res = await client.patch('/api/profile', guideProfile());
    expect(res.status).toBe(200);
    expect((await client.get('/api/profile')).body.name).toBe('Marta Figueiredo');
  });

  it('needs a signed-in user', async () => {
    expect((await world.client().patch('/api/profile', { name: 'Someone' })).status).toBe(401);
  });
});

describe('POST /api/profile', () => {
  it('creates a profile for a user without one, and refuses a second', async () => {
    const { user, client } = await world.signedIn();
    await world.db.delete(profiles).where(eq(profiles.userId, user.id));
    const created = await client.post('/api/profile', { name: 'Ana Lima', city: 'Sintra' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Ana Lima', city: 'Sintra', profileComplete: true });
    const again = await client.post('/api/profile', { name: 'Ana Lima' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You already have a profile',
      code: 'PROFILE_EXISTS',
      requestId: expect.any(String),
    });
  });

  it('validates by role and needs a signed-in user', async () => {
    const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    await world.db.delete(profiles).where(eq(profiles.userId, user.id));
    const bad = await client.post('/api/profile', guideProfile({ modalities: [] }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.modalities).toBe('Select at least one modality');
    expect((await client.post('/api/profile', guideProfile())).status).toBe(201);
    expect((await world.client().post('/api/profile', { name: 'Someone' })).status).toBe(401);
  });
});
