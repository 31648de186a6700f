import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuideApplicationView } from '../../../contract/guide-applications';
import { guideApplications } from '../../db/schema';
import { applicationInput } from '../../testing/fixtures';
import { type Json, TestWorld } from '../../testing/test-app';

let world: TestWorld;
beforeAll(async () => {
  world = await TestWorld.start();
});
afterAll(() => world.close());

const unapprovedGuide = () => world.signedIn({ role: 'practitioner', isApproved: false });

/** An answer read as the contract's view: empty optional answers are absent there, null here. */
const asView = (body: Json) =>
  GuideApplicationView.safeParse(
    Object.fromEntries(Object.entries(body).filter(([key, v]) => v !== null || key === 'reviewedAt')),
  );

describe('POST /api/guide-application', () => {
  it('stores every answer in its own column and answers the full application', async () => {
    const { user, client } = await unapprovedGuide();
    const res = await client.post('/api/guide-application', applicationInput());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      userId: user.id,
      status: 'pending',
      createdAt: expect.any(String),
      reviewedAt: null,
      fullName: 'Rita Sousa',
      email: 'rita@example.com',
      city: 'Lisbon',
      neighbourhood: 'Graça',
      yearsExperience: 4,
      experienceLevel: '3-5 years',
      instagram: '@rita.reiki',
      website: 'https://rita-reiki.example.com',
      category: 'Reiki',
      subcategory: 'Usui Reiki',
      bio: 'I hold calm, grounded Reiki sessions in a quiet studio in Graça.',
      uniqueApproach: 'Each session starts with a short talk and ends with tea and silence.',
      profilePhotoUrl: 'https://photos.example.com/rita.jpg',
      certification1Name: 'Usui Reiki Level II',
      certification1Url: 'https://certs.example.com/rita-2',
      certification2Name: 'Reiki Master',
      certification2Url: 'https://certs.example.com/rita-master',
      professionalReferenceEmail: 'mentor@example.com',
      languages: ['English', 'Portuguese', 'Other'],
      sessionLocation: 'Your studio/office',
      sessionLocationOther: null,
      sessionFormat: '1:1 In-Person',
      offerGroupSessions: true,
      pricePerSession: 6500,
      pricePerGroupSession: 2500,
    });
    expect(asView(res.body).success).toBe(true);

    const [row] = await world.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.id, res.body.id));
    expect(row).toMatchObject({
      experienceLevel: '3-5 years',
      languages: ['English', 'Portuguese', 'Other'],
      sessionLocation: 'Your studio/office',
      offerGroupSessions: true,
      uniqueApproach: 'Each session starts with a short talk and ends with tea and silence.',
      pricePerGroupSession: 2500,
      bio: 'I hold calm, grounded Reiki sessions in a quiet studio in Graça.',
    });
  });

  it('stores empty optional answers as null, and keeps the other place and group price only when they apply', async () => {
    const { client } = await unapprovedGuide();
    const res = await client.post(
      '/api/guide-application',
      applicationInput({
        profilePhotoUrl: '',
        website: '',
        instagram: '',
        certification2Name: '',
        certification2Url: '',
        professionalReferenceEmail: '',
        sessionLocation: 'Other',
        sessionLocationOther: 'A boat on the Tagus',
        offerGroupSessions: false,
        pricePerGroupSession: 2000,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      profilePhotoUrl: null,
      website: null,
      instagram: null,
      certification2Name: null,
      certification2Url: null,
      professionalReferenceEmail: null,
      sessionLocation: 'Other',
      sessionLocationOther: 'A boat on the Tagus',
      offerGroupSessions: false,
      pricePerGroupSession: null,
    });
    expect(asView(res.body).success).toBe(true);
  });

  it('refuses a second application while one is under review', async () => {
    const { client } = await unapprovedGuide();
    expect((await client.post('/api/guide-application', applicationInput())).status).toBe(201);
    const again = await client.post('/api/guide-application', applicationInput());
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'You already have an application under review',
      code: 'APPLICATION_PENDING',
      requestId: expect.any(String),
    });
  });

  it('lets exactly one of two simultaneous applications through', async () => {
    const { user, client } = await unapprovedGuide();
    const answers = await Promise.all([
      client.post('/api/guide-application', applicationInput()),
      client.post('/api/guide-application', applicationInput()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe(
      'You already have an application under review',
    );
    const rows = await world.db.select().from(guideApplications).where(eq(guideApplications.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('lets a rejected guide apply again', async () => {
    const { user, client } = await unapprovedGuide();
    const first = await client.post('/api/guide-application', applicationInput());
    await world.db
      .update(guideApplications)
      .set({ status: 'rejected' })
      .where(eq(guideApplications.id, first.body.id));
    const second = await client.post('/api/guide-application', applicationInput({ subcategory: 'Karuna' }));
    expect(second.status).toBe(201);
    const latest = await client.get('/api/guide-application');
    expect(latest.body).toMatchObject({ id: second.body.id, userId: user.id, subcategory: 'Karuna' });
  });

  it('tells an approved guide their application is already approved', async () => {
    const { client } = await world.signedIn({ role: 'practitioner', isApproved: true });
    const res = await client.post('/api/guide-application', applicationInput());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Your application has already been approved',
      code: 'APPLICATION_APPROVED',
      requestId: expect.any(String),
    });
  });

  it('needs a signed-in guide, in the words of the spec', async () => {
    const signedOut = await world.client().post('/api/guide-application', applicationInput());
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({
      error: 'You must be logged in to submit an application',
      code: 'NOT_SIGNED_IN',
      requestId: expect.any(String),
    });
    for (const role of ['student', 'admin'] as const) {
      const { client } = await world.signedIn({ role });
      const res = await client.post('/api/guide-application', applicationInput());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'You must have a Guide account to submit an application',
        code: 'FORBIDDEN',
        requestId: expect.any(String),
      });
    }
  });

  it.each([
    ['fullName', { fullName: 'R' }, 'Full name must be at least 2 characters'],
    ['email', { email: 'rita' }, 'Please enter a valid email address'],
    ['neighbourhood', { neighbourhood: '' }, 'Please choose your neighbourhood'],
    ['neighbourhood', { neighbourhood: 'Lisbon' }, 'Please choose your neighbourhood from the list'],
    ['neighbourhood', { neighbourhood: ['Alfama'] }, 'Please choose your neighbourhood'],
    ['yearsExperience', { yearsExperience: -1 }, 'Years of experience must be 0 or more'],
    ['experienceLevel', { experienceLevel: 'forever' }, 'Please select your experience level'],
    ['category', { category: '' }, 'Please select a category'],
    ['subcategory', { subcategory: '' }, 'Subcategory is required'],
    ['bio', { bio: 'Too short a bio' }, 'Bio must be at least 20 characters'],
    [
      'uniqueApproach',
      { uniqueApproach: 'Calm.' },
      'Please describe your approach in at least 20 characters',
    ],
    [
      'profilePhotoUrl',
      { profilePhotoUrl: 'not a url' },
      'Enter a web address starting with http:// or https://',
    ],
    ['website', { website: 'rita dot com' }, 'Enter a web address starting with http:// or https://'],
    ['certification1Name', { certification1Name: 'U' }, 'Certification name must be at least 2 characters'],
    [
      'certification1Url',
      { certification1Url: 'nope' },
      'Enter a web address starting with http:// or https://',
    ],
    [
      'certification2Url',
      { certification2Url: 'nope' },
      'Enter a web address starting with http:// or https://',
    ],
    [
      'professionalReferenceEmail',
      { professionalReferenceEmail: 'x@' },
      'Please enter a valid email address',
    ],
    ['languages', { languages: [] }, 'Select at least one language'],
    ['sessionLocation', { sessionLocation: 'Moon' }, 'Please select where you hold sessions'],
    ['sessionFormat', { sessionFormat: 'Séance' }, 'Please select a session format'],
    ['pricePerSession', { pricePerSession: 99 }, 'Price must be at least €1'],
    ['pricePerGroupSession', { pricePerGroupSession: -1 }, 'Group price must be 0 or more'],
  ])('refuses a bad %s with "%s"', async (field, overrides, message) => {
    const { client } = await unapprovedGuide();
    const res = await client.post('/api/guide-application', applicationInput(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[field]).toBe(message);
  });
});

describe('GET /api/guide-application', () => {
  it("answers the guide's latest application in full", async () => {
    const { client } = await unapprovedGuide();
    const submitted = await client.post('/api/guide-application', applicationInput());
    const res = await client.get('/api/guide-application');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(submitted.body);
    expect(res.body.status).toBe('pending');
  });

  it('answers null, not an error, when the guide has not applied', async () => {
    const { client } = await unapprovedGuide();
    const res = await client.get('/api/guide-application');
    // The wizard asks on every load: a 404 would be logged in the browser's console each time.
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('reads an application stored without the newer answers', async () => {
    const { user, client } = await unapprovedGuide();
    await world.db.insert(guideApplications).values({
      userId: user.id,
      fullName: 'Old Form',
      email: user.email,
      city: 'Lisbon',
      category: 'Reiki',
      subcategory: 'Usui',
      bio: 'Short',
      certification1Name: 'Usui',
      certification1Url: 'https://example.com/c',
      sessionFormat: '1:1 In-Person',
      pricePerSession: 5000,
    });
    const res = await client.get('/api/guide-application');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'pending',
      city: 'Lisbon',
      neighbourhood: null,
      experienceLevel: null,
      uniqueApproach: null,
    });
  });

  it('is for guides only', async () => {
    expect((await world.client().get('/api/guide-application')).status).toBe(401);
    const { client } = await world.signedIn();
    expect((await client.get('/api/guide-application')).status).toBe(403);
  });
});
