import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './luz-server';

export interface PgbouncerBinary {
  path: string;
  /** Major and minor: 1.21 and later can keep named statements, when asked to. */
  version: [number, number];
}

/** Debian's pgbouncer, when installed (`.ci/run` installs it). */
export function pgbouncerBinary(): PgbouncerBinary | undefined {
  for (const path of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) {
    try {
      const printed = execFileSync(path, ['--version'], { encoding: 'utf8' });
      const [, major = '0', minor = '0'] = /PgBouncer (\d+)\.(\d+)/.exec(printed) ?? [];
      return { path, version: [Number(major), Number(minor)] };
    } catch {
      // not there
    }
  }
  return undefined;
}

export interface Pgbouncer {
  /** `databaseUrl` with its host and port replaced by the pooler's. */
  urlFor(databaseUrl: string): string;
  /** What pgbouncer logged, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * pgbouncer in transaction mode in front of the PostgreSQL server of `serverUrl`, on a free port of
 * loopback, with `serverConnections` server connections per database and user: each transaction
 * gets whichever of them is free, as in production.
 */
export async function startPgbouncer(
  binary: PgbouncerBinary,
  serverUrl: string,
  serverConnections: number,
): Promise<Pgbouncer> {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'luz-pgbouncer-'));
  const user = decodeURIComponent(server.username || 'postgres');
  await writeFile(join(dir, 'userlist.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`);
  await writeFile(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'ignore_startup_parameters = extra_float_digits,options',
      'max_client_conn = 500',
      `default_pool_size = ${serverConnections}`,
      // Later versions can carry named statements across server connections; Luz must not need it.
      ...(binary.version[0] > 1 || binary.version[1] >= 21 ? ['max_prepared_statements = 0'] : []),
      '',
    ].join('\n'),
  );
  // pgbouncer refuses to run as root: it then runs as the postgres user, who must read its files.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(dir, 0o755);
    await chmod(join(dir, 'userlist.txt'), 0o644);
    await chmod(join(dir, 'pgbouncer.ini'), 0o644);
  }
  const child: ChildProcess = spawn(
    binary.path,
    [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  process.once('exit', () => child.kill('SIGKILL'));

  const urlFor = (databaseUrl: string) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}):\n${output}`);
    const probe = new pg.Client({ connectionString: urlFor(serverUrl) });
    try {
      await probe.connect();
      await probe.query('select 1');
      await probe.end();
      break;
    } catch (error) {
      await probe.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`pgbouncer did not answer: ${error}\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    urlFor,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
