import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = await mkdtemp(join(tmpdir(), 'luz-lifecycle-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const port = 3900 + (process.pid % 90);
const base = `http://127.0.0.1:${port}`;

function startServer(): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DEMO_DATA: 'off',
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/stats`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

const exitOf = (server: ChildProcess) =>
  new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it('finishes requests in flight on SIGTERM, exits cleanly, and keeps its data across a restart', async () => {
    const first = startServer();
    await waitUntilUp();
    const headers = { 'content-type': 'application/json' };
    const register = (username: string) =>
      fetch(`${base}/api/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password: 'secret12',
          role: 'student',
          name: 'Keeper',
        }),
      });
    expect((await register('settled')).status).toBe(201);
    const registrations = Array.from({ length: 8 }, (_, i) => register(`keeper${i}`));
    // Registrations hash passwords for a while: stop the server while they are running.
    await new Promise((r) => setTimeout(r, 30));
    const exited = exitOf(first);
    first.kill('SIGTERM');
    const answers = await Promise.allSettled(registrations);
    expect(await exited).toBe(0);
    const answered = answers
      .filter((a) => a.status === 'fulfilled')
      .map((a) => (a as PromiseFulfilledResult<Response>).value);
    for (const response of answered) expect([201, 503]).toContain(response.status);
    const created = answered.filter((r) => r.status === 201).length;

    const second = startServer();
    await waitUntilUp();
    const stats = await (await fetch(`${base}/api/stats`)).json();
    expect(stats.clients).toBe(1 + created);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'settled', password: 'secret12' }),
    });
    expect(login.status).toBe(200);
    const stopped = exitOf(second);
    second.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });
});
