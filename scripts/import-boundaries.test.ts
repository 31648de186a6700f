import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries of decision 032 live in biome.json. These tests copy that configuration into a small
 * project of their own, write one allowed and one forbidden import for each boundary, and read what Biome reports,
 * so a boundary that stops firing (a pattern that no longer matches, an override that shadows another) fails here
 * rather than going quiet in `npm run lint`.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

interface Finding {
  file: string;
  rule: string;
  boundary: string;
}

interface BiomeReport {
  diagnostics: { category: string; message: string; location: { path: string } }[];
}

const files: Record<string, string> = {
  // Allowed: other features through their public files, the shared parts through '@/', npm packages.
  'src/web/features/maps/index.ts': "export { mapTitle } from './api/get-map';\n",
  'src/web/features/maps/api/get-map.ts': "export const mapTitle = 'Lisbon';\n",
  'src/web/features/trips/trip-title.ts':
    "import { mapTitle } from '@/features/maps';\nexport const tripTitle = mapTitle;\n",
  'src/web/features/trips/components/trip-card.tsx': [
    "import { renderToString } from 'react-dom/server';",
    "import { mapTitle } from '@/features/maps';",
    "import { shout } from '@/lib/shout';",
    "import { tripTitle } from '../trip-title';",
    'export const card = () => renderToString(shout(mapTitle + tripTitle));',
    '',
  ].join('\n'),
  'src/web/lib/shout.ts':
    "import { LIMIT } from '@contract/limits';\nexport const shout = (text: string) => text.slice(0, LIMIT);\n",
  'src/contract/limits.ts':
    "import { z } from 'zod';\nimport { NAME } from './name';\nexport const LIMIT = z.number().parse(NAME.length);\n",
  'src/contract/name.ts': "export const NAME = 'Luz';\n",

  // Forbidden: one file per way of crossing a boundary.
  'src/web/lib/server-clock.ts': "import { clock } from '../../server/clock';\nexport const now = clock;\n",
  'src/contract/web-money.ts': "import { shout } from '@/lib/shout';\nexport const loud = shout;\n",
  'src/contract/server-types.ts':
    "import type { App } from '../server/app-types';\nexport type Server = App;\n",
  'src/web/features/trips/components/deep-import.tsx':
    "import { mapTitle } from '@/features/maps/api/get-map';\nexport const title = mapTitle;\n",
  'src/web/features/trips/components/deep-type.tsx':
    "import type { Map } from '@/features/maps/api/map-types';\nexport type TripMap = Map;\n",
  'src/web/features/trips/components/relative-leap.tsx':
    "import { mapTitle } from '../../maps/api/get-map';\nexport const title = mapTitle;\n",
  'src/web/features/trips/relative-leap.ts':
    "import { mapTitle } from '../maps/api/get-map';\nexport const title = mapTitle;\n",
  'src/web/lib/ring-a.ts': "import { b } from './ring-b';\nexport const a = () => b;\n",
  'src/web/lib/ring-b.ts':
    "import type { a } from './ring-a';\nexport const b = 1;\nexport type A = typeof a;\n",

  // Allowed on the server: another feature through its public file, its own files from a feature's tests, and a
  // feature's files from the composition root (app.ts), the test harness and tests outside features.
  'src/server/features/payments/index.ts':
    "export { provider } from './provider';\nexport type { Provider } from './provider-types';\n",
  'src/server/features/payments/provider.ts': "export const provider = 'local';\n",
  'src/server/features/payments/provider-types.ts': 'export type Provider = string;\n',
  'src/server/features/orders/service.ts': [
    "import { provider, type Provider } from '../payments';",
    "import { provider as same } from '../payments/index';",
    "import { clock } from '../../clock';",
    "import { total } from './order-total';",
    'export const order: Provider[] = [provider, same, String(clock + total)];',
    '',
  ].join('\n'),
  'src/server/features/orders/order-total.ts': 'export const total = 1;\n',
  'src/server/features/orders/service.test.ts':
    "import { total } from './order-total';\nimport { provider } from '../payments';\nexport const seen = [total, provider];\n",
  'src/server/clock.ts': 'export const clock = 0;\n',
  'src/server/app.ts': "import { total } from './features/orders/order-total';\nexport const app = total;\n",
  'src/server/testing/world.ts':
    "import { provider } from '../features/payments/provider';\nexport const world = provider;\n",
  'src/server/http/cookie.test.ts':
    "import { total } from '../features/orders/order-total';\nexport const seen = total;\n",

  // Forbidden on the server: another feature's files, from a feature (its tests and type-only imports included)
  // or from the server's shared parts.
  'src/server/features/orders/deep-import.ts':
    "import { provider } from '../payments/provider';\nexport const deep = provider;\n",
  'src/server/features/orders/deep-type.ts':
    "import type { Provider } from '../payments/provider-types';\nexport type Deep = Provider;\n",
  'src/server/features/orders/deep.test.ts':
    "import { provider } from '../payments/provider';\nexport const deep = provider;\n",
  'src/server/features/orders/steps/pay.ts':
    "import { provider } from '../../payments/provider';\nexport const pay = provider;\n",
  'src/server/http/cookie.ts':
    "import { total } from '../features/orders/order-total';\nexport const cookie = total;\n",
  'src/server/config.ts':
    "import { provider } from './features/payments/provider';\nexport const config = provider;\n",
  'src/server/db/seed/seed.ts':
    "import { total } from '../../features/orders/order-total';\nexport const seed = total;\n",

  // Public files that make two features import each other: a cycle, even through index.ts.
  'src/server/features/guides/index.ts': "export { guide } from './guide';\n",
  'src/server/features/guides/guide.ts':
    "import { rating } from '../ratings';\nexport const guide = () => rating;\n",
  'src/server/features/ratings/index.ts': "export { rating } from './rating';\n",
  'src/server/features/ratings/rating.ts':
    "import type { guide } from '../guides';\nexport const rating = 5;\nexport type Guide = typeof guide;\n",
};

function boundaryOf(message: string): string {
  return /^Boundary ([a-z-]+):/.exec(message)?.[1] ?? message;
}

/** Biome's findings over the project in `dir`, configured by the repository's biome.json. */
function lint(dir: string): Finding[] {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  // The catalogue plugins' files are not in the fixture project, and these fixtures are about imports only.
  config.overrides = config.overrides.filter((override: { plugins?: string[] }) => !override.plugins);
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits with 1 when it reports errors, which these fixtures are written to cause.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as BiomeReport;
  return report.diagnostics
    .filter(
      (d) =>
        d.category === 'lint/style/noRestrictedImports' || d.category === 'lint/suspicious/noImportCycles',
    )
    .map((d) => ({
      file: d.location.path,
      rule: d.category.replace(/^lint\/\w+\//, ''),
      boundary: d.category.endsWith('noImportCycles') ? 'no-cycle' : boundaryOf(d.message),
    }))
    .sort((x, y) => x.file.localeCompare(y.file));
}

describe('import boundaries in biome.json (decision 032)', () => {
  let dir: string;
  let findings: Finding[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'luz-boundaries-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'boundaries', type: 'module' }));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          moduleResolution: 'bundler',
          paths: { '@/*': ['./src/web/*'], '@contract/*': ['./src/contract/*'] },
        },
      }),
    );
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    findings = lint(dir);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each forbidden import of the web app and the contract with the boundary it crosses', () => {
    expect(findings.filter((finding) => !finding.file.startsWith('src/server/'))).toEqual([
      {
        file: 'src/contract/server-types.ts',
        rule: 'noRestrictedImports',
        boundary: 'contract-imports-contract',
      },
      {
        file: 'src/contract/web-money.ts',
        rule: 'noRestrictedImports',
        boundary: 'contract-imports-contract',
      },
      {
        file: 'src/web/features/trips/components/deep-import.tsx',
        rule: 'noRestrictedImports',
        boundary: 'feature-public-file',
      },
      {
        file: 'src/web/features/trips/components/deep-type.tsx',
        rule: 'noRestrictedImports',
        boundary: 'feature-public-file',
      },
      {
        file: 'src/web/features/trips/components/relative-leap.tsx',
        rule: 'noRestrictedImports',
        boundary: 'feature-public-file',
      },
      {
        file: 'src/web/features/trips/relative-leap.ts',
        rule: 'noRestrictedImports',
        boundary: 'feature-public-file',
      },
      { file: 'src/web/lib/ring-a.ts', rule: 'noImportCycles', boundary: 'no-cycle' },
      { file: 'src/web/lib/ring-b.ts', rule: 'noImportCycles', boundary: 'no-cycle' },
      { file: 'src/web/lib/server-clock.ts', rule: 'noRestrictedImports', boundary: 'web-not-server' },
    ]);
  });

  it("reports a server feature, or the rest of the server, reaching into a feature's files", () => {
    expect(findings.filter((finding) => finding.file.startsWith('src/server/'))).toEqual([
      { file: 'src/server/config.ts', rule: 'noRestrictedImports', boundary: 'server-feature-public-file' },
      {
        file: 'src/server/db/seed/seed.ts',
        rule: 'noRestrictedImports',
        boundary: 'server-feature-public-file',
      },
      { file: 'src/server/features/guides/guide.ts', rule: 'noImportCycles', boundary: 'no-cycle' },
      { file: 'src/server/features/guides/index.ts', rule: 'noImportCycles', boundary: 'no-cycle' },
      {
        file: 'src/server/features/orders/deep-import.ts',
        rule: 'noRestrictedImports',
        boundary: 'server-feature-public-file',
      },
      {
        file: 'src/server/features/orders/deep-type.ts',
        rule: 'noRestrictedImports',
        boundary: 'server-feature-public-file',
      },
      {
        file: 'src/server/features/orders/deep.test.ts',
        rule: 'noRestrictedImports',
        boundary: 'server-feature-public-file',
      },
      {
        file: 'src/server/features/orders/steps/pay.ts',
        rule: 'noRestrictedImports',
        boundary: 'server-feature-public-file',
      },
      { file: 'src/server/features/ratings/index.ts', rule: 'noImportCycles', boundary: 'no-cycle' },
      { file: 'src/server/features/ratings/rating.ts', rule: 'noImportCycles', boundary: 'no-cycle' },
      {
        file: 'src/server/http/cookie.ts',
        rule: 'noRestrictedImports',
        boundary: 'server-feature-public-file',
      },
    ]);
  });
});
