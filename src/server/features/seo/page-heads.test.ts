import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAddress,
  apiAnswerKey,
  EXPLORE_FIRST_PAGE_QUERY,
  FEATURED_GUIDES_QUERY,
  FIRST_SCREEN_ANSWERS_ID,
} from '../../../contract/first-screen';
import { createGuide, reviewGuide } from '../../testing/fixtures';
import { PUBLIC_URL, TestWorld } from '../../testing/test-app';
import { SCREEN_MODULES } from './service';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-static-head>Placeholder title</title>
    <meta
      data-static-head
      name="description"
      content="Placeholder description."
    />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

/** What the build's manifest says of index.html's boot script, the app's entry and the home screen's code. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js', '_boot.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_boot.js': { file: 'assets/boot.js', imports: ['_runtime.js'], dynamicImports: ['main.tsx'] },
  'main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_web.js', '_runtime.js'] },
  '_web.js': { file: 'assets/web.js', imports: ['_runtime.js'] },
  [SCREEN_MODULES.home]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['_web.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_web.js'] },
};

let world: TestWorld;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'luz-web-'));
  await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
  await mkdir(join(webDistDir, 'images', 'guides'), { recursive: true });
  await writeFile(
    join(webDistDir, 'images', 'guides', 'guide-01.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#135e63"/></svg>',
  );
  await mkdir(join(webDistDir, '.vite'));
  await writeFile(join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // A static copy in the build must neither clash with nor replace the one the server writes.
  await writeFile(join(webDistDir, 'robots.txt'), 'User-agent: *\nDisallow: /stale\n');
  world = await TestWorld.start({ webDistDir });
});
afterAll(async () => {
  await world.close();
  await rm(webDistDir, { recursive: true, force: true });
});

/** The head of a page as a crawler reads it: tags by name or property, and its JSON-LD. */
async function page(path: string) {
  const res = await world.client().get(path);
  const html = String(res.body);
  const head = html.slice(0, html.indexOf('</head>'));
  const content = (attribute: string, key: string) => {
    const tag = head.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
    return tag ? decode(tag[1]!) : undefined;
  };
  const jsonLd = head.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  const firstScreen = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">([\\s\\S]*?)</script>`),
  );
  return {
    status: res.status,
    html,
    title: decode(head.match(/<title data-static-head>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(head.match(/name="description"\s+content="([^"]*)"/)?.[1] ?? ''),
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    og: (key: string) => content('property', `og:${key}`),
    twitter: (key: string) => content('name', `twitter:${key}`),
    robots: content('name', 'robots'),
    jsonLd: jsonLd ? JSON.parse(jsonLd[1]!) : undefined,
    jsonLdText: jsonLd?.[1],
    firstScreenText: firstScreen?.[1],
    firstScreen: (firstScreen ? JSON.parse(firstScreen[1]!) : {}) as Record<string, unknown>,
  };
}

function decode(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('pages rendered with their own head', () => {
  it('gives the home page its title, description, canonical address and previews', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('Luz — Find trusted wellness & spiritual practitioners in Lisbon');
    expect(home.description).toMatch(/Lisbon/);
    expect(home.description).toMatch(/[Bb]ook/);
    expect(home.canonical).toBe(`${PUBLIC_URL}/`);
    expect(home.og('title')).toBe(home.title);
    expect(home.og('description')).toBe(home.description);
    expect(home.og('type')).toBe('website');
    expect(home.og('url')).toBe(`${PUBLIC_URL}/`);
    expect(home.og('image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(home.twitter('card')).toBe('summary_large_image');
    expect(home.twitter('title')).toBe(home.title);
    expect(home.twitter('image')).toBe(home.og('image'));
    expect(home.html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(home.html.match(/<title/g)).toHaveLength(1);
    expect(home.html.match(/name="description"/g)).toHaveLength(1);
  });

  it('gives explore its own title and description, with one canonical address whatever the filters', async () => {
    const explore = await page('/explore?category=Breathwork&q=gong');
    expect(explore.status).toBe(200);
    expect(explore.title).toBe('Explore Practitioners | Luz');
    expect(explore.description).toMatch(
      /search and filter a curated list of wellness and spiritual practitioners in Lisbon/i,
    );
    expect(explore.canonical).toBe(`${PUBLIC_URL}/explore`);
    expect(explore.og('url')).toBe(`${PUBLIC_URL}/explore`);
  });

  it("gives a guide's page their name, practice and place, a preview of their portrait and schema.org data", async () => {
    const guide = await createGuide(world, {
      name: 'Marta Figueiredo',
      category: 'Sound Healing',
      neighbourhood: 'Graça',
      shortBio: 'Gong baths and deep rest in a sunlit Graça studio.',
      profilePicUrl: '/images/guides/guide-01.svg',
      pricePerSession: 5500,
      modalities: ['Sound Healing', 'Meditation'],
    });
    const profile = await page(`/practitioner/${guide.id}`);
    expect(profile.status).toBe(200);
    expect(profile.title).toBe('Marta Figueiredo — Sound Healing in Graça, Lisbon | Luz');
    expect(profile.description).toBe('Gong baths and deep rest in a sunlit Graça studio.');
    expect(profile.canonical).toBe(`${PUBLIC_URL}/practitioner/${guide.id}`);
    expect(profile.og('type')).toBe('profile');
    expect(profile.og('image')).toBe(`${PUBLIC_URL}/share-images/images/guides/guide-01.png`);
    expect(profile.robots).toBeUndefined();
    // The portrait is the page's largest element: the browser fetches it alongside the app's code.
    expect(profile.html).toContain(
      '<link rel="preload" as="image" href="/images/guides/guide-01.svg" fetchpriority="high" />',
    );
    expect(profile.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Marta Figueiredo',
      description: 'Gong baths and deep rest in a sunlit Graça studio.',
      url: `${PUBLIC_URL}/practitioner/${guide.id}`,
      image: `${PUBLIC_URL}/share-images/images/guides/guide-01.png`,
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' },
      priceRange: '€55',
    });
    expect(profile.jsonLd.aggregateRating).toBeUndefined();

    // Written straight to the database, as another process would: the page shows it once the notice arrives.
    await reviewGuide(world, guide, [5, 4]);
    await expect
      .poll(async () => (await page(`/practitioner/${guide.id}`)).jsonLd.aggregateRating)
      .toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      });
  });

  it("gives a guide's page the bio in the page's language when the guide wrote one, never translated", async () => {
    const english = 'Gong baths and long silences in a sunlit Graça studio, for anyone who needs rest.';
    const portuguese =
      'Banhos de gongo e longos silêncios num estúdio soalheiro da Graça, para quem precisa de descanso.';
    const guide = await createGuide(world, {
      name: 'Teresa Vaz',
      shortBio: 'Gong baths in Graça.',
      bio: english,
      bioLocale: 'en',
      bioInOtherLocale: portuguese,
    });
    const inEnglish = await page(`/practitioner/${guide.id}`);
    expect(inEnglish.description).toBe('Gong baths in Graça.');
    expect(inEnglish.jsonLd.description).toBe('Gong baths in Graça.');

    // The short bio is in the bio's first language: a Portuguese reader gets the guide's own Portuguese bio.
    const inPortuguese = await page(`/pt/practitioner/${guide.id}`);
    expect(inPortuguese.description).toBe(portuguese);
    expect(inPortuguese.og('description')).toBe(portuguese);
    expect(inPortuguese.jsonLd.description).toBe(portuguese);
    expect(inPortuguese.firstScreen[`/api/practitioners/${guide.id}`]).toMatchObject({
      profile: { bio: portuguese, bioLocale: 'pt-PT', shortBio: null },
    });
  });

  it('gives the Terms, Privacy and Cookie pages their own titles, descriptions and canonical addresses', async () => {
    const expected = {
      '/terms': ['Terms of Use | Luz', /24-hour refund rule/],
      '/privacy': ['Privacy Policy | Luz', /download your data or delete your account/],
      '/cookies': ['Cookie Policy | Luz', /one cookie/],
    } as const;
    for (const [path, [title, description]] of Object.entries(expected)) {
      const policy = await page(path);
      expect(policy.status, path).toBe(200);
      expect(policy.title).toBe(title);
      expect(policy.description).toMatch(description);
      expect(policy.canonical).toBe(`${PUBLIC_URL}${path}`);
      expect(policy.og('title')).toBe(title);
      expect(policy.og('type')).toBe('website');
      expect(policy.robots).toBeUndefined();
    }
  });

  it('serves /practitioners/{id} with the canonical address of /practitioner/{id}', async () => {
    const guide = await createGuide(world, {
      name: 'João Tavares',
      neighbourhood: null,
      category: 'Energy Healing',
    });
    const profile = await page(`/practitioners/${guide.id}`);
    expect(profile.status).toBe(200);
    expect(profile.title).toBe('João Tavares — Energy Healing in Lisbon | Luz');
    expect(profile.canonical).toBe(`${PUBLIC_URL}/practitioner/${guide.id}`);
  });

  it('keeps text a guide wrote from breaking out of the page', async () => {
    const sneaky = '</script><script>alert("hi")</script> & <b>bold</b> $& $1';
    const guide = await createGuide(world, { name: 'Ana $& Co', shortBio: sneaky });
    const profile = await page(`/practitioner/${guide.id}`);
    expect(profile.html).not.toContain('<script>alert');
    expect(profile.html).not.toContain('<b>bold');
    expect(profile.jsonLdText).not.toContain('<');
    expect(profile.jsonLd.description).toBe(sneaky);
    expect(profile.firstScreenText).not.toContain('<');
    expect(profile.firstScreen[`/api/practitioners/${guide.id}`]).toMatchObject({
      profile: { shortBio: sneaky },
    });
    expect(profile.description).toBe(sneaky);
    expect(profile.title).toBe('Ana $& Co — Sound Healing in Graça, Lisbon | Luz');
  });

  it("writes the API answers a page's first screen draws from into it, as the API gives them", async () => {
    const guide = await createGuide(world, {
      name: 'Rita Gomes',
      profilePicUrl: '/images/guides/guide-01.svg',
    });
    const upcoming = `/api/sessions?practitionerId=${guide.id}&status=scheduled&upcoming=true`;
    const profile = await page(`/practitioner/${guide.id}`);
    expect(Object.keys(profile.firstScreen).sort()).toEqual(
      [`/api/practitioners/${guide.id}`, apiAnswerKey(upcoming)].sort(),
    );
    expect(profile.firstScreen[`/api/practitioners/${guide.id}`]).toEqual(
      (await world.client().get(`/api/practitioners/${guide.id}`)).body,
    );
    expect(profile.firstScreen[apiAnswerKey(upcoming)]).toEqual((await world.client().get(upcoming)).body);

    const firstPage = apiAddress('/api/practitioners', EXPLORE_FIRST_PAGE_QUERY);
    const explore = await page('/explore');
    const list = (await world.client().get(firstPage)).body;
    expect(explore.firstScreen).toEqual({ [apiAnswerKey(firstPage)]: list });
    expect(explore.html).toContain(
      `<link rel="preload" as="image" href="${list.items[0].photoUrl}" fetchpriority="high" />`,
    );
    // A filtered list is another list: the app asks for it.
    const filtered = await page('/explore?category=Breathwork');
    expect(filtered.firstScreen).toEqual({});
    expect(filtered.html).not.toContain('rel="preload" as="image"');

    const home = await page('/');
    // The app's and the home screen's code download with the page, not once scripts ask for them; what
    // index.html already loads is left out, and nothing is preloaded twice.
    const preloads = [...home.html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map(
      (match) => match[1],
    );
    expect(preloads.sort()).toEqual([
      '/assets/card.js',
      '/assets/home.js',
      '/assets/main.js',
      '/assets/web.js',
    ]);
    expect(Object.keys(home.firstScreen).sort()).toEqual(
      [apiAnswerKey(apiAddress('/api/practitioners', FEATURED_GUIDES_QUERY)), '/api/testimonials'].sort(),
    );
  });

  it('answers a guide who is not listed, or an id that is none, with the app and a 404 status', async () => {
    const unapproved = await createGuide(world, { isApproved: false });
    const seeker = await world.createUser();
    for (const path of [
      `/practitioner/${unapproved.id}`,
      `/practitioner/${seeker.id}`,
      '/practitioner/2000000000',
      '/practitioner/abc',
    ]) {
      const missing = await page(path);
      expect(missing.status).toBe(404);
      expect(missing.title).toBe('Practitioner not found | Luz');
      expect(missing.robots).toBe('noindex');
      expect(missing.html).toContain('<div id="root"></div>');
    }
  });

  it('leaves the other pages of the app as they are built, with the app’s code preloaded and the user', async () => {
    const { user, client } = await world.signedIn();
    // About has its own head now; the password page is served as built.
    const about = await client.get('/forgot-password');
    expect(about.status).toBe(200);
    const answers = /\s*<script type="application\/json" id="luz-first-screen">(.*?)<\/script>\s*/.exec(
      about.body,
    );
    expect(JSON.parse(answers![1]!)).toEqual({ '/api/user': expect.objectContaining({ id: user.id }) });
    expect(String(about.body).replace(answers![0], '')).toBe(
      INDEX_HTML.replace(
        '</head>',
        () =>
          '  <link rel="modulepreload" crossorigin href="/assets/main.js" />\n    <link rel="modulepreload" crossorigin href="/assets/web.js" />\n  </head>',
      ),
    );
    expect((await client.get('/no-such-page')).status).toBe(404);
  });

  it('tells the app that a visitor without a session is signed out, so it need not ask', async () => {
    const mark = '<meta name="luz-session" content="signed-out" />';
    for (const path of ['/', '/about', '/bookings', '/no-such-page']) {
      const res = await world.client().get(path);
      expect(String(res.body)).toContain(mark);
      expect(String(res.headers.vary)).toContain('cookie');
    }
    const { client } = await world.signedIn();
    expect(String((await client.get('/')).body)).not.toContain(mark);
  });

  it('compresses pages for browsers that accept it', async () => {
    const res = await world.client().get('/', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers['content-type'])).toContain('text/html');
  });
});

it('names screens of the web app that exist', () => {
  for (const screen of Object.values(SCREEN_MODULES)) {
    expect(existsSync(fileURLToPath(new URL(`../../../web/${screen}`, import.meta.url)))).toBe(true);
  }
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the public pages and every listed guide in both languages, with the date their profile last changed', async () => {
    const listed = await createGuide(world);
    const hidden = await createGuide(world, { isApproved: false });
    const res = await world.client().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/xml/);
    const xml = String(res.body);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    for (const path of ['/', '/explore', '/about', '/resources', '/terms', '/privacy', '/cookies']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}${path === '/' ? '/pt' : `/pt${path}`}</loc>`);
    }
    const guide = `${PUBLIC_URL}/practitioner/${listed.id}`;
    const portuguese = `${PUBLIC_URL}/pt/practitioner/${listed.id}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${guide}"/>` +
      `<xhtml:link rel="alternate" hreflang="pt-PT" href="${portuguese}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${guide}"/>`;
    const lastmod = '<lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod>';
    for (const loc of [guide, portuguese]) {
      expect(xml).toMatch(new RegExp(`<url><loc>${loc}</loc>${lastmod}${escapeRegExp(alternates)}</url>`));
    }
    expect(xml).not.toContain(`/practitioner/${hidden.id}<`);
  });

  it('names the page in each language: canonical, hreflang alternates and og:locale', async () => {
    const guide = await createGuide(world, { neighbourhood: 'Graça' });
    const english = String((await world.client().get(`/practitioner/${guide.id}`)).body);
    const res = await world.client().get(`/pt/practitioner/${guide.id}`);
    const portuguese = String(res.body);
    const en = `${PUBLIC_URL}/practitioner/${guide.id}`;
    const pt = `${PUBLIC_URL}/pt/practitioner/${guide.id}`;
    expect(res.status).toBe(200);
    expect(res.headers['content-language']).toBe('pt-PT');
    expect(portuguese).toMatch(/<html[^>]*\blang="pt-PT"/);
    expect(english).toMatch(/<html[^>]*\blang="en"/);
    expect(portuguese).toContain(`<link rel="canonical" href="${pt}" />`);
    expect(english).toContain(`<link rel="canonical" href="${en}" />`);
    for (const page of [english, portuguese]) {
      expect(page).toContain(`<link rel="alternate" hreflang="en" href="${en}" />`);
      expect(page).toContain(`<link rel="alternate" hreflang="pt-PT" href="${pt}" />`);
      expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${en}" />`);
    }
    expect(portuguese).toContain('<meta property="og:locale" content="pt_PT" />');
    expect(portuguese).toContain('<meta property="og:locale:alternate" content="en_GB" />');
    // The guide's category and the town of their place as each language names them.
    expect(portuguese).toMatch(/<title[^>]*>[^<]* — Terapia de som em Graça, Lisboa \| Luz<\/title>/);
    expect(english).toMatch(/<title[^>]*>[^<]* — Sound Healing in Graça, Lisbon \| Luz<\/title>/);
  });

  it('lets crawlers in, keeps them out of private pages and the API, and points at the sitemap', async () => {
    const res = await world.client().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    const lines = String(res.body).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/admin',
      '/bookings',
      '/profile',
      '/practitioner-dashboard',
      '/checkout/',
      '/dashboard',
      '/pt/bookings',
      '/pt/admin',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const open of [
      '/',
      '/explore',
      '/practitioner/',
      '/about',
      '/signup',
      '/terms',
      '/privacy',
      '/cookies',
    ]) {
      expect(lines).not.toContain(`Disallow: ${open}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /stale');
  });
});

describe('share images', () => {
  it('serves the SVG art as a 1200×630 PNG that link previews can show', async () => {
    const res = await world.app.inject({ method: 'GET', url: '/share-images/images/guides/guide-01.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('answers 404 for anything else, including paths that try to leave the images folder', async () => {
    for (const url of [
      '/share-images/images/guides/nope.png',
      '/share-images/images/../index.png',
      '/share-images/etc/passwd.png',
    ]) {
      expect((await world.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('keeps nothing for addresses of art the build does not have, however many are asked', async () => {
    const art = '/share-images/images/guides/guide-01.png';
    expect((await world.app.inject({ method: 'GET', url: art })).statusCode).toBe(200);
    const kept = world.app.keptInMemory().shareImages;
    expect(kept.entries).toBe(1);
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          world.app.inject({ method: 'HEAD', url: `/share-images/images/guides/missing-${batch}-${n}.png` }),
        ),
      );
      expect(answers.every((res) => res.statusCode === 404)).toBe(true);
    }
    expect(world.app.keptInMemory().shareImages).toEqual(kept);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the language of a page (decision 061)', () => {
  const portuguese = { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' };

  it('sends a first visit whose browser prefers Portuguese to the Portuguese page, query kept', async () => {
    const res = await world.client().get('/explore?q=reiki', portuguese);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/pt/explore?q=reiki');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect((await world.client().get('/', { 'accept-language': 'pt-BR' })).headers.location).toBe('/pt');
  });

  it('serves English to browsers that prefer it, to crawlers that say nothing, and Portuguese pages as asked', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'accept-language': 'en-GB,en;q=0.9,pt;q=0.5' },
      { 'accept-language': 'de-DE' },
      {},
    ]) {
      const res = await world.client().get('/explore', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-language']).toBe('en');
    }
    const res = await world.client().get('/pt/explore', { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    expect(String(res.body)).toMatch(/<html[^>]*\blang="pt-PT"/);
  });

  it('keeps the language chosen last: a visitor who chose English stays on English pages', async () => {
    const res = await world.client().get('/pt/explore');
    expect(String(res.headers['set-cookie'])).toMatch(/luz_lang=pt-PT/);
    const back = await world.client().get('/about', { cookie: 'luz_lang=pt-PT' });
    expect(back.headers.location).toBe('/pt/about');
    const english = await world.client().get('/about', { ...portuguese, cookie: 'luz_lang=en' });
    expect(english.status).toBe(200);
    expect(english.headers['content-language']).toBe('en');
  });

  it('gives About and Resources their own head in each language, named in both', async () => {
    const en = `${PUBLIC_URL}/about`;
    const pt = `${PUBLIC_URL}/pt/about`;
    const about = await page('/pt/about');
    expect(about.status).toBe(200);
    expect(about.title).toBe('Sobre nós | Luz');
    expect(about.description).toMatch(/terapeutas de bem-estar e espiritualidade em Lisboa/);
    expect(about.og('title')).toBe(about.title);
    expect(about.html).toMatch(/<html[^>]*\blang="pt-PT"/);
    expect(about.html).toContain(`<link rel="canonical" href="${pt}" />`);
    expect(about.html).toContain(`<link rel="alternate" hreflang="en" href="${en}" />`);
    expect(about.html).toContain(`<link rel="alternate" hreflang="pt-PT" href="${pt}" />`);
    expect(about.html).toContain(`<link rel="alternate" hreflang="x-default" href="${en}" />`);
    expect((await page('/about')).title).toBe('About | Luz');
    const resources = await page('/pt/resources');
    expect(resources.title).toBe('Recursos | Luz');
    expect(resources.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/pt/resources" />`);
    expect((await page('/resources')).title).toBe('Resources | Luz');
  });

  it("names explore and a guide in Portuguese on Portuguese pages, the guide's own words kept", async () => {
    expect((await page('/pt/explore')).title).toBe('Explorar terapeutas | Luz');
    expect((await page('/pt')).title).toMatch(/^Luz — Encontre terapeutas/);
    const guide = await createGuide(world);
    const profile = await page(`/pt/practitioner/${guide.id}`);
    expect(profile.og('image:alt')).toMatch(/^Retrato de /);
  });

  it('answers the 404 page of an unknown Portuguese address in Portuguese', async () => {
    const res = await world.client().get('/pt/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-language']).toBe('pt-PT');
  });
});
