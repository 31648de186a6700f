import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import sharp from 'sharp';
import type { RenderPage } from '../contract/first-screen';
import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import type { Mailer } from './features/mail/mailer';
import { createOutboxMailer } from './features/mail/outbox-mailer';
import { createSmtpMailer } from './features/mail/smtp-mailer';
import { paymentProviderFrom } from './features/payments/provider-from-config';
import { importImageFolder } from './features/uploads/image-folder-import';
import { imageStorageFrom } from './features/uploads/image-storage-from-config';
import { startMetricsServer } from './http/metrics-server';
import { loadServerRender } from './http/server-render';
import { logDestination, loggerOptions } from './logging';
import { SSR_DIST_DIR, WEB_DIST_DIR } from './project-paths';
import { answerTestHooks } from './test-hooks';

// Between full collections V8 lets the heap grow to up to four times what survived the last one
// when collecting is cheap, as it is for a server whose requests leave only garbage: under load
// the process then held 300 to 350 MB. Growing by half keeps it near 210 MB at the same speed.
setFlagsFromString('--heap-growing-percent=50');
// libvips keeps recent operations' results for reuse, up to 50 MB. Luz never runs one twice on the
// same image (each upload is new; share images keep their own renders), so it would only hold on to
// the last uploads' pixels.
sharp.cache(false);

// Node 20 gets no security fixes since April 2026. `npm start` and every npm script run on the
// Node 24 that `npm install` puts in node_modules; a bare `node` of another version lands here.
const RUNTIME_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) < RUNTIME_MAJOR) {
  console.error(
    `Luz runs on Node ${RUNTIME_MAJOR} or newer (this is ${process.version}): start it with npm start.`,
  );
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A setting that is wrong stops the start with one line saying which, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions, logDestination());
// Migrations, demo data and the admin account, under one lock when several processes start together.
const database = await prepareDatabase(config, log);

const mailer: Mailer = config.smtpUrl
  ? createSmtpMailer(config.smtpUrl, config.mailFrom, { replyTo: config.mailReplyTo })
  : createOutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log, config.mailReplyTo);

const imageStorage = await imageStorageFrom(config, database.db, systemClock);
// Images of an install that kept them in a folder move into the storage once, under their old names.
await importImageFolder(join(config.dataDir, 'uploads'), imageStorage, log);

let renderPage: RenderPage | undefined;
const app = await buildApp({
  db: database.db,
  mailer,
  clock: systemClock,
  publicUrl: config.publicUrl,
  imageStorage,
  trustProxy: config.trustProxy,
  webDistDir: WEB_DIST_DIR,
  pageRenderer: () => renderPage,
  logger: log,
  rateLimits: config.rateLimits,
  payments: paymentProviderFrom(config),
  commissionPercent: config.commissionPercent,
  legalEntity: config.legalEntity,
  changeNotices: database.notices,
  metrics:
    config.metricsPort || config.metricsToken
      ? { token: config.metricsToken, pool: database.pool }
      : undefined,
  jobDatabase: database.jobs,
  jobWorkers: config.jobWorkers,
});
log.info({ payments: app.payments.name, jobWorkers: config.jobWorkers }, 'payments and jobs ready');

// In-flight requests finish, running jobs end (those waiting stay for the next process), then the
// database closes cleanly.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'shutting down after an error');
  else log.info({ signal }, 'shutting down');
  // `/readyz` answers 503 from now; a balancer that asks in the delay stops sending before the port closes.
  app.readiness.beginShutdown();
  if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  await metricsServer?.close();
  // Keep-alive connections that were busy when closing began go idle later; close them as they do.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
  await app.close();
  clearInterval(sweeper);
  await mailer.close?.();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
const metricsServer =
  app.metrics && config.metricsPort
    ? await startMetricsServer({ registry: app.metrics, port: config.metricsPort, host: config.host })
    : undefined;
if (metricsServer) log.info({ port: metricsServer.port }, 'metrics served on their own port');
if (config.testHooks && answerTestHooks(app.maintenance, process))
  log.warn('test hooks on: a sweep may be asked for');
log.info(`Luz is running at ${config.publicUrl}`);
// Loading every screen's code takes a moment that the first answers do not wait for: pages asked for
// meanwhile arrive for the app to draw.
loadServerRender(SSR_DIST_DIR).then(
  (loaded) => {
    renderPage = loaded;
  },
  (err) => log.error({ err }, 'could not load the server render: pages arrive for the app to draw'),
);
