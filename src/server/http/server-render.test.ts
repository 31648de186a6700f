import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../web/entry-server';
import { createGuide, createSession } from '../testing/fixtures';
import { TestWorld } from '../testing/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title data-static-head>Placeholder title</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

const EMPTY_ROOT = '<div id="root"></div>';

let world: TestWorld;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'luz-web-'));
  await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
  world = await TestWorld.start({ webDistDir, renderPage: await createPageRenderer() });
});
afterAll(async () => {
  await world.close();
  await rm(webDistDir, { recursive: true, force: true });
});

/** What the browser paints before any script runs: the markup inside #root. */
async function drawnPage(path: string, headers: Record<string, string> = {}) {
  const res = await world.client().get(path, headers);
  const html = String(res.body);
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="module"'));
  return { status: res.status, html, root };
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
    for (const path of ['/about', '/resources']) {
      expect((await drawnPage(path)).root, path).toContain('<main');
    }
    const missing = await drawnPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.root).toContain('<main');
  });

  it('leaves pages that need an account, and every page of a signed-in visitor, to the app', async () => {
    expect((await drawnPage('/bookings')).root).toBe(EMPTY_ROOT);
    // A form sent before the app runs would put the password in the address.
    for (const path of ['/auth', '/signup', '/forgot-password', '/reset-password?token=x']) {
      expect((await drawnPage(path)).root, path).toBe(EMPTY_ROOT);
    }
    const { client } = await world.signedIn();
    const res = await client.get('/explore');
    expect(String(res.body)).toContain(EMPTY_ROOT);
  });
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
