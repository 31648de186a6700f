import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether it runs from src/ or from the built dist/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'migrations');
export const WEB_DIST_DIR = join(PROJECT_ROOT, 'dist', 'web');
export const SSR_DIST_DIR = join(PROJECT_ROOT, 'dist', 'ssr');
