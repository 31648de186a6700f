/**
 * The built server (`dist/server/main.js`, what `npm start` runs) as a child process on a free
 * 127.0.0.1 port: how long it takes to answer, and how much memory it held.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT } from '../../src/server/project-paths';
import type { Teardown } from './teardown';

export const BUILT_SERVER = join(PROJECT_ROOT, 'dist', 'server', 'main.js');

/** Explore's first page: answered only once the database is open and migrated. */
const READY_PATH = '/api/practitioners';
const START_TIMEOUT_MS = 180_000;
const POLL_MS = 20;
const STDERR_KEPT_CHARS = 4000;

export interface RunningServer {
  url: string;
  pid: number;
  /** From spawning the process to its first 200 on explore. */
  startMs: number;
  /** Peak resident memory of the process so far (VmHWM), in MB; NaN where /proc is missing. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** The build the bench measures must be of the sources it records SQL from. */
export function requireBuiltServer(): void {
  const stamp = join(PROJECT_ROOT, 'dist', '.build-stamp');
  const builtAt = existsSync(BUILT_SERVER) && existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(
    ...['src', 'migrations'].flatMap((folder) =>
      readdirSync(join(PROJECT_ROOT, folder), { recursive: true, encoding: 'utf8' }).map(
        (file) => statSync(join(PROJECT_ROOT, folder, file)).mtimeMs,
      ),
    ),
  );
  if (builtAt < changedAt) {
    throw new Error('dist/ is missing or older than src/: run `npm run build` first (`npm run bench` does).');
  }
}

/**
 * Starts the built server with `settings` as its only configuration (nothing leaks in from the
 * bench's own environment) and waits for its first answer.
 */
export async function startBuiltServer(
  teardown: Teardown,
  name: string,
  settings: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...settings },
    // Request logs stay at the default level, as deployed, and go nowhere.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = teardown.addChild(name, child);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT_CHARS);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${signal ?? code}) before answering:\n${stderr}`)),
    ),
  );
  exited.catch(() => {});
  await Promise.race([waitForAnswer(`${url}${READY_PATH}`), exited]);
  const startMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    startMs,
    peakRssMb: () => peakRssMb(child.pid!),
    stop,
  };
}

async function waitForAnswer(url: string): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_MS);
  }
  throw new Error(`${url} did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
}

function peakRssMb(pid: number): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
