import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import type { RenderPage } from '../../contract/first-screen';
import type { Role } from '../../contract/roles';
import { ROLE } from '../../contract/roles';
import { buildApp, type LuzApp } from '../app';
import type { LegalEntity, TrustProxy } from '../config';
import { type Database, openEmbeddedDatabase, openServerDatabase } from '../db/connection';
import { profiles, users } from '../db/schema';
import { hashPassword } from '../features/auth/password-hashing';
import { LISTING_CHANGED_CHANNEL } from '../features/listings/answer-cache';
import type { Mailer } from '../features/mail/mailer';
import { createSmtpMailer } from '../features/mail/smtp-mailer';
import { createLocalPaymentProvider } from '../features/payments/local-provider';
import type { PaymentProvider } from '../features/payments/payment-provider';
import type { ImageDecodeQueue } from '../features/uploads/decode-queue';
import { DatabaseImageStorage, type ImageStorage } from '../features/uploads/image-storage';
import type { MetricsOptions } from '../http/metrics';
import type { RetryPolicy } from '../jobs/job-queue';
import { databaseUrlFor, withAdminClient } from './global-setup';
import { LoopbackSmtpServer } from './loopback-smtp';
import { MarkedNotices } from './marked-notices';
import { TestClock } from './test-clock';

export const PUBLIC_URL = 'http://luz.test';
/** A failed job is retried at once, twice: a test drains the queue instead of waiting minutes. */
export const TEST_JOB_RETRY: RetryPolicy = { retryLimit: 2, retryDelay: 0, retryBackoff: false };
export const TEST_PASSWORD = 'correct-horse-battery';

export type DatabaseKind = 'embedded' | 'server';

/** Which database this run of the suite uses: PGlite always, the PostgreSQL server in the `postgres` project. */
export const databaseKind: DatabaseKind = process.env.LUZ_TEST_DB === 'server' ? 'server' : 'embedded';

/** Tests assert on the shape of whatever JSON an endpoint answered. */
// biome-ignore lint/suspicious/noExplicitAny: a response body of any shape
export type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * An error answer without its request id, which differs from request to request: to compare two
 * answers that must say the same thing (a hidden resource and a missing one, say).
 */
export function withoutRequestId(body: Json): Json {
  if (typeof body !== 'object' || body === null) return body;
  const { requestId: _requestId, ...rest } = body;
  return rest;
}

let nextAddress = 1;

/** A browser of one person: keeps its cookies and comes from its own address (rate limits count per address). */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  readonly remoteAddress = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  /**
   * `runJobs`: after each answer, the jobs the request wrote run before the next step of the test,
   * as a worker would run them moments later.
   */
  constructor(
    private readonly app: LuzApp,
    private readonly runJobs: () => boolean = () => false,
  ) {}

  /**
   * One request as this person's browser sends it: their cookies go with it, and the cookies of the answer are
   * kept. The answer comes as Fastify's inject gives it (the web app's route tests turn it into a fetch Response).
   */
  async send(options: {
    method: InjectOptions['method'];
    url: string;
    headers?: Record<string, string>;
    payload?: string | object;
  }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method: options.method,
      url: options.url,
      remoteAddress: this.remoteAddress,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
    for (const c of response.cookies) {
      if (!c.value || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0)
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    if (this.runJobs()) await this.app.jobs.drain();
    return response;
  }

  async request<T = Json>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const response = await this.send({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : (body as object) }),
    });
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: (type.includes('application/json') ? response.json() : response.body) as T,
      headers: response.headers,
    };
  }

  get<T = Json>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = Json>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body, headers);
  }
  patch<T = Json>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', url, body, headers);
  }
  delete<T = Json>(url: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, undefined, headers);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface NewUser {
  role?: Role;
  username?: string;
  email?: string;
  password?: string;
  name?: string | null;
  isApproved?: boolean;
  isActive?: boolean;
}

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
}

const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

let userCounter = 0;

/** Luz built in-process on a fresh copy of a migrated database, mailing through a loopback SMTP server. */
export class TestWorld {
  private constructor(
    readonly app: LuzApp,
    readonly database: Database,
    readonly clock: TestClock,
    readonly smtp: LoopbackSmtpServer,
    private readonly dropDatabase: () => Promise<void>,
    /** Where this world's uploaded images live: its database, unless the test gave another storage. */
    readonly imageStorage: ImageStorage,
    private readonly notices: MarkedNotices,
    /** Builds one more app like `app`, as another process would run it on the same database. */
    private readonly buildAnother: (imageStorage: ImageStorage) => Promise<LuzApp>,
  ) {}

  private readonly others: LuzApp[] = [];
  /**
   * On (the default), the jobs a request writes run as soon as it is answered; off, they wait in the
   * queue until the test drains it (`app.jobs.drain()`) or a worker takes them.
   */
  runJobsAfterRequests = true;

  get db() {
    return this.database.db;
  }

  /**
   * `webDistDir`: a folder with an index.html, to test the pages the server renders. `payments`:
   * another payment provider than Luz's own checkout (reach it as `world.app.payments`).
   * `publicUrl`: another address than PUBLIC_URL (an `https://` one turns on Secure cookies and HSTS).
   * `renderPage`: the web app's server render, to test the pages the server draws. `imageDecodes`:
   * turns for decoding uploads that the test can watch and fill.
   * `trustProxy`: whose X-Forwarded-For hops to believe, as TRUST_PROXY says (none by default).
   * `mailer`: another mailer than the loopback SMTP server's (which `smtp` then never hears from).
   * `imageStorage`: where uploaded images live, when not in the world's database (an S3 bucket).
   * `logger`: where the app's log goes (silent by default). `metrics`: collect Prometheus metrics.
   */
  static async start(
    options: {
      webDistDir?: string;
      renderPage?: RenderPage;
      payments?: PaymentProvider;
      commissionPercent?: number;
      /** The company named on receipts; the demo company when omitted. */
      legalEntity?: LegalEntity;
      publicUrl?: string;
      imageDecodes?: ImageDecodeQueue;
      trustProxy?: TrustProxy;
      mailer?: Mailer;
      imageStorage?: ImageStorage;
      logger?: FastifyBaseLogger;
      metrics?: MetricsOptions;
      /** On: the app's workers run jobs by themselves, as a process's do (off: jobs run when the test drains them). */
      jobWorkers?: boolean;
    } = {},
  ): Promise<TestWorld> {
    const { database, drop } = await openTestDatabase();
    const notices = new MarkedNotices(database.notices);
    const smtp = new LoopbackSmtpServer();
    const smtpUrl = await smtp.start();
    const clock = new TestClock();
    const imageStorage = options.imageStorage ?? new DatabaseImageStorage(database.db, clock);
    const build = (storage: ImageStorage) =>
      buildApp({
        db: database.db,
        mailer: options.mailer ?? createSmtpMailer(smtpUrl, 'Luz <hello@luz.test>'),
        clock,
        publicUrl: options.publicUrl ?? PUBLIC_URL,
        imageStorage: storage,
        webDistDir: options.webDistDir,
        pageRenderer: options.renderPage && (() => options.renderPage),
        logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
        payments: options.payments ?? createLocalPaymentProvider(),
        commissionPercent: options.commissionPercent,
        legalEntity: options.legalEntity,
        changeNotices: notices,
        imageDecodes: options.imageDecodes,
        trustProxy: options.trustProxy,
        metrics: options.metrics && { pool: database.pool, ...options.metrics },
        jobDatabase: database.jobs,
        jobWorkers: options.jobWorkers ?? false,
        jobRetry: TEST_JOB_RETRY,
        jobSchedule: false,
      });
    const app = await build(imageStorage);
    await app.ready();
    smtp.beforeWait = () => app.jobs.drain();
    return new TestWorld(app, database, clock, smtp, drop, imageStorage, notices, build);
  }

  /**
   * Resolves once the app has heard the change notices of everything committed so far: a notice
   * sent now reaches it after theirs, since PostgreSQL delivers them in commit order.
   */
  listingNoticesHeard(): Promise<void> {
    return this.notices.heardAfterAllBefore(this.db, LISTING_CHANGED_CHANNEL);
  }

  /**
   * From now until the returned function is called, the app hears no change notice: what it shows
   * of a change then comes from the writes it made itself, and a write straight to the database
   * stands for one whose notice is still on its way.
   */
  async muteListingNotices(): Promise<() => void> {
    await this.listingNoticesHeard();
    this.notices.muted = true;
    return () => {
      this.notices.muted = false;
    };
  }

  client(): TestClient {
    return new TestClient(this.app, () => this.runJobsAfterRequests);
  }

  async createUser(spec: NewUser = {}): Promise<CreatedUser> {
    const n = ++userCounter;
    const role = spec.role ?? ROLE.seeker;
    const username = spec.username ?? `${role}${n}_${randomBytes(2).toString('hex')}`;
    const email = spec.email ?? `${username.toLowerCase()}@example.com`;
    const password = spec.password ?? TEST_PASSWORD;
    const [row] = await this.db
      .insert(users)
      .values({
        username,
        email,
        role,
        passwordHash: await cachedHash(password),
        isGuide: role === ROLE.guide,
        isApproved: spec.isApproved ?? role !== ROLE.guide,
        isActive: spec.isActive ?? true,
      })
      .returning({ id: users.id });
    await this.db
      .insert(profiles)
      .values({ userId: row!.id, name: spec.name === undefined ? `Person ${n}` : spec.name });
    return { id: row!.id, username, email, password, role };
  }

  /** A client signed in as a new user of `spec`. */
  async signedIn(spec: NewUser = {}): Promise<{ user: CreatedUser; client: TestClient }> {
    const user = await this.createUser(spec);
    const client = this.client();
    const res = await client.post('/api/login', { username: user.username, password: user.password });
    if (res.status !== 200) throw new Error(`Sign-in of ${user.username} failed: ${res.status}`);
    return { user, client };
  }

  /**
   * Another app on this world's database, as a second process would run (its own caches and image
   * storage object); `imageStorage` when the other process reaches the images another way. Closed
   * with the world.
   */
  async anotherApp(imageStorage?: ImageStorage): Promise<LuzApp> {
    const storage =
      imageStorage ??
      (this.imageStorage instanceof DatabaseImageStorage
        ? new DatabaseImageStorage(this.db, this.clock)
        : this.imageStorage);
    const other = await this.buildAnother(storage);
    this.others.push(other);
    await other.ready();
    return other;
  }

  /** The names of every stored image. */
  async storedImageNames(): Promise<string[]> {
    const names: string[] = [];
    for await (const page of this.imageStorage.storedBefore(new Date('9999-12-31T00:00:00Z')))
      names.push(...page);
    return names.sort();
  }

  /** Everything is let go even when the app's own closing fails (as it does once its database is gone). */
  async close(): Promise<void> {
    try {
      for (const other of this.others) await other.close();
      await this.app.close();
    } finally {
      await this.smtp.stop();
      await this.database.close();
      await this.dropDatabase();
    }
  }
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (databaseKind === 'server') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const template = inject('postgresTemplateDatabase');
    if (!serverUrl || !template) throw new Error('The postgres project needs TEST_DATABASE_URL');
    const name = `${template}_f_${randomBytes(4).toString('hex')}`;
    await withAdminClient(serverUrl, (client) =>
      client.query(`create database ${name} template ${template}`),
    );
    const database = await openServerDatabase(databaseUrlFor(serverUrl, name), 5);
    return {
      database,
      drop: () =>
        withAdminClient(serverUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        ).then(() => {}),
    };
  }
  const dump = await readFile(inject('pgliteTemplatePath'));
  const database = await openEmbeddedDatabase({ loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}
