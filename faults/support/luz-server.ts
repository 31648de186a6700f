import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestHookAnswer, TestHookRequest } from '../../src/server/test-hooks';

/** The built server, as `npm start` runs it. */
export const SERVER_ENTRY = resolve('dist/server/main.js');

const STARTUP_TIMEOUT_MS = 180_000;

export interface LuzServerOptions {
  /** Shown in errors and logs. */
  name: string;
  /** The PostgreSQL database; omitted, the server opens the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** An existing folder to reuse (the embedded database across restarts); a fresh one otherwise. */
  dataDir?: string;
  /** More environment (Stripe keys…). */
  env?: Record<string, string>;
  /** How long the process may take to answer its first request. */
  startUpTimeoutMs?: number;
}

const running = new Set<ChildProcess>();

// However a test file ends, no server it started outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * One Luz process (dist/server/main.js) on its own port, started, killed and restarted as a test
 * says. Rate limits count per client address (TRUST_PROXY), so each simulated person presents their
 * own; email goes to the outbox under its data folder.
 */
export class LuzServer {
  private child: ChildProcess | undefined;

  private constructor(
    readonly options: LuzServerOptions,
    readonly port: number,
    readonly dataDir: string,
    private readonly ownsDataDir: boolean,
  ) {}

  static async start(options: LuzServerOptions): Promise<LuzServer> {
    const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'luz-faults-')));
    const server = new LuzServer(options, await freePort(), dataDir, options.dataDir === undefined);
    await server.restart();
    return server;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get outboxDir(): string {
    return join(this.dataDir, 'outbox');
  }

  get isRunning(): boolean {
    return this.child !== undefined;
  }

  /** Starts the process (again, on the same port and data) and waits until it answers. */
  async restart(): Promise<void> {
    if (this.child) throw new Error(`${this.options.name} is already running`);
    const { databaseUrl, env } = this.options;
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: databaseUrl ?? '',
        PUBLIC_URL: this.baseUrl,
        // Every simulated person connects from this machine and names their address in X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        DEMO_DATA: 'off',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'error',
        // The test asks the process to sweep (through the IPC channel) instead of waiting for its timer.
        TEST_HOOKS: 'on',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    this.child = child;
    await this.waitUntilUp(child);
  }

  /**
   * Runs the process's maintenance round (lapsed holds, ended sessions, refunds to send again) now, as its
   * minute timer would, and resolves when the round has ended.
   */
  async sweep(): Promise<void> {
    const child = this.child;
    if (!child) throw new Error(`${this.options.name} is not running`);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: TestHookAnswer) => {
        if (message.type !== 'swept') return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve();
      };
      const onExit = () => {
        child.off('message', onMessage);
        reject(new Error(`${this.options.name} exited before its sweep ended`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      const request: TestHookRequest = { type: 'sweep' };
      child.send(request);
    });
  }

  /** SIGKILL: no graceful anything, as when the machine or the orchestrator pulls the plug. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM: requests in flight finish and background email goes out; resolves with the exit code. */
  async stop(): Promise<number | null> {
    return this.signal('SIGTERM');
  }

  /** Stops the process if it runs and deletes its data folder when the server made it. */
  async dispose(): Promise<void> {
    if (this.child) await this.kill();
    if (this.ownsDataDir) await rm(this.dataDir, { recursive: true, force: true });
  }

  private async signal(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child) return null;
    const exited = new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
    child.kill(signal);
    const code = await exited;
    this.child = undefined;
    return code;
  }

  private async waitUntilUp(child: ChildProcess): Promise<void> {
    const timeout = this.options.startUpTimeoutMs ?? STARTUP_TIMEOUT_MS;
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        this.child = undefined;
        throw new Error(
          `${this.options.name} exited (${child.exitCode ?? child.signalCode}) before it answered`,
        );
      }
      try {
        if ((await fetch(`${this.baseUrl}/api/stats`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${this.options.name} did not answer within ${timeout} ms`);
  }
}

/** A TCP port nothing listens on now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}
