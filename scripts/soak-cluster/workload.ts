/**
 * What people do to the cluster while it runs: browse and search, sign up and sign in, book and
 * pay, leave a checkout, cancel, guides upload photos and rename sessions, admins approve
 * applications and deactivate and reactivate users. Every write answered 2xx is remembered, so the
 * count afterwards can find it in the database.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PROJECT_ROOT } from '../../src/server/project-paths';
import { ADMIN } from './cluster';
import { type Answer, personAddress, type SoakClient } from './http';

const DEMO_DIR = join(PROJECT_ROOT, 'src', 'server', 'db', 'demo-data');
const PAYING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Soak Seeker' };
const SEEKER_PASSWORD = 'soak-seeker-password';
const SEARCH_WORDS = [
  'reiki',
  'breath',
  'sound',
  'yoga',
  'meditation',
  'crystal',
  'massage',
  'gong',
  'lisboa',
];

/** Per-person limits of Luz, kept under so that no answer is a 429 the soak caused itself. */
const LIMITS = { signIns: 8, holds: 16, payments: 8, uploads: 25 };

export interface Person {
  n: number;
  username: string;
  email: string;
  password: string;
  token: string;
  address: string;
  busy: boolean;
  signIns: number;
  holds: number;
  payments: number;
  uploads: number;
}

export interface SoakSession {
  id: number;
  guide: Person;
  /** The body PATCH /api/sessions/{id} takes, with the title last acknowledged. */
  input: Record<string, unknown>;
}

/** What the servers acknowledged (2xx), to be found in the database afterwards. */
export interface Acknowledged {
  registered: string[];
  held: number[];
  paid: number[];
  cancelled: number[];
  abandoned: number[];
  uploads: string[];
  approvedApplications: number[];
  /** User id to whether it was last acknowledged active. */
  activity: Map<number, boolean>;
  /** Session id to the title last acknowledged. */
  titles: Map<number, string>;
}

export interface WorkloadSize {
  seekers: number;
  guides: number;
  /** Sessions each guide opens for booking (small, so that seekers compete for the last spots). */
  sessionsPerGuide: number;
  capacity: number;
  concurrency: number;
  durationMs: number;
}

export interface Cast {
  admin: Person;
  guides: Person[];
  seekers: Person[];
  /** Seekers the admin deactivates and reactivates; they do nothing else. */
  spares: Person[];
  sessions: SoakSession[];
  /** One session per guide that only ever gets renamed (to time how fast a change shows elsewhere). */
  renamed: SoakSession[];
  guideIds: number[];
  photo: Buffer;
}

export function emptyAcknowledged(): Acknowledged {
  return {
    registered: [],
    held: [],
    paid: [],
    cancelled: [],
    abandoned: [],
    uploads: [],
    approvedApplications: [],
    activity: new Map(),
    titles: new Map(),
  };
}

let nextPerson = 1;

function person(username: string, email: string, password: string): Person {
  const n = nextPerson++;
  return {
    n,
    username,
    email,
    password,
    token: '',
    address: personAddress(n),
    busy: false,
    signIns: 0,
    holds: 0,
    payments: 0,
    uploads: 0,
  };
}

/** Tries a step of the preparation a few times: a cluster that answers 5xx now and then still gets its cast. */
const PREPARATION_ATTEMPTS = 5;

/** Signs `who` in; throws when the cluster keeps refusing, since the cast is needed to go on. */
async function signIn(client: SoakClient, who: Person): Promise<void> {
  let answer: Answer | null = null;
  for (let attempt = 0; attempt < PREPARATION_ATTEMPTS; attempt++) {
    answer = await client.send('sign in', 'POST', '/api/login', {
      body: { username: who.username, password: who.password },
      address: who.address,
    });
    who.signIns++;
    if (answer?.status === 200 && answer.token) {
      who.token = answer.token;
      return;
    }
  }
  throw new Error(`Sign-in of ${who.username} failed: ${answer?.status} ${JSON.stringify(answer?.body)}`);
}

/**
 * Before the clock starts: the admin and some demo guides sign in, each guide opens small sessions,
 * seekers sign up. All through the balancer.
 */
export async function prepareCast(client: SoakClient, size: WorkloadSize, ack: Acknowledged): Promise<Cast> {
  const accounts = JSON.parse(readFileSync(join(DEMO_DIR, 'accounts.json'), 'utf8'));
  const demoGuides: { username: string }[] = JSON.parse(readFileSync(join(DEMO_DIR, 'guides.json'), 'utf8'));
  const admin = person('admin', ADMIN.email, ADMIN.password);
  admin.username = ADMIN.email;
  await signIn(client, admin);

  const guides = demoGuides.slice(0, size.guides).map((g) => {
    const known = accounts.signIn.find((a: { username: string }) => a.username === g.username);
    return person(g.username, '', known?.password ?? accounts.crowdPassword);
  });
  await Promise.all(guides.map((guide) => signIn(client, guide)));

  const sessions: SoakSession[] = [];
  const renamed: SoakSession[] = [];
  for (const [index, guide] of guides.entries()) {
    // Late evenings some weeks ahead, one day apart: no demo session of the guide is there.
    for (let s = 0; s <= size.sessionsPerGuide; s++) {
      const created = await openSession(client, guide, {
        title: `Soak circle ${index + 1}.${s + 1}`,
        daysAhead: 30 + s,
        capacity: s === size.sessionsPerGuide ? 50 : size.capacity,
      });
      if (s === size.sessionsPerGuide) renamed.push(created);
      else sessions.push(created);
    }
  }

  const seekers: Person[] = [];
  const spares: Person[] = [];
  const tag = Math.random().toString(36).slice(2, 7);
  let signUps = 0;
  const register = async (into: Person[]) => {
    let answer: Answer | null = null;
    // A sign-up that failed is not sent again under the same name: it may have been written.
    for (let attempt = 0; attempt < PREPARATION_ATTEMPTS; attempt++) {
      const i = signUps++;
      const who = person(`soak_${tag}_${i}`, `soak.${tag}.${i}@luz.test`, SEEKER_PASSWORD);
      answer = await client.send('sign up', 'POST', '/api/register', {
        body: {
          username: who.username,
          email: who.email,
          password: who.password,
          role: 'student',
          name: `Soak ${i}`,
        },
        address: who.address,
        expect: [201],
      });
      if (answer?.status === 201 && answer.token) {
        who.token = answer.token;
        ack.registered.push(who.email);
        into.push(who);
        return;
      }
    }
    throw new Error(`Sign-up failed: ${answer?.status} ${JSON.stringify(answer?.body)}`);
  };
  for (let i = 0; i < size.seekers; i += 8) {
    await Promise.all(Array.from({ length: Math.min(8, size.seekers - i) }, () => register(seekers)));
  }
  for (let i = 0; i < 3; i++) await register(spares);

  const listed = await client.send('browse', 'GET', '/api/practitioners?pageSize=24');
  const guideIds: number[] = (listed?.body?.items ?? []).map((card: { id: number }) => card.id);
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 160, b: 120 } },
  })
    .png()
    .toBuffer();
  return { admin, guides, seekers, spares, sessions, renamed, guideIds, photo };
}

async function openSession(
  client: SoakClient,
  guide: Person,
  wanted: { title: string; daysAhead: number; capacity: number },
): Promise<SoakSession> {
  const weeksLater = 0;
  for (let attempt = 0; attempt < 20 + PREPARATION_ATTEMPTS; attempt++) {
    const input = {
      title: wanted.title,
      description: 'A circle opened by the cluster soak.',
      location: 'Rua da Rosa 12, Lisbon',
      modality: 'Sound Healing',
      sessionDate: lisbonDate(wanted.daysAhead + weeksLater * 7),
      startTime: '22:00',
      endTime: '22:45',
      price: 2500,
      capacity: wanted.capacity,
    };
    const answer = await client.send('guide opens a session', 'POST', '/api/sessions', {
      token: guide.token,
      body: { ...input, repeatWeeks: 1 },
      address: guide.address,
      expect: [201, 409],
    });
    if (answer?.status === 201) {
      const created = Array.isArray(answer.body) ? answer.body[0] : (answer.body.items?.[0] ?? answer.body);
      return { id: created.id, guide, input };
    }
    if (answer?.status !== 409) {
      throw new Error(
        `${guide.username} could not open a session: ${answer?.status} ${JSON.stringify(answer?.body)}`,
      );
    }
  }
  throw new Error(`${guide.username} found no free evening for a session`);
}

function lisbonDate(daysAhead: number): string {
  const when = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(when);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A seeker nobody else is acting as, or undefined when all are busy. */
function freeSeeker(cast: Cast, ok: (who: Person) => boolean = () => true): Person | undefined {
  for (let tries = 0; tries < 20; tries++) {
    const who = pick(cast.seekers);
    if (!who.busy && ok(who)) return who;
  }
  return undefined;
}

async function asPerson(who: Person | undefined, work: (who: Person) => Promise<void>): Promise<void> {
  if (!who) return;
  who.busy = true;
  try {
    await work(who);
  } finally {
    who.busy = false;
  }
}

/** One visitor's look around: explore, a guide's page and their sessions, sometimes a page of the app. */
async function browse(client: SoakClient, cast: Cast): Promise<void> {
  const address = personAddress(100_000 + Math.floor(Math.random() * 50_000));
  await client.send('browse', 'GET', `/api/practitioners?page=${1 + Math.floor(Math.random() * 2)}`, {
    address,
  });
  if (cast.guideIds.length === 0) return;
  const id = pick(cast.guideIds);
  await client.send('browse', 'GET', `/api/practitioners/${id}`, { address });
  await client.send('browse', 'GET', `/api/sessions?practitionerId=${id}&upcoming=true`, { address });
  if (Math.random() < 0.3) await client.send('browse', 'GET', `/practitioner/${id}`, { address });
}

async function search(client: SoakClient): Promise<void> {
  const address = personAddress(200_000 + Math.floor(Math.random() * 50_000));
  const query =
    Math.random() < 0.5 ? `q=${pick(SEARCH_WORDS)}` : `format=group&sort=price-asc&q=${pick(SEARCH_WORDS)}`;
  await client.send('search', 'GET', `/api/practitioners?${query}`, { address });
}

async function signInAgain(client: SoakClient, cast: Cast): Promise<void> {
  await asPerson(
    freeSeeker(cast, (who) => who.signIns < LIMITS.signIns),
    async (who) => {
      const answer = await client.send('sign in', 'POST', '/api/login', {
        body: { username: who.username, password: who.password },
        address: who.address,
      });
      who.signIns++;
      if (answer?.status === 200 && answer.token) who.token = answer.token;
      await client.send('browse', 'GET', '/api/user', { token: who.token, address: who.address });
    },
  );
}

/** Hold a spot, then pay for it (most of the time) or leave the checkout page. */
async function book(client: SoakClient, cast: Cast, ack: Acknowledged): Promise<void> {
  await asPerson(
    freeSeeker(cast, (who) => who.holds < LIMITS.holds && who.payments < LIMITS.payments),
    async (who) => {
      const session = pick(cast.sessions);
      who.holds++;
      const hold = await client.send('book', 'POST', '/api/create-checkout-session', {
        token: who.token,
        body: { sessionId: session.id },
        address: who.address,
        // 409: the session is full, or the seeker already has a place in it.
        expect: [201, 409],
      });
      if (hold?.status !== 201) return;
      ack.held.push(hold.body.bookingId);
      const reference = String(hold.body.checkoutUrl).split('/').pop();
      await client.send('pay', 'GET', `/api/checkout/${reference}`, {
        token: who.token,
        address: who.address,
      });
      if (Math.random() < 0.12) {
        const left = await client.send('leave checkout', 'POST', `/api/checkout/${reference}/cancel`, {
          token: who.token,
          address: who.address,
        });
        if (left?.status === 200) ack.abandoned.push(hold.body.bookingId);
        return;
      }
      who.payments++;
      const paid = await client.send('pay', 'POST', `/api/checkout/${reference}/pay`, {
        token: who.token,
        body: PAYING_CARD,
        address: who.address,
      });
      if (paid?.status === 200) ack.paid.push(hold.body.bookingId);
    },
  );
}

async function cancel(client: SoakClient, cast: Cast, ack: Acknowledged): Promise<void> {
  await asPerson(freeSeeker(cast), async (who) => {
    const mine = await client.send('cancel', 'GET', '/api/bookings', {
      token: who.token,
      address: who.address,
    });
    const items: { id: number; status: string }[] = Array.isArray(mine?.body)
      ? mine.body
      : (mine?.body?.items ?? []);
    const confirmed = items.filter((b) => b.status === 'confirmed' && ack.paid.includes(b.id));
    if (confirmed.length === 0) return;
    const booking = pick(confirmed);
    const answer = await client.send('cancel', 'POST', `/api/bookings/${booking.id}/cancel`, {
      token: who.token,
      address: who.address,
    });
    if (answer?.status === 200) ack.cancelled.push(booking.id);
  });
}

async function upload(client: SoakClient, cast: Cast, ack: Acknowledged): Promise<void> {
  const guide = pick(cast.guides);
  if (guide.uploads >= LIMITS.uploads) return;
  guide.uploads++;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(cast.photo)], { type: 'image/png' }), 'portrait.png');
  const answer = await client.send('upload', 'POST', '/api/uploads/gallery', {
    token: guide.token,
    form,
    address: guide.address,
    expect: [201],
  });
  if (answer?.status === 201) ack.uploads.push(answer.body.url);
}

/** Approve the next pending application, or deactivate or reactivate a spare seeker. */
async function administer(client: SoakClient, cast: Cast, ack: Acknowledged): Promise<void> {
  const { admin } = cast;
  if (admin.busy) return;
  admin.busy = true;
  try {
    await client.send('admin', 'GET', '/api/admin/metrics', { token: admin.token, address: admin.address });
    const pending = await client.send('admin', 'GET', '/api/admin/guide-applications/pending', {
      token: admin.token,
      address: admin.address,
    });
    const next: { id: number } | undefined = pending?.body?.items?.[0];
    if (next && Math.random() < 0.5) {
      const reviewed = await client.send('admin', 'PATCH', `/api/admin/guide-applications/${next.id}`, {
        token: admin.token,
        body: { status: 'approved' },
        address: admin.address,
      });
      if (reviewed?.status === 200) ack.approvedApplications.push(next.id);
      return;
    }
    const users = await client.send(
      'admin',
      'GET',
      `/api/admin/users?q=${cast.spares[0]!.username.split('_')[1]}`,
      {
        token: admin.token,
        address: admin.address,
      },
    );
    const rows: { id: number; email: string; isActive: boolean }[] = users?.body?.items ?? [];
    const spare = rows.find((row) => cast.spares.some((s) => s.email === row.email));
    if (!spare) return;
    const isActive = !spare.isActive;
    const changed = await client.send('admin', 'PATCH', `/api/admin/users/${spare.id}`, {
      token: admin.token,
      body: { isActive },
      address: admin.address,
    });
    if (changed?.status === 200) ack.activity.set(spare.id, isActive);
  } finally {
    admin.busy = false;
  }
}

/** The actions a worker chooses from, by weight. */
const ACTIONS: [number, (client: SoakClient, cast: Cast, ack: Acknowledged) => Promise<void>][] = [
  [30, browse],
  [14, (client) => search(client)],
  [8, signInAgain],
  [30, book],
  [8, cancel],
  [4, upload],
  [6, administer],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);

function chooseAction(): (typeof ACTIONS)[number][1] {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [weight, action] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0]![1];
}

/** `concurrency` workers act for as long as `going` says. */
export async function runWorkers(
  client: SoakClient,
  cast: Cast,
  ack: Acknowledged,
  concurrency: number,
  going: () => boolean,
): Promise<void> {
  const worker = async () => {
    while (going()) {
      await chooseAction()(client, cast, ack);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export interface Propagation {
  /** Each rename's time from the writer's 200 to the reader showing the new title, in ms. */
  delaysMs: number[];
  /** Renames the other process had not shown within the wait. */
  neverShown: number;
}

const SHOW_WAIT_MS = 10_000;

/**
 * A guide renames a session through one process (directly, not through the balancer), then
 * another process is asked until it shows the new title. Processes that are down are skipped.
 */
export async function runRenames(
  client: SoakClient,
  cast: Cast,
  ack: Acknowledged,
  processes: { url: string; running: boolean; name: string }[],
  going: () => boolean,
  propagation: Propagation,
): Promise<void> {
  let round = 0;
  while (going()) {
    round++;
    const up = processes.filter((p) => p.running);
    if (up.length >= 2) {
      const writer = up[round % up.length]!;
      const reader = up[(round + 1) % up.length]!;
      const session = cast.renamed[round % cast.renamed.length]!;
      const title = `Soak circle renamed ${round}`;
      const written = await client.send('rename', 'PATCH', `/api/sessions/${session.id}`, {
        token: session.guide.token,
        body: { ...session.input, title },
        address: session.guide.address,
        baseUrl: writer.url,
      });
      if (written?.status === 200) {
        session.input.title = title;
        ack.titles.set(session.id, title);
        const shownAfter = await waitUntilShown(client, reader.url, session.id, title);
        if (shownAfter === 'never') propagation.neverShown++;
        else if (shownAfter !== 'reader gone') propagation.delaysMs.push(shownAfter);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function waitUntilShown(
  client: SoakClient,
  readerUrl: string,
  sessionId: number,
  title: string,
): Promise<number | 'never' | 'reader gone'> {
  const started = client.now();
  while (client.now() - started < SHOW_WAIT_MS) {
    let shown: { title?: string } | null;
    try {
      const response = await fetch(`${readerUrl}/api/sessions/${sessionId}`, {
        signal: AbortSignal.timeout(2000),
      });
      shown = (await response.json()) as { title?: string } | null;
    } catch {
      // The reader was killed meanwhile: this rename is not timed.
      return 'reader gone';
    }
    if (shown?.title === title) return client.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return 'never';
}
