import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAnswerKey, FIRST_SCREEN_ANSWERS_ID, PAGE_CODE_ID } from '../../contract/first-screen';
import { GUIDE_NEXT_SESSIONS_ADDRESS } from '../../contract/signed-in-first-screens';
import { createPageRenderer } from '../../web/entry-server';
import { bookedSession } from '../testing/booking-fixtures';
import { createGuide, createSession } from '../testing/fixtures';
import { type TestClient, TestWorld } from '../testing/test-app';
import { SIGNED_IN_MODULES } from './server-render';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title data-static-head>Placeholder title</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

/** What the build's manifest says of the app's entry and My Bookings' code. */
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true },
  'main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_web.js'] },
  '_web.js': { file: 'assets/web.js' },
  [SIGNED_IN_MODULES['/practitioner/:id']![0]!]: { file: 'assets/booking-actions.js', isDynamicEntry: true },
  [SIGNED_IN_MODULES['/bookings']![0]!]: {
    file: 'assets/bookings.js',
    isDynamicEntry: true,
    imports: ['_web.js'],
  },
};

const EMPTY_ROOT = '<div id="root"></div>';

let world: TestWorld;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'luz-web-'));
  await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
  await mkdir(join(webDistDir, '.vite'));
  await writeFile(join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  world = await TestWorld.start({ webDistDir, renderPage: await createPageRenderer() });
});
afterAll(async () => {
  await world.close();
  await rm(webDistDir, { recursive: true, force: true });
});

/**
 * What the browser paints before any script runs (the markup inside #root), the API answers the page carries
 * for the app to start from, by address, and the script files it lists for its boot script.
 */
async function drawnPage(path: string, headers: Record<string, string> = {}, client = world.client()) {
  const res = await client.get(path, headers);
  const html = String(res.body);
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="module"'));
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">(.*?)</script>`,
  ).exec(html);
  const answers: Record<string, unknown> = block ? JSON.parse(block[1]!) : {};
  const code = new RegExp(`<script type="application/json" id="${PAGE_CODE_ID}">(.*?)</script>`).exec(html);
  return {
    status: res.status,
    headers: res.headers,
    html,
    root,
    answers,
    code: code ? JSON.parse(code[1]!) : [],
  };
}

/** A client signed in as `user` through the sign-in form's call. */
async function signIn(user: { username: string; password: string }): Promise<TestClient> {
  const client = world.client();
  const res = await client.post('/api/login', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return client;
}

describe('pages drawn by the server for signed-out visitors', () => {
  it('draws a guide’s page from the answers it carries: name, sessions and the way to book', async () => {
    const guide = await createGuide(world, { name: 'Inês Drawn' });
    await createSession(world, guide, { title: 'Gong bath by the river' });
    const { status, root } = await drawnPage(`/practitioner/${guide.id}`);
    expect(status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>Inês Drawn<\/h1>/);
    expect(root).toContain('Gong bath by the river');
    expect(root).toContain('Login to Book');
  });

  it('draws explore with its first page of guides, and the home page with its hero', async () => {
    const guide = await createGuide(world, { name: 'Rui Explored' });
    expect((await drawnPage('/explore')).root).toContain(guide.name);
    expect((await drawnPage('/')).root).toContain('Wellness</span> Experiences');
  });

  it('fetches the app’s scripts of a drawn page at low priority, after what the page shows', async () => {
    expect((await drawnPage('/about')).html).toContain(
      '<script type="module" fetchpriority="low" src="/assets/app.js"></script>',
    );
    expect((await drawnPage('/bookings')).html).toContain(
      '<script type="module" src="/assets/app.js"></script>',
    );
  });

  it('puts the pictures React preloads in the head, not inside #root', async () => {
    const { html, root } = await drawnPage('/');
    expect(root).not.toContain('<link ');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      '<link rel="preload" as="image" href="/logo-mark.svg"',
    );
  });

  it('draws the other public pages and the not-found page', async () => {
    for (const path of ['/about', '/resources', '/terms', '/privacy', '/cookies']) {
      expect((await drawnPage(path)).root, path).toContain('<main');
    }
    const missing = await drawnPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.root).toContain('<main');
  });

  it('leaves pages that need an account, and the account forms, to the app', async () => {
    expect((await drawnPage('/bookings')).root).toBe(EMPTY_ROOT);
    // A form sent before the app runs would put the password in the address.
    for (const path of ['/auth', '/signup', '/forgot-password', '/reset-password?token=x']) {
      expect((await drawnPage(path)).root, path).toBe(EMPTY_ROOT);
    }
  });
});

describe('pages drawn by the server for signed-in visitors', () => {
  it('draws My Bookings with the seeker’s own bookings, made and paid through checkout', async () => {
    const { client } = await bookedSession(world, { title: 'Breathwork at dawn' });
    const page = await drawnPage('/bookings', {}, client);
    expect(page.status).toBe(200);
    expect(page.root).toContain('Breathwork at dawn');
    expect(page.root).toContain('Total paid');
    // The header is the signed-in one: no way to log in.
    expect(page.root).not.toContain('>Log in</a>');
    expect(Object.keys(page.answers).sort()).toEqual(['/api/bookings?page=1', '/api/user']);
  });

  it('lists the code of a drawn page for its boot script to fetch once painted, and preloads none', async () => {
    const { client } = await world.signedIn();
    const drawn = await drawnPage('/bookings', {}, client);
    expect(drawn.code).toEqual(['/assets/main.js', '/assets/web.js', '/assets/bookings.js']);
    expect(drawn.html).not.toContain('modulepreload');
    const explore = await drawnPage('/explore');
    expect(explore.code).toEqual(['/assets/main.js', '/assets/web.js']);
    expect(explore.html).not.toContain('modulepreload');
    // A page the app draws preloads its code instead.
    const forTheApp = await drawnPage('/bookings');
    expect(forTheApp.code).toEqual([]);
    expect(forTheApp.html).toContain('<link rel="modulepreload" crossorigin href="/assets/main.js" />');
  });

  it('draws the guide dashboard’s figures and the admin panel’s metrics', async () => {
    const { guide, session } = await bookedSession(world, { title: 'Gong bath for the dashboard' });
    const dashboard = await drawnPage('/practitioner-dashboard', {}, await signIn(guide));
    expect(dashboard.root).toContain('Upcoming sessions');
    expect(dashboard.root).toContain(session.title);
    expect(dashboard.answers).toHaveProperty(['/api/practitioner/dashboard']);
    expect(dashboard.answers).toHaveProperty([apiAnswerKey(GUIDE_NEXT_SESSIONS_ADDRESS)]);

    const { client: admin } = await world.signedIn({ role: 'admin' });
    const panel = await drawnPage('/admin', {}, admin);
    expect(panel.root).toContain('Weekly Signups');
    expect(panel.root).toContain('Recent Applications');
    expect(panel.answers).toHaveProperty(['/api/admin/metrics']);
    expect(panel.answers).toHaveProperty(['/api/admin/guide-applications/pending?pageSize=5']);
  });

  it('leaves a signed-in seeker’s other pages to the app, with their user and the booking form’s code', async () => {
    const guide = await createGuide(world, { name: 'Joana Signed' });
    const { user, client } = await world.signedIn();
    const page = await drawnPage(`/practitioner/${guide.id}`, {}, client);
    expect(page.root).toBe(EMPTY_ROOT);
    expect(page.answers['/api/user']).toMatchObject({ id: user.id });
    expect(page.answers).toHaveProperty([`/api/practitioners/${guide.id}`]);
    expect(page.html).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-actions.js" />');
    expect((await drawnPage('/explore', {}, client)).root).toBe(EMPTY_ROOT);
  });

  it('leaves to the app the pages that are not the visitor’s, and carries none of their answers', async () => {
    const { client: seeker } = await world.signedIn();
    const admin = await drawnPage('/admin', {}, seeker);
    expect(admin.root).toBe(EMPTY_ROOT);
    expect(Object.keys(admin.answers)).toEqual(['/api/user']);

    const { client: waitingGuide } = await world.signedIn({ role: 'practitioner', isApproved: false });
    expect((await drawnPage('/practitioner-dashboard', {}, waitingGuide)).root).toBe(EMPTY_ROOT);
    // Only for signed-out visitors: the app sends a signed-in one home.
    expect((await drawnPage('/signup', {}, seeker)).root).toBe(EMPTY_ROOT);
  });

  it('gives each visitor a page of their own: two seekers’ pages never mix', async () => {
    const first = await bookedSession(world, { title: 'Only for the first seeker' });
    const second = await bookedSession(world, { title: 'Only for the second seeker' });
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? first : second)).map(async (booked) => ({
        booked,
        page: await drawnPage('/bookings', {}, booked.client),
      })),
    );
    for (const { booked, page } of pages) {
      const other = booked === first ? second : first;
      expect(page.html).toContain(booked.session.title);
      expect(page.html).not.toContain(other.session.title);
      expect(page.html).not.toContain(other.seeker.email);
      expect(page.answers['/api/user']).toMatchObject({ id: booked.seeker.id });
    }
  });

  it('never lets a shared cache keep a signed-in visitor’s page', async () => {
    const { client } = await bookedSession(world);
    for (const path of ['/bookings', '/explore', '/profile']) {
      const page = await drawnPage(path, {}, client);
      expect(page.headers['cache-control'], path).toBe('private, no-store');
      expect(page.headers.vary, path).toContain('cookie');
    }
    expect((await drawnPage('/explore')).headers['cache-control']).toBe('no-cache');
  });

  it('writes no one’s data into a signed-out page, nor into the page of a session that has ended', async () => {
    const { client, seeker } = await bookedSession(world, { title: 'A session nobody else sees' });
    for (const path of ['/', '/bookings', '/admin', '/explore']) {
      const page = await drawnPage(path);
      expect(page.answers, path).not.toHaveProperty(['/api/user']);
      expect(page.html, path).not.toContain(seeker.email);
      expect(page.html, path).not.toContain('A session nobody else sees');
    }
    const cookie = `luz_session=${client.cookie('luz_session')}`;
    expect((await client.post('/api/logout')).status).toBe(204);
    const ended = await drawnPage('/bookings', { cookie });
    expect(ended.root).toBe(EMPTY_ROOT);
    expect(ended.answers).toEqual({});
    expect(ended.headers['cache-control']).toBe('private, no-store');
  });
});

it('names modules of the web app that exist', () => {
  for (const module of Object.values(SIGNED_IN_MODULES).flat()) {
    expect(existsSync(fileURLToPath(new URL(`../../web/${module}`, import.meta.url))), module).toBe(true);
  }
});

describe('a server render that fails', () => {
  it('serves the page for the app to draw', async () => {
    const failing = await TestWorld.start({
      webDistDir,
      renderPage: () => {
        throw new Error('a screen that cannot be drawn');
      },
    });
    try {
      const res = await failing.client().get('/about');
      expect(res.status).toBe(200);
      expect(String(res.body)).toContain(EMPTY_ROOT);
    } finally {
      await failing.close();
    }
  });
});
