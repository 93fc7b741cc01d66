/**
 * The API application: every controller of spec section 7 under /api, the OpenAPI description and its browsable
 * reference, one log line per request, and the error envelope. Built from its dependencies so tests run it in-process.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { answerCache } from './http/answer-cache.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { keptFacts } from './http/kept-facts.ts';
import { diaryCache } from './queries/diary-cache.ts';
import { CATALOG_PREFIXES, catalogETags } from './http/cache.ts';
import { errorBody, toErrorResponse } from './http/envelope.ts';
import type { AppDeps } from './http/deps.ts';
import { docsRoutes } from './http/docs.ts';
import { finishDocument } from './http/openapi.ts';
import { requestId, requestLog } from './http/request-log.ts';
import type { Log } from './lib/log.ts';
import { metricsRoute } from './http/metrics-route.ts';
import type { Metrics } from './ops/metrics.ts';
import { serveSite, serveUploads } from './site/static.ts';
import { branchRoutes } from './routes/branch.ts';
import { branchAvailabilityRoutes } from './routes/branch-availability.ts';
import { branchEmployeeRoutes } from './routes/branch-employee.ts';
import { blogRoutes } from './routes/blog.ts';
import { businessTypeRoutes } from './routes/business-type.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { categoryRoutes } from './routes/category.ts';
import { appointmentRoutes } from './routes/appointment.ts';
import { appointmentReadRoutes } from './routes/appointment-reads.ts';
import { salonDayRoutes } from './routes/salon-day.ts';
import { paymentRoutes } from './routes/payment.ts';
import { authRoutes } from './routes/auth.ts';
import { availabilityRoutes } from './routes/availability.ts';
import { ownerBranchRoutes } from './routes/owner-branches.ts';
import { teamRoutes } from './routes/team.ts';
import { businessRoutes } from './routes/business.ts';
import { ownerCatalogRoutes } from './routes/owner-catalog.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { branchSettingsRoutes } from './routes/branch-settings.ts';
import { manageRoutes } from './routes/manage.ts';
import { faqRoutes } from './routes/faq.ts';
import { usersRoutes } from './routes/users.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { serviceRoutes } from './routes/service.ts';
import { subscriptionDataRoutes, subscriptionTypeRoutes } from './routes/subscription.ts';
import { testimonialRoutes } from './routes/testimonial.ts';
import { HEALTH_PATH, healthRoutes } from './routes/health.ts';
import { depositRoutes } from './routes/deposits.ts';
import { messageRoutes } from './routes/messages.ts';
import { offerShortLinks, waitlistRoutes } from './routes/waitlist.ts';
import { reportRoutes } from './routes/reports.ts';
import { searchRoutes } from './routes/search.ts';
import { loadShedder, type ShedOptions } from './http/load-shed.ts';

export interface AppOptions {
  /** Where a line per request goes (none in tests). */
  log?: Log;
  /** The folder of the current site build; without it only the API is served. */
  site?: () => string | null;
  /** Given the app's own dependencies (diary and catalog signals wired): the server's background jobs start here. */
  withDeps?: (deps: AppDeps) => void;
  /** GET /metrics (issue 33): with a token, for whoever sends it as a bearer; without one, from this machine only. */
  metrics?: { metrics: Metrics; token?: string };
  /** Past capacity, a prompt 503 (server/http/load-shed.ts); off when not given (tests). */
  shed?: ShedOptions;
}

export function createApp(appDeps: AppDeps, options: AppOptions = {}) {
  // Catalog answers and branch schedules are kept in memory until a catalog write, here or (through the signal) in
  // another process; the generation counts those writes.
  const answers = answerCache();
  // Branches' busy times for the slot reads, dropped per branch by every booking change here or elsewhere; aged by
  // the app's clock, as the schedules are.
  const diary = diaryCache(() => appDeps.now().getTime());
  let generation = 0;
  const changed = () => {
    generation++;
    answers.invalidate();
  };
  appDeps.catalogSignal?.subscribe({
    changed,
    listening: (on) => {
      generation++;
      answers.setEnabled(on);
      diary.setEnabled(on);
    },
    diaryChanged: (branchId) => diary.changed(branchId),
  });
  const deps: AppDeps = {
    ...appDeps,
    catalogChanged: () => {
      changed();
      appDeps.catalogSignal?.publish();
      appDeps.catalogChanged?.();
    },
    catalogGeneration: () => generation,
    diaryChanged: (branchId) => {
      diary.changed(branchId);
      appDeps.catalogSignal?.publishDiary?.(branchId);
      appDeps.diaryChanged?.(branchId);
    },
    diary,
    kept: keptFacts(appDeps.db, appDeps.now, () => generation),
  };
  options.withDeps?.(deps);
  // Not strict about a trailing slash: the spec's clients call /api/Blog/Get/ and /api/BranchSubscription/.
  const app = new OpenAPIHono({ strict: false });
  app.use('*', requestId);
  if (options.metrics) {
    app.use('*', options.metrics.metrics.middleware);
    app.get('/metrics', metricsRoute(options.metrics.metrics, options.metrics.token));
  }
  if (options.log) app.use('*', requestLog(options.log, [HEALTH_PATH]));
  app.use('/api/*', secureHeaders());
  // Catalog lists are large JSON; gzip makes them a fraction on a slow network.
  app.use('/api/*', compressAnswers());
  app.use('/api/*', answers.middleware);
  if (options.shed) {
    const shed = loadShedder(options.shed, (path) => path === HEALTH_PATH);
    app.use('/api/*', shed.middleware);
    options.metrics?.metrics.watchQueue(shed.state);
  }
  // Public reads not kept in memory (slots, for one) still revalidate with an ETag.
  for (const prefix of CATALOG_PREFIXES) app.use(`${prefix}/*`, catalogETags());

  const site = options.site;
  app.route(
    HEALTH_PATH,
    healthRoutes(deps.db, () => (site ? (site() ? 'built' : 'building') : 'off')),
  );
  app
    .route('/api/Branch', branchRoutes(deps))
    .route('/api/Branch', availabilityRoutes(deps))
    .route('/api/BranchAvailability', branchAvailabilityRoutes(deps))
    .route('/api/BranchEmployee', branchEmployeeRoutes(deps))
    .route('/api/Category', categoryRoutes(deps))
    .route('/api/Service', serviceRoutes(deps))
    .route('/api/Testimonial', testimonialRoutes(deps))
    .route('/api/FAQ', faqRoutes(deps))
    .route('/api/Blog', blogRoutes(deps))
    .route('/api/BusinessType', businessTypeRoutes(deps))
    .route('/api/SubscriptionType', subscriptionTypeRoutes(deps))
    .route('/api/SubscriptionData', subscriptionDataRoutes(deps))
    .route('/api/Catalog', catalogRoutes(deps))
    .route('/api/Newsletter', newsletterRoutes(deps))
    .route('/api/Auth', authRoutes(deps))
    .route('/api/Users', usersRoutes(deps))
    .route('/api/Appointment', appointmentRoutes(deps))
    .route('/api/Appointment', appointmentReadRoutes(deps));
  const salonDay = salonDayRoutes(deps);
  app.route('/api/Appointment', salonDay.appointment).route('/api/BranchEmployee', salonDay.staff);
  app.route('/api/Manage', manageRoutes(deps)).route('/api/Branch', branchSettingsRoutes(deps));
  const business = businessRoutes(deps);
  app.route('/api/business', business.registration).route('/api/Business', business.owner);
  const ownerBranches = ownerBranchRoutes(deps);
  app.route('/api/Branch', ownerBranches.branch).route('/api/Business', ownerBranches.business);
  app.route('/api/Team', teamRoutes(deps));
  const ownerCatalog = ownerCatalogRoutes(deps);
  app
    .route('/api/Service', ownerCatalog.service)
    .route('/api/BranchEmployee', ownerCatalog.staff)
    .route('/api/BranchAvailability', ownerCatalog.hours);
  const messages = messageRoutes(deps);
  app.route('/api/Messages', messages.hooks).route('/api/Users', messages.choices).route('/m', messages.short);
  app.route('/api/Waitlist', waitlistRoutes(deps)).route('/w', offerShortLinks(deps));
  app.route('/api/Reports', reportRoutes(deps));
  const search = searchRoutes(deps);
  app.route('/api/Branch', search.branch).route('/api/Search', search.search);
  const deposit = depositRoutes(deps);
  app.route('/api/Service', deposit.service).route('/api/Appointment', deposit.appointment);
  const payment = paymentRoutes(deps);
  app.route('/api/Payment', payment.owner).route('/api/BranchSubscription', payment.subscription);
  if (deps.gateway.name === 'sandbox') app.route('/api/Payment/Sandbox', payment.sandbox);
  app.get('/uploads/*', serveUploads(deps.uploadsDir));
  if (!deps.production) app.route('/dev', devMailboxRoutes(deps.db));

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= finishDocument(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Salon marketplace API',
          version: '1.0.0',
          description:
            'Every answer is `{ status: "Success" | "Error", message?, data? }`. ' +
            'Errors carry the HTTP status and a message a person can read.',
          license: { name: 'Proprietary: Salonbook terms of use', url: new URL('/terms-of-use', deps.siteUrl).href },
        },
      }),
      new URL(deps.siteUrl).origin,
    );
    return c.json(document);
  });
  app.route('/api/docs', docsRoutes());

  app.all('/api/*', (c) => c.json(errorBody('No such API call.'), 404));
  if (options.site) {
    app.use('*', compress());
    app.get('*', serveSite(options.site));
  }
  app.onError(toErrorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
