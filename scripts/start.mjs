// `npm start`: builds Luz when the sources are newer than the last build, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'migrations', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.mjs'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(STAMP) && existsSync('dist/server/main.js') ? statSync(STAMP).mtimeMs : 0;
const changedAt = Math.max(...INPUTS.filter((p) => existsSync(p)).map(newestChange));
if (changedAt > builtAt) {
  console.log('Building Luz…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
