/**
 * The cluster the soak runs: a fresh database on the PostgreSQL server, pgbouncer in front of it,
 * three built Luz processes (`dist/server/main.js`) through pgbouncer, haproxy in front of them and a
 * loopback SMTP server that keeps every email. Everything lives on 127.0.0.1 and in one temporary
 * folder, and is undone by the teardown however the run ends.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PROJECT_ROOT } from '../../src/server/project-paths';
import { LoopbackSmtpServer } from '../../src/server/testing/loopback-smtp';
import type { Teardown } from '../bench/teardown';
import { haproxyCfg, pgbouncerIni, pgbouncerUsers } from './templates';

export const BUILT_SERVER = join(PROJECT_ROOT, 'dist', 'server', 'main.js');
export const ADMIN = { email: 'soak-admin@luz.test', password: 'soak-admin-password-1' };

const START_TIMEOUT_MS = 180_000;
const PROCESS_COUNT = 3;

const children = new Set<ChildProcess>();
// However the run ends (a test runner's timeout included), no process it started outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Spawns a process of the cluster, remembered until it exits. */
function spawnChild(...args: Parameters<typeof spawn>): ChildProcess {
  const child = spawn(...args);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export interface ClusterOptions {
  /** The PostgreSQL server (any database on it): the soak creates its own database there. */
  serverUrl: string;
  /** The Luz processes' log level; their logs go to the temporary folder. */
  logLevel: string;
  /** Leave the temporary folder (configurations, logs) in place afterwards. */
  keepFiles?: boolean;
  /**
   * False: the processes' DATABASE_URL goes to PostgreSQL directly, pgbouncer is not started. Only to
   * tell a pooler problem from another; the soak's answer is the run through the pooler.
   */
  pooler: boolean;
}

export interface LuzProcess {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  running: boolean;
  /** SIGKILL: nothing graceful, as when a machine dies. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder, and waits until it answers. */
  start(): Promise<void>;
}

export interface Cluster {
  /** haproxy's address: every client request goes here. */
  url: string;
  /** Whether the processes reach PostgreSQL through pgbouncer. */
  pooler: boolean;
  processes: LuzProcess[];
  /** The soak's own connections to the database, straight to PostgreSQL, to count afterwards. */
  sql: pg.Pool;
  smtp: LoopbackSmtpServer;
  /** The GET haproxy checks the processes with. */
  healthPath: string;
  folder: string;
}

/** haproxy and pgbouncer must be installed (Debian: `apt-get install haproxy pgbouncer`). */
export function requireTools(): void {
  for (const tool of ['haproxy', 'pgbouncer']) {
    const found = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin'].some((dir) =>
      existsSync(join(dir, tool)),
    );
    if (!found) {
      throw new Error(
        `${tool} is missing: install it (apt-get install -y haproxy pgbouncer) before the cluster soak`,
      );
    }
  }
  try {
    accessSync(BUILT_SERVER);
  } catch {
    throw new Error(
      `${BUILT_SERVER} is missing: run \`npm run build\` first (\`npm run soak:cluster\` does)`,
    );
  }
}

export async function startCluster(teardown: Teardown, options: ClusterOptions): Promise<Cluster> {
  requireTools();
  const folder = await mkdtemp(join(tmpdir(), 'luz-soak-'));
  // pgbouncer refuses to run as root and drops to the postgres user, which must read its files.
  chmodSync(folder, 0o755);
  if (!options.keepFiles)
    teardown.add('temporary folder', () => rm(folder, { recursive: true, force: true }));

  const server = new URL(options.serverUrl);
  const database = `luz_soak_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withServer(options.serverUrl, (client) => client.query(`create database ${database}`));
  teardown.add('database', () =>
    withServer(options.serverUrl, (client) =>
      client.query(`drop database if exists ${database} with (force)`),
    ),
  );
  const directUrl = new URL(options.serverUrl);
  directUrl.pathname = `/${database}`;
  const sql = new pg.Pool({ connectionString: directUrl.toString(), max: 4 });
  sql.on('error', () => {});
  teardown.add('soak connections', () => sql.end());

  const user = decodeURIComponent(server.username || 'postgres');
  const pooledUrl = options.pooler
    ? await startPgbouncer(teardown, folder, {
        database,
        user,
        serverHost: server.hostname,
        serverPort: Number(server.port || 5432),
        password: decodeURIComponent(server.password),
      })
    : directUrl.toString();

  const smtp = new LoopbackSmtpServer();
  const smtpUrl = await smtp.start();
  teardown.add('smtp capture', () => smtp.stop());

  const haproxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${haproxyPort}`;
  const ports = await Promise.all(Array.from({ length: PROCESS_COUNT }, () => freePort()));
  const processes: LuzProcess[] = [];
  for (const [index, port] of ports.entries()) {
    const dataDir = join(folder, `luz-${index + 1}`);
    await mkdir(dataDir);
    processes.push(
      luzProcess(teardown, {
        name: `luz-${index + 1}`,
        port,
        dataDir,
        logFile: join(folder, `luz-${index + 1}.log`),
        env: {
          DATABASE_URL: pooledUrl,
          DATABASE_DIRECT_URL: directUrl.toString(),
          DEMO_DATA: 'on',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SMTP_URL: smtpUrl,
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: 'loopback',
          LOG_LEVEL: options.logLevel,
        },
      }),
    );
  }
  // The first process migrates the new database and loads the demo data; the others join it.
  await processes[0]!.start();
  await Promise.all(processes.slice(1).map((luz) => luz.start()));

  const healthPath = (await answers(`${processes[0]!.url}/readyz`)) ? '/readyz' : '/api/stats';
  await startHaproxy(teardown, folder, haproxyPort, processes, healthPath);
  return { url: publicUrl, pooler: options.pooler, processes, sql, smtp, healthPath, folder };
}

async function startPgbouncer(
  teardown: Teardown,
  folder: string,
  target: { database: string; user: string; serverHost: string; serverPort: number; password: string },
): Promise<string> {
  const port = await freePort();
  const authFile = join(folder, 'pgbouncer-users.txt');
  const ini = join(folder, 'pgbouncer.ini');
  await writeFile(authFile, pgbouncerUsers(target.user));
  await writeFile(
    ini,
    pgbouncerIni({
      port,
      serverHost: target.serverHost,
      serverPort: target.serverPort,
      database: target.database,
      user: target.user,
      authFile,
    }),
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawnChild(binary('pgbouncer'), [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: target.password ? { ...process.env, PGPASSWORD: target.password } : process.env,
  });
  const stderr = collect(child);
  teardown.addChild('pgbouncer', child);
  const url = `postgres://${encodeURIComponent(target.user)}@127.0.0.1:${port}/${target.database}`;
  await waitFor('pgbouncer', child, stderr, async () => {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  });
  return url;
}

async function startHaproxy(
  teardown: Teardown,
  folder: string,
  port: number,
  processes: LuzProcess[],
  healthPath: string,
): Promise<void> {
  const cfg = join(folder, 'haproxy.cfg');
  await writeFile(
    cfg,
    haproxyCfg({
      port,
      servers: processes.map((luz) => ({ name: luz.name, port: luz.port })),
      healthPath,
      pidFile: join(folder, 'haproxy.pid'),
    }),
  );
  execFileSync(binary('haproxy'), ['-c', '-q', '-f', cfg]);
  // -db: stay in the foreground, so the teardown stops it as a child.
  const child = spawnChild(binary('haproxy'), ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr = collect(child);
  teardown.addChild('haproxy', child);
  await waitFor('haproxy', child, stderr, () => answers(`http://127.0.0.1:${port}/api/stats`));
}

interface LuzProcessSettings {
  name: string;
  port: number;
  dataDir: string;
  logFile: string;
  env: Record<string, string>;
}

function luzProcess(teardown: Teardown, settings: LuzProcessSettings): LuzProcess {
  const url = `http://127.0.0.1:${settings.port}`;
  const log = createWriteStream(settings.logFile, { flags: 'a' });
  teardown.add(`${settings.name} log`, () => new Promise((resolve) => log.end(resolve)));
  let child: ChildProcess | undefined;
  let stopChildLater: (() => Promise<void>) | undefined;
  const luz: LuzProcess = {
    name: settings.name,
    port: settings.port,
    url,
    dataDir: settings.dataDir,
    running: false,
    async start() {
      if (child) throw new Error(`${settings.name} is already running`);
      const started = spawnChild(process.execPath, [BUILT_SERVER], {
        cwd: PROJECT_ROOT,
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: String(settings.port),
          DATA_DIR: settings.dataDir,
          ...settings.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout!.pipe(log, { end: false });
      started.stderr!.pipe(log, { end: false });
      const stderr = collect(started);
      child = started;
      stopChildLater = teardown.addChild(settings.name, started);
      await waitFor(settings.name, started, stderr, () => answers(`${url}/api/stats`));
      luz.running = true;
    },
    async kill() {
      const current = child;
      if (!current) return;
      luz.running = false;
      child = undefined;
      const exited = new Promise<void>((resolve) => {
        if (current.exitCode !== null || current.signalCode !== null) resolve();
        else current.once('exit', () => resolve());
      });
      current.kill('SIGKILL');
      await exited;
      await stopChildLater?.();
    },
  };
  return luz;
}

function binary(name: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return name;
}

/** The last lines a child wrote to stderr, to say why it did not start. */
function collect(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    text = (text + chunk).slice(-4000);
  });
  return () => text;
}

async function waitFor(
  name: string,
  child: ChildProcess,
  stderr: () => string,
  ready: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before it answered:\n${stderr()}`,
      );
    }
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(`${name} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${stderr()}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
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
