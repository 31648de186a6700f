import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z.enum(['on', 'off']);

/** Who issues receipts when nobody said: a demo company, for a fresh install to show a whole receipt. */
export const DEMO_LEGAL_ENTITY: LegalEntity = {
  legalName: 'Luz Wellness Marketplace, Lda. (demo)',
  address: 'Rua da Prata 80, 1100-415 Lisboa, Portugal',
  taxId: null,
};

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_DIRECT_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Luz <hello@luz.pt>'),
  MAIL_REPLY_TO: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default('off'),
  COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(15),
  LEGAL_NAME: z.string().max(200).default(DEMO_LEGAL_ENTITY.legalName),
  LEGAL_ADDRESS: z.string().max(500).default(DEMO_LEGAL_ENTITY.address),
  TAX_ID: z.string().max(50).optional(),
  DEMO_DATA: flag.optional(),
  RATE_LIMITS: flag.default('on'),
  TEST_HOOKS: flag.default('off'),
  JOB_WORKERS: flag.default('on'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(8000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL itself, when `databaseUrl` is a transaction-mode pooler (pgbouncer): LISTEN,
   * migrations and the start-up lock go here, and pooled statements go out unnamed.
   */
  databaseDirectUrl: string | undefined;
  publicUrl: string;
  /** Off, the number of proxies in front of Luz, or the proxies' addresses and CIDR ranges. */
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where replies to Luz's emails go; the support address when not set. */
  mailReplyTo: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Where uploaded images live when not in the database: an S3 bucket (AWS or S3-compatible). */
  s3: S3Config | undefined;
  commissionPercent: number;
  /** The company that takes the payments, as its receipts name it (LEGAL_NAME, LEGAL_ADDRESS, TAX_ID). */
  legalEntity: LegalEntity;
  /** undefined: load demo data only into a new, empty embedded database. */
  demoData: 'on' | 'off' | undefined;
  /** Off only to measure the API under load (`npm run bench`): sign-in and booking limits then go. */
  rateLimits: boolean;
  /** On only for the fault tests: the process that started this one may ask it to sweep now (`test-hooks.ts`). */
  testHooks: boolean;
  /** Off: this process only writes jobs and never runs them (a web-only process); another one must. */
  jobWorkers: boolean;
  admin: { email: string; password: string; username: string | undefined } | undefined;
  /** A port of its own serving only `/metrics`, bound to HOST; off when unset. */
  metricsPort: number | undefined;
  /** With it, `/metrics` on the main port answers requests carrying `Authorization: Bearer` it. */
  metricsToken: string | undefined;
  /** How long `/readyz` says 503 before the process stops taking requests, for a balancer to notice. */
  shutdownDelayMs: number;
  logLevel: string;
  production: boolean;
}

/** The company behind Luz, as receipts name it. */
export interface LegalEntity {
  legalName: string;
  address: string;
  /** Its tax number (NIF in Portugal), or null when not given. */
  taxId: string | null;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible server's address; AWS's own when undefined. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; with neither, the AWS SDK finds credentials itself (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Buckets addressed as `{endpoint}/{bucket}` rather than `{bucket}.{endpoint}`, as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/**
 * Whose `X-Forwarded-For` hops are believed: none (`false`), the last `n` hops (Luz is reachable only
 * through `n` proxies), or the hops added by proxies at these addresses, CIDR ranges or proxy-addr
 * names (`loopback`, `linklocal`, `uniquelocal`), comma-separated.
 */
export type TrustProxy = false | number | string;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new Error('Invalid configuration: DATABASE_DIRECT_URL goes with a DATABASE_URL (the pooler)');
  }
  // Stripe confirms payments only through signed webhooks: without the secret no booking would confirm.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new Error('Invalid configuration: S3_ENDPOINT and S3 credentials need S3_BUCKET');
  }
  // A hook that runs the server's chores on request belongs to tests, never to a server people use.
  if (e.TEST_HOOKS === 'on' && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: TEST_HOOKS is for tests and cannot be on in production');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
        }
      : undefined,
    commissionPercent: e.COMMISSION_PERCENT,
    legalEntity: { legalName: e.LEGAL_NAME, address: e.LEGAL_ADDRESS, taxId: e.TAX_ID ?? null },
    demoData: e.DEMO_DATA,
    rateLimits: e.RATE_LIMITS === 'on',
    testHooks: e.TEST_HOOKS === 'on',
    jobWorkers: e.JOB_WORKERS === 'on',
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, username: e.ADMIN_USERNAME }
        : undefined,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
  };
}

/**
 * Trusting every hop would let a client name any address it likes at the leftmost end of
 * X-Forwarded-For, and with it escape every per-address limit; so only a hop count or the proxies'
 * own addresses are accepted.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || ['false', 'off', '0'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (['true', 'on', 'yes', 'all', '*'].includes(value.toLowerCase()) || entries.some(coversEveryAddress)) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY=${value} would believe whatever address a client writes in X-Forwarded-For. ` +
        'Set the number of proxies in front of Luz (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
    );
  }
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY takes a number of proxies or their addresses, CIDR ranges, loopback, linklocal or uniquelocal; not ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
    );
  }
  return entries.join(',');
}

/** `0.0.0.0/0` and `::/0` are `true` under another name. */
function coversEveryAddress(entry: string): boolean {
  const range = entry.split('/')[1];
  return range !== undefined && (/^0+$/.test(range) || range === '0.0.0.0');
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What proxy-addr (Fastify's reader of X-Forwarded-For) accepts: an address, address/prefix or address/netmask. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}
