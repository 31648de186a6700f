import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'luz-inline-css-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'assets', 'web-abc.css'), 'body{color:#123}');
  await writeFile(join(dist, 'assets', 'odd-abc.css'), 'a::after{content:"</style><script>"}');
  await writeFile(
    join(dist, 'assets', 'fonts-abc.css'),
    '@font-face{src:url(/assets/inter-latin-ext-wght-normal-x1.woff2)}' +
      '@font-face{src:url(/assets/inter-latin-wght-normal-x2.woff2)}' +
      '@font-face{src:url(/assets/inter-latin-wght-normal-x2.woff2)}',
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it('writes a built stylesheet into the page in place of its link', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/web-abc.css"></head>';
    expect(inlineStylesheets(html, dist)).toBe('<head><style>body{color:#123}</style></head>');
  });

  it('keeps the link of a stylesheet that is missing or could close the style element', () => {
    const missing = '<link rel="stylesheet" crossorigin href="/assets/gone-abc.css">';
    const odd = '<link rel="stylesheet" crossorigin href="/assets/odd-abc.css">';
    expect(inlineStylesheets(missing + odd, dist)).toBe(missing + odd);
  });

  it('preloads the Latin subset of each font the stylesheet uses, once', () => {
    const html = '<link rel="stylesheet" crossorigin href="/assets/fonts-abc.css">';
    expect(inlineStylesheets(html, dist)).toMatch(
      /^<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/inter-latin-wght-normal-x2.woff2" \/><style>/,
    );
  });

  it('leaves stylesheets from elsewhere alone', () => {
    const html = '<link rel="stylesheet" href="https://fonts.example/x.css">';
    expect(inlineStylesheets(html, dist)).toBe(html);
  });
});
