import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifySchema } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Registry } from 'prom-client';
import { PRODUCT_NAME } from '../contract/brand';
import type { RenderPage } from '../contract/first-screen';
import type { App } from './app-types';
import { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import { DEMO_LEGAL_ENTITY, type LegalEntity, type TrustProxy } from './config';
import type { ChangeNotices } from './db/change-notices';
import type { Database, Db } from './db/connection';
import { AccountDeletionService } from './features/account/account-deletion';
import { AccountExportService } from './features/account/account-export';
import { accountRoutes } from './features/account/routes';
import { AdminListService } from './features/admin/lists';
import { adminRoutes } from './features/admin/routes';
import { AdminUserService } from './features/admin/user-changes';
import { authRoutes } from './features/auth/routes';
import { AuthService } from './features/auth/service';
import { type BookingServices, createBookingServices } from './features/bookings/booking-services';
import { bookingRoutes } from './features/bookings/routes';
import { PaymentEventHandler } from './features/checkout/payment-events';
import { checkoutRoutes } from './features/checkout/routes';
import { CheckoutService } from './features/checkout/service';
import { MessageNotices } from './features/conversations/message-notices';
import { conversationRoutes } from './features/conversations/routes';
import { ConversationService } from './features/conversations/service';
import { EmailSettingsService, emailSettingsRoutes, UNSUBSCRIBE_PATH } from './features/email-settings';
import { favoriteRoutes } from './features/favorites/routes';
import { FavoriteService } from './features/favorites/service';
import { guideApplicationRoutes } from './features/guide-applications/routes';
import { GuideApplicationService } from './features/guide-applications/service';
import { guideDashboardRoutes } from './features/guide-dashboard/routes';
import { GuideDashboardService } from './features/guide-dashboard/service';
import { AdminJobService } from './features/jobs';
import { Listing } from './features/listings/listing';
import { listingRoutes } from './features/listings/routes';
import type { Mailer } from './features/mail/mailer';
import { newsletterRoutes } from './features/newsletter/routes';
import type { PaymentProvider } from './features/payments/payment-provider';
import { profileRoutes } from './features/profiles/routes';
import { ProfileService } from './features/profiles/service';
import { queueDueAgendas, queueDueReminders, ReminderEmails } from './features/reminders';
import { ReviewModerationService } from './features/reviews/review-moderation';
import { ReviewReplyService } from './features/reviews/review-replies';
import { ReviewReportService } from './features/reviews/review-reports';
import { reviewRoutes } from './features/reviews/routes';
import { ReviewService } from './features/reviews/service';
import { seoRoutes } from './features/seo/routes';
import { SeoService } from './features/seo/service';
import { ShareImages } from './features/seo/share-images';
import { sessionRoutes } from './features/sessions/routes';
import { SessionService } from './features/sessions/service';
import { SessionBookingList } from './features/sessions/session-bookings';
import { SessionCancellationService } from './features/sessions/session-cancellation';
import { statsRoutes } from './features/stats/routes';
import { ImageDecodeQueue } from './features/uploads/decode-queue';
import type { ImageStorage } from './features/uploads/image-storage';
import { uploadRoutes } from './features/uploads/routes';
import { UploadService } from './features/uploads/service';
import { answerFrameworkError, installErrorHandler } from './http/error-handler';
import { healthRoutes, Readiness } from './http/health-checks';
import { installMetrics, type MetricsOptions } from './http/metrics';
import { refuseNulCharacters } from './http/nul-characters';
import { markPrivateAnswers } from './http/private-answers';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { installRequestIds, requestIdOf } from './http/request-ids';
import { refuseForeignOrigins } from './http/same-origin';
import { installSecurityHeaders } from './http/security-headers';
import { readSessionCookie } from './http/session-cookie';
import { serveWebApp } from './http/web-app';
import { JobQueue, type RetryPolicy } from './jobs/job-queue';
import type { KeptInMemory } from './kept-in-memory';
import { loggerOptions } from './logging';
import { ServerMaintenance } from './maintenance';

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** Where uploaded images live (`imageStorageFrom`): the database, or an S3 bucket; served at /uploads/{name}. */
  imageStorage: ImageStorage;
  /** Whose X-Forwarded-For hops are believed (TRUST_PROXY); none when omitted. */
  trustProxy?: TrustProxy;
  /** Folder of the built web app; omitted, only the API is served. */
  webDistDir?: string;
  /**
   * The web app's server render (http/server-render.ts), once loaded; while it answers undefined, or
   * without it, every page arrives for the app to draw.
   */
  pageRenderer?: () => RenderPage | undefined;
  /** Where logs go; a silent logger in tests. */
  logger?: FastifyBaseLogger;
  /** Turns the per-route rate limits off (benchmarks of the API only). */
  rateLimits?: boolean;
  /** Takes and refunds payments: Luz's own checkout page, or Stripe. */
  payments: PaymentProvider;
  /** Luz's share of each payment, in percent (COMMISSION_PERCENT); 15 when omitted. */
  commissionPercent?: number;
  /** The company named on receipts (LEGAL_NAME, LEGAL_ADDRESS, TAX_ID); the demo company when omitted. */
  legalEntity?: LegalEntity;
  /** Commits of any process on the database; with them the listing keeps its answers between changes. */
  changeNotices?: ChangeNotices;
  /** Turns for decoding uploaded images; omitted, two at once and eight waiting. */
  imageDecodes?: ImageDecodeQueue;
  /** Prometheus metrics (METRICS_PORT, METRICS_TOKEN) and what they read; omitted, none are collected. */
  metrics?: MetricsOptions;
  /** The database as the job queue reaches it (`Database.jobs`). */
  jobDatabase: Database['jobs'];
  /** Off: this process writes jobs but never runs them (JOB_WORKERS=off); on when omitted. */
  jobWorkers?: boolean;
  /** How failed jobs are retried; the queue's default when omitted. */
  jobRetry?: RetryPolicy;
  /** Off: the maintenance sweep is not scheduled (tests ask for it); on when omitted. */
  jobSchedule?: boolean;
  /** How often an idle worker looks for jobs, in seconds (at least 0.5); pg-boss's default when omitted. */
  jobPollingIntervalSeconds?: number;
}

/** One registered route: what the authorization matrix and the fuzzing tests walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The zod schemas of its params, querystring and body, when it declares them. */
  schema?: FastifySchema;
}

export type LuzApp = App & {
  /** Cache chores a request starts and does not wait for (the explore index). */
  background: BackgroundTasks;
  /** Every side effect (emails, refunds, closing checkouts) and the scheduled sweep, as jobs in PostgreSQL. */
  jobs: JobQueue;
  /** Takes and refunds payments: the provider the app was built with. */
  payments: PaymentProvider;
  /** The booking lifecycle's services: reads, cancellations, refunds, emails, the sweeper. */
  bookings: BookingServices;
  checkout: CheckoutService;
  /** What the providers' webhook events do to bookings. */
  paymentEvents: PaymentEventHandler;
  /** The periodic chores (expired holds, ended sessions, expired rate-limit counters, unused images). */
  maintenance: ServerMaintenance;
  /** Every route the app answers, in the order it was registered (Fastify's HEAD twins of GETs included). */
  routeTable: readonly RegisteredRoute[];
  /** What the caches keyed by visitors' requests hold now (the listing answers only while kept). */
  keptInMemory(): { shareImages: KeptInMemory; listingAnswers?: KeptInMemory };
  /** What `/readyz` answers; told when the process begins to shut down. */
  readiness: Readiness;
  /** This app's Prometheus metrics, when they are collected. */
  metrics: Registry | undefined;
};

export const DEFAULT_COMMISSION_PERCENT = 15;

const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(deps: AppDeps): Promise<LuzApp> {
  const fastify = Fastify({
    loggerInstance: deps.logger ?? (pino(loggerOptions('info') as pino.LoggerOptions) as FastifyBaseLogger),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(deps.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 300 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  const routeTable: RegisteredRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema });
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  installErrorHandler(fastify);
  // Operations: a request id on every answer and log line, health checks, metrics (decision 043).
  // Services are given `fastify.log` from here on: the request's logger while they answer one.
  installRequestIds(fastify);
  const readiness = new Readiness({ db: deps.db, log: fastify.log });
  healthRoutes(fastify, readiness);
  refuseNulCharacters(fastify);

  const background = new BackgroundTasks(fastify.log);
  fastify.addHook('onClose', async () => background.drain());
  const jobs = new JobQueue({
    database: deps.jobDatabase.database,
    backend: deps.jobDatabase.backend,
    log: fastify.log,
    workers: deps.jobWorkers ?? true,
    retry: deps.jobRetry,
    schedule: deps.jobSchedule,
    pollingIntervalSeconds: deps.jobPollingIntervalSeconds,
  });
  // Running jobs end before the database closes (main.ts closes it after the app).
  fastify.addHook('onClose', () => jobs.stop());
  const metrics = installMetrics(fastify, deps.metrics && { jobs, ...deps.metrics });
  const secureCookies = deps.publicUrl.startsWith('https://');

  installSecurityHeaders(fastify, { https: secureCookies });
  await fastify.register(fastifyCompress, { threshold: 1024 });
  await fastify.register(fastifyCookie);
  markPrivateAnswers(fastify);
  if (deps.rateLimits !== false) {
    await fastify.register(fastifyRateLimit, {
      global: false,
      store: postgresRateLimitStore(deps.db, deps.clock),
    });
  }
  await fastify.register(fastifySwagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // A one-click unsubscribe is posted by the person's mail provider, from its own servers: its signed
  // token is the only authority it needs, and all it can do is switch an optional email off.
  refuseForeignOrigins(fastify, deps.publicUrl, ['/api/webhooks/stripe', UNSUBSCRIBE_PATH]);

  const auth = new AuthService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    jobs,
    publicUrl: deps.publicUrl,
  });

  fastify.decorateRequest('user', null);
  // Before validation, so admin routes can answer 401/403 before looking at what was sent.
  fastify.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionCookie(request);
    request.user = token ? await auth.userForSession(token) : null;
  });

  const { db, clock, publicUrl } = deps;
  const listing = await Listing.open({ db, clock, background, notices: deps.changeNotices });
  fastify.addHook('onClose', () => listing.close());
  const sessions = new SessionService({ db, clock, listing, images: deps.imageStorage, jobs });
  const reviews = new ReviewService({ db, clock, sessions, listing });
  const favorites = new FavoriteService({ db, listing });
  const seo = new SeoService({ db, listing, publicUrl });
  const guideApplications = new GuideApplicationService({
    db,
    clock,
    mailer: deps.mailer,
    jobs,
    publicUrl,
    listing,
  });
  const adminLists = new AdminListService({ db });
  const profiles = new ProfileService({ db, clock, listing });
  const { imageStorage } = deps;
  const uploads = new UploadService({
    storage: imageStorage,
    decodes: deps.imageDecodes ?? new ImageDecodeQueue(),
  });
  const { payments } = deps;
  const commissionPercent = deps.commissionPercent ?? DEFAULT_COMMISSION_PERCENT;
  const bookings = createBookingServices({
    db,
    clock,
    mailer: deps.mailer,
    jobs,
    payments,
    commissionPercent,
    publicUrl,
    log: fastify.log,
    listing,
    legalEntity: deps.legalEntity ?? DEMO_LEGAL_ENTITY,
  });
  const { outbox, maintenance: bookingMaintenance, guideBookings } = bookings;
  const guideDashboard = new GuideDashboardService({ db, sessions, guideBookings });
  const checkout = new CheckoutService({
    db,
    clock,
    payments,
    commissionPercent,
    publicUrl,
    outbox,
    maintenance: bookingMaintenance,
    log: fastify.log,
    listing,
  });
  const paymentEvents = new PaymentEventHandler({
    db,
    clock,
    payments,
    checkout,
    outbox,
    log: fastify.log,
    commissionPercent,
  });
  const sessionCancellation = new SessionCancellationService({
    db,
    clock,
    outbox,
    listing,
  });
  const adminUsers = new AdminUserService({
    db,
    clock,
    applications: guideApplications,
    listing,
    sessionCancellation,
  });

  authRoutes(fastify, auth, secureCookies);
  statsRoutes(fastify, db);
  guideApplicationRoutes(fastify, guideApplications);
  listingRoutes(fastify, listing);
  sessionRoutes(fastify, {
    sessions,
    cancellation: sessionCancellation,
    bookings: new SessionBookingList({ db, guideBookings }),
  });
  guideDashboardRoutes(fastify, guideDashboard);
  profileRoutes(fastify, profiles);
  await uploadRoutes(fastify, uploads, imageStorage);
  reviewRoutes(fastify, {
    reviews,
    replies: new ReviewReplyService({ db, clock, listing }),
    reports: new ReviewReportService({ db }),
  });
  favoriteRoutes(fastify, favorites);
  const conversations = new ConversationService({ db, clock, jobs });
  conversationRoutes(fastify, conversations);
  newsletterRoutes(fastify, db);
  const shareImages = new ShareImages(deps.webDistDir ?? '');
  seoRoutes(fastify, seo, shareImages);
  bookingRoutes(fastify, bookings);
  await checkoutRoutes(fastify, { checkout, paymentEvents, payments });
  const emailSettings = new EmailSettingsService({ db, clock, publicUrl });
  await emailSettingsRoutes(fastify, emailSettings);
  const messageNotices = new MessageNotices({
    db,
    conversations,
    settings: emailSettings,
    mailer: deps.mailer,
    publicUrl,
  });
  jobs.handle('message-notice-email', ({ data }) => messageNotices.send(data.messageId, data.recipientId));
  const reminders = new ReminderEmails({
    db,
    clock,
    mailer: deps.mailer,
    publicUrl,
    settings: emailSettings,
  });
  jobs.handle('booking-reminder-email', ({ data }) =>
    reminders.sendReminder(data.bookingId, new Date(data.startsAt)),
  );
  jobs.handle('guide-agenda-email', ({ data }) => reminders.sendAgenda(data.guideId, data.day));
  accountRoutes(fastify, {
    exports: new AccountExportService({ db, clock }),
    deletion: new AccountDeletionService({ db, clock, sessionCancellation, listing }),
    clock,
    db,
    secureCookies,
  });
  adminRoutes(fastify, {
    db,
    clock,
    lists: adminLists,
    users: adminUsers,
    applications: guideApplications,
    sessionCancellation,
    paymentReview: bookings.paymentReview,
    jobs: new AdminJobService({ db, jobs }),
    reviewModeration: new ReviewModerationService({ db, clock, listing }),
  });

  await serveWebApp(
    fastify,
    deps.webDistDir ?? '',
    (path, context) => seo.pageFor(path, context),
    deps.pageRenderer,
  );
  const keptInMemory = () => ({ shareImages: shareImages.kept, listingAnswers: listing.kept });
  const maintenance = new ServerMaintenance({
    db,
    clock,
    log: fastify.log,
    bookings: bookingMaintenance,
    images: imageStorage,
    reminders: {
      queue: async () => {
        const now = clock.now();
        return {
          reminders: await queueDueReminders(db, jobs, now),
          agendas: await queueDueAgendas(db, jobs, now),
        };
      },
    },
  });
  jobs.handle('maintenance-sweep', () => maintenance.sweep());
  await jobs.start();
  return Object.assign(fastify, {
    background,
    jobs,
    payments,
    bookings,
    checkout,
    paymentEvents,
    maintenance,
    routeTable,
    keptInMemory,
    readiness,
    metrics,
  });
}

/**
 * A number means that many proxies stand in front of Luz: the address the last of them appended is
 * the client's, and anything a client wrote further left is ignored. Fastify refuses a bare number
 * (it cannot tell a proxy from a client that connects directly), so the hop count goes in as a
 * function, as Express reads it.
 */
function trustProxyOption(
  value: TrustProxy | undefined,
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}
