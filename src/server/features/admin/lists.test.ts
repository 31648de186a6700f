import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS_PAGES_COUNTED } from '../../../contract/admin';
import { queryRows } from '../../db/raw-query';
import { auditLog, bookings, guideApplications, profiles, sessions, users } from '../../db/schema';
import {
  applicationInput,
  createBooking,
  createGuide,
  createSession,
  uniqueTag,
} from '../../testing/fixtures';
import { type TestClient, TestWorld } from '../../testing/test-app';
import { hours, minutes } from '../../testing/test-clock';

let world: TestWorld;
let admin: TestClient;
let adminUser: { id: number; username: string };
beforeAll(async () => {
  world = await TestWorld.start();
  const signedIn = await world.signedIn({ role: 'admin' });
  admin = signedIn.client;
  adminUser = signedIn.user;
});
afterAll(() => world.close());

const list = async (url: string) => {
  const res = await admin.get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);
const setCreatedAt = (table: typeof users | typeof bookings, id: number, at: Date) =>
  world.db.update(table).set({ createdAt: at }).where(eq(table.id, id));

/** A guide who applied with `overrides`; their application id. */
async function applicant(overrides: Record<string, unknown> = {}) {
  const { user, client } = await world.signedIn({ role: 'practitioner', isApproved: false, name: null });
  const res = await client.post('/api/guide-application', applicationInput(overrides));
  expect(res.status).toBe(201);
  return { user, applicationId: res.body.id as number };
}

describe('GET /api/admin/users', () => {
  const tag = uniqueTag();
  const created: number[] = [];

  beforeAll(async () => {
    const start = world.clock.now().getTime();
    for (let i = 0; i < 60; i++) {
      const user = await world.createUser({ username: `${tag}${i}`, name: `Member ${i}` });
      // One minute apart, the last one newest; two share a moment, so the id decides between them.
      await setCreatedAt(users, user.id, new Date(start - hours(1) + minutes(i === 31 ? 30 : i)));
      created.push(user.id);
    }
  });

  it('pages through every match, newest first, with the total on each page', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await list(`/api/admin/users?q=${tag}&page=${page}`));
    expect(pages.map((p) => p.items.length)).toEqual([25, 25, 10]);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({ total: 60, page: index + 1, pageSize: 25 });
    }
    const seen = pages.flatMap(ids);
    expect(new Set(seen).size).toBe(60);
    const expected = created
      .map((id, i) => ({ id, at: i === 31 ? 30 : i }))
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((row) => row.id);
    expect(seen).toEqual(expected);

    const past = await list(`/api/admin/users?q=${tag}&page=4`);
    expect(past).toEqual({ items: [], total: 60, page: 4, pageSize: 25 });
    const big = await list(`/api/admin/users?q=${tag}&pageSize=100`);
    expect(ids(big)).toEqual(expected);
  });

  it('shows each user with the fields of the contract, never a password hash', async () => {
    const page = await list(`/api/admin/users?q=${tag}59`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toEqual({
      id: created[59],
      username: `${tag}59`,
      email: `${tag}59@example.com`,
      name: 'Member 59',
      role: 'student',
      isGuide: false,
      isApproved: true,
      profileComplete: false,
      isActive: true,
      createdAt: expect.any(String),
    });
  });

  it('searches username, email and name, every word, ignoring case and accents', async () => {
    const other = uniqueTag();
    const joao = await world.createUser({ username: `jc_${other}`, name: 'João Conceição' });
    const maria = await world.createUser({ email: `maria.${other}@correio.pt`, name: 'Maria Sá' });
    expect(ids(await list(`/api/admin/users?q=${other}`)).sort()).toEqual([joao.id, maria.id].sort());
    expect(ids(await list(`/api/admin/users?q=JOAO%20conceicao%20${other}`))).toEqual([joao.id]);
    expect(ids(await list(`/api/admin/users?q=correio.pt%20${other}`))).toEqual([maria.id]);
    expect(ids(await list(`/api/admin/users?q=sa%20${other}%20maria`))).toEqual([maria.id]);
    expect((await list(`/api/admin/users?q=nobody-${other}`)).total).toBe(0);
    expect(ids(await list(`/api/admin/users?q=${maria.id}`))).toContain(maria.id);
    expect(ids(await list(`/api/admin/users?q=%23${joao.id}`))).toContain(joao.id);
  });

  it('reads %, _ and \\ in a search as the characters themselves', async () => {
    const other = uniqueTag();
    const percent = await world.createUser({ username: `p_${other}`, name: '100% Calm' });
    await world.createUser({ username: `q${other}`, name: '1000 Calm' });
    const backslash = await world.createUser({ username: `r${other}`, name: 'Back\\slash' });
    expect(ids(await list(`/api/admin/users?q=${other}%20%25`))).toEqual([percent.id]);
    expect(ids(await list(`/api/admin/users?q=${other}%20_`))).toEqual([percent.id]);
    expect(ids(await list(`/api/admin/users?q=${other}%20%5C`))).toEqual([backslash.id]);
  });

  it('filters by role and by whether the account is active', async () => {
    const other = uniqueTag();
    const seeker = await world.createUser({ username: `s${other}` });
    const guide = await world.createUser({ username: `g${other}`, role: 'practitioner' });
    const gone = await world.createUser({ username: `d${other}`, isActive: false });
    expect(ids(await list(`/api/admin/users?q=${other}&role=practitioner`))).toEqual([guide.id]);
    expect(ids(await list(`/api/admin/users?q=${other}&role=student`)).sort()).toEqual(
      [seeker.id, gone.id].sort(),
    );
    expect(ids(await list(`/api/admin/users?q=${other}&role=student&isActive=false`))).toEqual([gone.id]);
    expect((await list(`/api/admin/users?q=${other}&isActive=true`)).total).toBe(2);
    expect(ids(await list(`/api/admin/users?role=admin`))).toEqual([adminUser.id]);
  });
});

describe('GET /api/admin/guide-applications', () => {
  const tag = uniqueTag();
  let applications: { user: { id: number }; applicationId: number }[];

  beforeAll(async () => {
    applications = [
      await applicant({ fullName: `Rita ${tag}`, category: 'Reiki' }),
      await applicant({ fullName: `Yara ${tag}`, category: 'Yoga', subcategory: 'Hatha' }),
      await applicant({ fullName: `Bea ${tag}`, email: `bea.${tag}@example.com`, category: 'Breathwork' }),
    ];
    const approved = await admin.patch(`/api/admin/guide-applications/${applications[0]!.applicationId}`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
  });

  it('lists applications newest first with the table’s columns', async () => {
    const page = await list(`/api/admin/guide-applications?q=${tag}`);
    expect(page.total).toBe(3);
    expect(ids(page)).toEqual(applications.map((a) => a.applicationId).reverse());
    expect(page.items[2]).toEqual({
      id: applications[0]!.applicationId,
      userId: applications[0]!.user.id,
      fullName: `Rita ${tag}`,
      email: 'rita@example.com',
      city: 'Lisbon',
      category: 'Reiki',
      subcategory: 'Usui Reiki',
      status: 'approved',
      createdAt: expect.any(String),
      reviewedAt: expect.any(String),
    });
  });

  it('searches name, email, category and subcategory, and filters by status', async () => {
    const [rita, yara, bea] = applications.map((a) => a.applicationId);
    expect(ids(await list(`/api/admin/guide-applications?q=${tag}%20yoga`))).toEqual([yara]);
    expect(ids(await list(`/api/admin/guide-applications?q=${tag}%20hatha`))).toEqual([yara]);
    expect(ids(await list(`/api/admin/guide-applications?q=bea.${tag}`))).toEqual([bea]);
    expect(ids(await list(`/api/admin/guide-applications?q=${tag}&status=approved`))).toEqual([rita]);
    expect(ids(await list(`/api/admin/guide-applications?q=${tag}&status=pending`))).toEqual([bea, yara]);
    expect((await list(`/api/admin/guide-applications?q=${tag}&status=rejected`)).total).toBe(0);
  });

  it('GET …/pending answers the first page of pending applications only', async () => {
    const [, yara, bea] = applications.map((a) => a.applicationId);
    expect(ids(await list(`/api/admin/guide-applications/pending?q=${tag}`))).toEqual([bea, yara]);
    const recent = await list('/api/admin/guide-applications/pending?pageSize=5');
    expect(recent.items.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    // A status in the query string does not widen it.
    expect(ids(await list(`/api/admin/guide-applications/pending?q=${tag}&status=approved`))).toEqual([
      bea,
      yara,
    ]);
  });

  it('GET …/{id} answers the application in full, extra answers and who decided included', async () => {
    const detail = await list(`/api/admin/guide-applications/${applications[0]!.applicationId}`);
    expect(detail).toMatchObject({
      id: applications[0]!.applicationId,
      userId: applications[0]!.user.id,
      status: 'approved',
      fullName: `Rita ${tag}`,
      yearsExperience: 4,
      experienceLevel: '3-5 years',
      bio: 'I hold calm, grounded Reiki sessions in a quiet studio in Graça.',
      uniqueApproach: 'Each session starts with a short talk and ends with tea and silence.',
      certification1Name: 'Usui Reiki Level II',
      certification1Url: 'https://certs.example.com/rita-2',
      certification2Name: 'Reiki Master',
      certification2Url: 'https://certs.example.com/rita-master',
      languages: ['English', 'Portuguese', 'Other'],
      sessionLocation: 'Your studio/office',
      sessionLocationOther: null,
      offerGroupSessions: true,
      pricePerSession: 6500,
      pricePerGroupSession: 2500,
      applicantIsActive: true,
      reviewedByUsername: adminUser.username,
    });
    expect(detail.applicantUsername).toMatch(/^practitioner/);
    const pending = await list(`/api/admin/guide-applications/${applications[1]!.applicationId}`);
    expect(pending).toMatchObject({ status: 'pending', reviewedAt: null, reviewedByUsername: null });
  });

  it('GET …/{id} is 404 for an unknown application and 400 for what is not an id', async () => {
    expect((await admin.get('/api/admin/guide-applications/2147483647')).body).toEqual({
      error: 'Guide application not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await admin.get('/api/admin/guide-applications/abc')).status).toBe(400);
    expect((await admin.get('/api/admin/guide-applications/0')).status).toBe(400);
  });
});

describe('GET /api/admin/practitioners', () => {
  it('lists guides only, newest first, each with their guide status', async () => {
    const tag = uniqueTag();
    await world.createUser({ username: `seeker_${tag}` });
    const approved = await createGuide(world, { name: `Approved ${tag}` });
    const pending = await applicant({ fullName: `Pending ${tag}` });
    await world.db
      .update(users)
      .set({ username: `pending_${tag}` })
      .where(eq(users.id, pending.user.id));
    const never = await world.createUser({
      role: 'practitioner',
      isApproved: false,
      username: `never_${tag}`,
    });
    const rejected = await applicant();
    await world.db
      .update(users)
      .set({ username: `rejected_${tag}` })
      .where(eq(users.id, rejected.user.id));
    expect(
      (await admin.patch(`/api/admin/guide-applications/${rejected.applicationId}`, { status: 'rejected' }))
        .status,
    ).toBe(200);
    const deactivated = await createGuide(world, { name: `Gone ${tag}`, isActive: false });

    const page = await list(`/api/admin/practitioners?q=${tag}`);
    expect(page.total).toBe(5);
    const byId = new Map(page.items.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(approved.id)).toEqual({
      id: approved.id,
      username: approved.username,
      email: approved.email,
      name: `Approved ${tag}`,
      guideStatus: 'approved',
      isApproved: true,
      isActive: true,
      profileComplete: true,
      pendingApplicationId: null,
      category: 'Sound Healing',
      createdAt: expect.any(String),
    });
    expect(byId.get(pending.user.id)).toMatchObject({
      guideStatus: 'pending',
      pendingApplicationId: pending.applicationId,
    });
    // An applicant's category is in the application: their profile has none until approval copies it.
    expect(byId.get(pending.user.id)).toMatchObject({ category: null });
    expect(byId.get(never.id)).toMatchObject({ guideStatus: 'not-a-guide', pendingApplicationId: null });
    expect(byId.get(rejected.user.id)).toMatchObject({ guideStatus: 'not-a-guide' });
    expect(byId.get(deactivated.id)).toMatchObject({ guideStatus: 'approved', isActive: false });

    expect(ids(await list(`/api/admin/practitioners?q=${tag}&guideStatus=pending`))).toEqual([
      pending.user.id,
    ]);
    expect(ids(await list(`/api/admin/practitioners?q=${tag}&guideStatus=not-a-guide`))).toEqual([
      rejected.user.id,
      never.id,
    ]);
    expect(ids(await list(`/api/admin/practitioners?q=${tag}&guideStatus=approved`))).toEqual([
      deactivated.id,
      approved.id,
    ]);
    expect(ids(await list(`/api/admin/practitioners?q=approved%20${tag}`))).toEqual([approved.id]);
  });
});

describe('GET /api/admin/sessions', () => {
  it('lists sessions by start, newest first, with Lisbon date and time, searchable and filtered', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Marta ${tag}` });
    const other = await createGuide(world, { name: `Other ${tag}` });
    const early = await createSession(world, guide, {
      date: '2030-03-30',
      time: '09:30',
      title: 'Morning gong',
    });
    const late = await createSession(world, guide, {
      date: '2030-07-01',
      time: '19:00',
      title: 'Evening breath',
      modality: 'Breathwork',
      price: 4550,
      capacity: 12,
      remainingSpots: 7,
    });
    const cancelled = await createSession(world, other, {
      date: '2030-05-01',
      title: 'Cancelled circle',
      status: 'cancelled',
    });

    const page = await list(`/api/admin/sessions?q=${tag}`);
    expect(ids(page)).toEqual([late.id, cancelled.id, early.id]);
    expect(page.items[0]).toEqual({
      id: late.id,
      title: 'Evening breath',
      practitionerId: guide.id,
      practitionerName: `Marta ${tag}`,
      modality: 'Breathwork',
      sessionDate: '2030-07-01',
      startTime: '19:00',
      endTime: '20:00',
      startsAt: '2030-07-01T18:00:00.000Z',
      status: 'scheduled',
      price: 4550,
      capacity: 12,
      remainingSpots: 7,
      location: 'Rua da Graça 1, Lisbon',
      online: false,
      meetingUrl: null,
    });
    expect(ids(await list(`/api/admin/sessions?q=marta%20${tag}`))).toEqual([late.id, early.id]);
    expect(ids(await list(`/api/admin/sessions?q=${tag}%20GONG`))).toEqual([early.id]);
    expect(ids(await list(`/api/admin/sessions?q=${tag}&status=cancelled`))).toEqual([cancelled.id]);
    expect(ids(await list(`/api/admin/sessions?q=%23${other.id}`))).toEqual([cancelled.id]);
    expect(ids(await list(`/api/admin/sessions?q=${tag}&pageSize=2&page=2`))).toEqual([early.id]);
  });
});

describe('GET /api/admin/bookings', () => {
  it('lists bookings newest first with seeker, guide and session, searchable and filtered', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Guide ${tag}` });
    const session = await createSession(world, guide, { title: `Sound bath ${tag}`, price: 3000 });
    const ana = await world.createUser({ name: `Ana ${tag}` });
    const rui = await world.createUser({ name: null, username: `rui_${tag}` });
    const first = await createBooking(world, session, ana, 'confirmed');
    await world.db.update(bookings).set({ commissionAmount: 450 }).where(eq(bookings.id, first.id));
    const second = await createBooking(world, session, rui, 'cancelled');
    await setCreatedAt(bookings, first.id, new Date(world.clock.now().getTime() - minutes(10)));

    const page = await list(`/api/admin/bookings?q=${tag}`);
    expect(ids(page)).toEqual([second.id, first.id]);
    expect(page.items[1]).toEqual({
      id: first.id,
      seekerId: ana.id,
      seekerName: `Ana ${tag}`,
      sessionId: session.id,
      sessionTitle: `Sound bath ${tag}`,
      sessionStartsAt: session.startsAt.toISOString(),
      practitionerId: guide.id,
      practitionerName: `Guide ${tag}`,
      status: 'confirmed',
      paymentAmount: 3000,
      commissionAmount: 450,
      refundAmount: null,
      paymentIssue: null,
      createdAt: expect.any(String),
    });
    // Without a name, the seeker is shown by username.
    expect(page.items[0]).toMatchObject({ seekerName: `rui_${tag}`, status: 'cancelled' });

    expect(ids(await list(`/api/admin/bookings?q=ana%20${tag}`))).toEqual([first.id]);
    expect(ids(await list(`/api/admin/bookings?q=rui_${tag}`))).toEqual([second.id]);
    expect(ids(await list(`/api/admin/bookings?q=guide%20${tag}&status=confirmed`))).toEqual([first.id]);
    expect(ids(await list(`/api/admin/bookings?q=sound%20bath%20${tag}&status=cancelled`))).toEqual([
      second.id,
    ]);
    expect((await list(`/api/admin/bookings?q=${tag}&status=pending`)).total).toBe(0);
    expect(page).toMatchObject({ total: 2, totalIsCapped: false });
  });

  it('finds bookings by seeker name, username or email, guide name or username, and session title, ignoring accents and case', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Inês Gonçalves ${tag}` });
    const session = await createSession(world, guide, { title: `Respiração ao pôr do sol ${tag}` });
    const seeker = await world.createUser({ name: `João Sá ${tag}`, username: `joaosa_${tag}` });
    const booking = await createBooking(world, session, seeker, 'confirmed');
    const [guideUser] = await world.db.select().from(users).where(eq(users.id, guide.id));
    const [seekerUser] = await world.db.select().from(users).where(eq(users.id, seeker.id));

    for (const q of [
      `joao sa ${tag}`,
      `JOAOSA_${tag}`,
      seekerUser!.email,
      `ines goncalves ${tag}`,
      `${guideUser!.username}`,
      `respiracao POR ${tag}`,
      `${tag} joao respiracao ines`,
    ]) {
      expect(ids(await list(`/api/admin/bookings?q=${encodeURIComponent(q)}`)), q).toEqual([booking.id]);
    }
    expect(ids(await list(`/api/admin/bookings?q=${tag}%20nobody`))).toEqual([]);
    // A number also finds the booking with that id, within a status or not.
    expect(ids(await list(`/api/admin/bookings?q=%23${booking.id}`))).toContain(booking.id);
    expect(ids(await list(`/api/admin/bookings?q=${booking.id}&status=confirmed`))).toContain(booking.id);
    expect(ids(await list(`/api/admin/bookings?q=${booking.id}&status=cancelled`))).not.toContain(booking.id);
    // A guide's email is not among what the bookings list shows, so it does not find their bookings.
    expect(ids(await list(`/api/admin/bookings?q=${encodeURIComponent(guideUser!.email)}`))).toEqual([]);
  });

  it('finds bookings by the new name after a seeker, a guide or a session is renamed', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Guide ${tag}` });
    const session = await createSession(world, guide, { title: `Gong ${tag}` });
    const seeker = await world.createUser({ name: `Seeker ${tag}` });
    const booking = await createBooking(world, session, seeker, 'completed');
    const found = async (q: string) => ids(await list(`/api/admin/bookings?q=${encodeURIComponent(q)}`));

    await world.db
      .update(profiles)
      .set({ name: `Leonor ${tag}` })
      .where(eq(profiles.userId, seeker.id));
    await world.db
      .update(users)
      .set({ email: `leonor.${tag}@example.com` })
      .where(eq(users.id, seeker.id));
    await world.db
      .update(profiles)
      .set({ name: `Mestre ${tag}` })
      .where(eq(profiles.userId, guide.id));
    await world.db
      .update(users)
      .set({ username: `mestre_${tag}` })
      .where(eq(users.id, guide.id));
    await world.db
      .update(sessions)
      .set({ title: `Taças tibetanas ${tag}` })
      .where(eq(sessions.id, session.id));

    for (const q of [
      `leonor ${tag}`,
      `leonor.${tag}@example`,
      `mestre ${tag}`,
      `mestre_${tag}`,
      `tacas ${tag}`,
    ]) {
      expect(await found(q), q).toEqual([booking.id]);
    }
    for (const q of [`seeker ${tag}`, `guide ${tag}`, `gong ${tag}`]) expect(await found(q), q).toEqual([]);
  });

  it('counts ten pages from the one shown, says when more match, and counts exactly near the end', async () => {
    const tag = uniqueTag();
    const guide = await createGuide(world, { name: `Busy ${tag}` });
    const session = await createSession(world, guide, { title: `Crowded ${tag}` });
    const seeker = await world.createUser({ name: `Regular ${tag}` });
    const pageSize = 5;
    const counted = ADMIN_BOOKINGS_PAGES_COUNTED * pageSize;
    const matches = counted + 12;
    const start = world.clock.now().getTime();
    // One second apart, so the order of the pages is known.
    await world.db.execute(sql`insert into ${bookings} (session_id, student_id, status, created_at)
      select ${session.id}, ${seeker.id}, 'cancelled', ${new Date(start).toISOString()}::timestamptz - n * interval '1 second'
      from generate_series(1, ${matches - 1}) as n`);
    const [newest] = await world.db
      .insert(bookings)
      .values({
        sessionId: session.id,
        seekerId: seeker.id,
        status: 'confirmed',
        createdAt: new Date(start),
      })
      .returning();
    const search = (page: number, extra = '') =>
      list(`/api/admin/bookings?q=${tag}&pageSize=${pageSize}&page=${page}${extra}`);

    const first = await search(1);
    expect(first).toMatchObject({ total: counted, totalIsCapped: true, page: 1, pageSize });
    expect(ids(first)[0]).toBe(newest!.id);
    const third = await search(3);
    expect(third).toMatchObject({ total: counted + 2 * pageSize, totalIsCapped: true });
    const fourth = await search(4);
    expect(fourth).toMatchObject({ total: matches, totalIsCapped: false });
    const last = await search(Math.ceil(matches / pageSize));
    expect(last).toMatchObject({ total: matches, totalIsCapped: false });
    expect(last.items).toHaveLength(matches % pageSize || pageSize);

    const pages = [];
    for (let page = 1; page <= Math.ceil(matches / pageSize); page++) pages.push(...ids(await search(page)));
    const newestFirst = await world.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.sessionId, session.id))
      .orderBy(desc(bookings.createdAt), desc(bookings.id));
    expect(pages).toEqual(newestFirst.map((row) => row.id));

    // Past the last match: no rows, and the exact count, so the pager can lead back.
    const past = await search(40);
    expect(past).toMatchObject({ items: [], total: matches, totalIsCapped: false, page: 40 });
    expect(await search(1, '&status=confirmed')).toMatchObject({ total: 1, totalIsCapped: false });
    expect(await search(1, '&status=pending')).toMatchObject({ items: [], total: 0, totalIsCapped: false });
  });

  it('counts the whole list and one status the same way', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide);
    const seeker = await world.createUser();
    await world.db.execute(sql`insert into ${bookings} (session_id, student_id, status)
      select ${session.id}, ${seeker.id}, 'completed' from generate_series(1, ${ADMIN_BOOKINGS_PAGES_COUNTED + 1})`);
    const [counts] = await queryRows<{ all: number; completed: number }>(
      world.db,
      sql`select count(*)::int as all, count(*) filter (where status = 'completed')::int as completed from ${bookings}`,
    );
    const { all, completed } = counts!;

    expect(await list('/api/admin/bookings?pageSize=1')).toMatchObject({
      total: ADMIN_BOOKINGS_PAGES_COUNTED,
      totalIsCapped: true,
    });
    expect(await list(`/api/admin/bookings?pageSize=1&page=${all}`)).toMatchObject({
      total: all,
      totalIsCapped: false,
    });
    expect(await list('/api/admin/bookings?status=completed&pageSize=1')).toMatchObject({
      total: ADMIN_BOOKINGS_PAGES_COUNTED,
      totalIsCapped: true,
    });
    const lastCompleted = await list(`/api/admin/bookings?status=completed&pageSize=1&page=${completed}`);
    expect(lastCompleted).toMatchObject({ total: completed, totalIsCapped: false });
    expect(lastCompleted.items).toHaveLength(1);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists what admins did, newest first, with before and after, narrowed to one thing', async () => {
    const { applicationId } = await applicant();
    await admin.patch(`/api/admin/guide-applications/${applicationId}`, { status: 'rejected' });
    const target = await world.createUser();
    await admin.patch(`/api/admin/users/${target.id}`, { isActive: false });
    await admin.patch(`/api/admin/users/${target.id}`, { isActive: true });

    const page = await list(`/api/admin/audit-log?targetType=user&targetId=${target.id}`);
    expect(page.total).toBe(2);
    expect(page.items.map((entry: { action: string }) => entry.action)).toEqual([
      'user.reactivate',
      'user.deactivate',
    ]);
    expect(page.items[1]).toEqual({
      id: expect.any(Number),
      adminId: adminUser.id,
      adminUsername: adminUser.username,
      action: 'user.deactivate',
      targetType: 'user',
      targetId: target.id,
      targetName: target.username,
      targetStartsAt: null,
      before: { isActive: true },
      after: { isActive: false, endedSessions: 0 },
      createdAt: expect.any(String),
    });

    const latest = await list('/api/admin/audit-log?pageSize=3');
    expect(latest.items.map((entry: { action: string }) => entry.action)).toEqual([
      'user.reactivate',
      'user.deactivate',
      'guide_application.reject',
    ]);
    const rejections = await list(
      `/api/admin/audit-log?targetType=guide_application&targetId=${applicationId}`,
    );
    expect(rejections.items).toHaveLength(1);
    expect(rejections.items[0]).toMatchObject({ targetName: 'Rita Sousa', targetStartsAt: null });
    expect((await list('/api/admin/audit-log?q=deactivate')).items.length).toBeGreaterThan(0);
    expect((await list(`/api/admin/audit-log?q=${adminUser.username}%20reactivate`)).items[0].targetId).toBe(
      target.id,
    );
  });

  it('names a cancelled session by its title and start, keeping its id', async () => {
    const guide = await createGuide(world);
    const session = await createSession(world, guide, {
      title: 'Full moon gong bath',
      date: '2027-03-12',
      time: '20:30',
    });
    expect((await admin.patch(`/api/admin/sessions/${session.id}/cancel`)).status).toBe(200);

    const page = await list(`/api/admin/audit-log?targetType=session&targetId=${session.id}`);
    expect(page.items).toMatchObject([
      {
        action: 'session.cancel',
        targetType: 'session',
        targetId: session.id,
        targetName: 'Full moon gong bath',
        // 20:30 in Lisbon in March (before summer time) is 20:30 UTC.
        targetStartsAt: '2027-03-12T20:30:00.000Z',
      },
    ]);
  });

  it('keeps what an admin did after their account is gone, without their name', async () => {
    const other = await world.createUser({ role: 'admin' });
    const { applicationId } = await applicant();
    await world.db
      .update(guideApplications)
      .set({ status: 'rejected', reviewedBy: other.id })
      .where(eq(guideApplications.id, applicationId));
    await world.db.insert(auditLog).values({
      adminId: other.id,
      action: 'guide_application.reject',
      targetType: 'guide_application',
      targetId: applicationId,
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    await world.db.delete(users).where(eq(users.id, other.id));

    const entries = await list(`/api/admin/audit-log?targetType=guide_application&targetId=${applicationId}`);
    expect(entries.items).toMatchObject([
      { adminId: null, adminUsername: null, action: 'guide_application.reject' },
    ]);
    const detail = await list(`/api/admin/guide-applications/${applicationId}`);
    expect(detail).toMatchObject({ status: 'rejected', reviewedByUsername: null });
  });
});
