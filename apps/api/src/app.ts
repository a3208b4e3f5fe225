/** buildApp: the whole API as a Fastify plugin tree, without listen (tests and the server both build it). */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifySchemaCompiler, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { t } from '@nirog/shared/messages/catalogue';
import { nulPath } from '@nirog/shared/schemas/fields';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuth, PUBLIC_ROUTE } from './plugins/auth.ts';
import { AppError, registerErrorHandling } from './plugins/errors.ts';
import { checkResponse, contractSerializerCompiler } from './plugins/contract.ts';
import { liveKitOrigins, registerSecurity } from './plugins/security.ts';
import { registerCompression } from './plugins/compression.ts';
import { healthRoutes, type Lifecycle } from './modules/health/health.routes.ts';
import { identityRoutes, sessionStarter } from './modules/identity/identity.routes.ts';
import { accountRoutes } from './modules/identity/account.routes.ts';
import { operatorRoutes } from './modules/identity/operators.routes.ts';
import { adminUserRoutes } from './modules/identity/admin-users.routes.ts';
import { createAdminUserService } from './modules/identity/admin-users.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createLoginLinkService } from './modules/identity/login-links.service.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { createAddressService } from './modules/address/address.service.ts';
import { gstRoutes } from './modules/gst/gst.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { locationAdminRoutes } from './modules/location/location-admin.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { profileDetailsRoutes } from './modules/profile/profile-details.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes.ts';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service.ts';
import { createDemoImageDrawer } from './modules/catalog/demo-images.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import { pricesAdminRoutes } from './modules/catalog/prices-admin.routes.ts';
import { createPricingAdmin } from './modules/catalog/pricing-admin.service.ts';
import { createOffersAdmin } from './modules/catalog/offers-admin.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { cartBulkRoutes } from './modules/cart/cart-bulk.routes.ts';
import { createCartBulkService } from './modules/cart/cart-bulk.service.ts';
import { reorderRoutes } from './modules/orders/reorder.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { fulfilmentRoutes } from './modules/orders/fulfilment.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoiceService } from './modules/invoices/invoices.service.ts';
import { createCreditNoteService } from './modules/invoices/credit-notes.service.ts';
import { createAfterOrderService, type OnlineRefunder } from './modules/orders/after-order.service.ts';
import { createOrderService } from './modules/orders/orders.service.ts';
import { createCouponService } from './modules/coupons/coupons.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createSchemeService } from './modules/schemes/schemes.service.ts';
import { schemeRoutes } from './modules/schemes/schemes.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createUploadService } from './modules/uploads/uploads.service.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { careRoutes } from './modules/care/care.routes.ts';
import { careDeskRoutes } from './modules/care/care-desk.routes.ts';
import { shareLinkRoutes } from './modules/links/links.routes.ts';
import { articleRoutes } from './modules/articles/articles.routes.ts';
import { createArticleService } from './modules/articles/articles.service.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { feedRoutes } from './modules/feeds/feeds.routes.ts';
import { createFeedService } from './modules/feeds/feeds.service.ts';
import { drawDemoFeedMedia } from './modules/feeds/feeds.seed.ts';
import { createFeedPreviews } from './modules/feeds/feeds.previews.ts';
import { quizRoutes } from './modules/quiz/quiz.routes.ts';
import { createQuizService } from './modules/quiz/quiz.service.ts';
import { quizAuthorRoutes } from './modules/quiz/quiz-author.routes.ts';
import { createQuizAuthorService } from './modules/quiz/quiz-author.service.ts';
import { certificateRoutes } from './modules/certificates/certificates.routes.ts';
import { createCertificateService } from './modules/certificates/certificates.service.ts';
import { createCertificateSweep } from './modules/certificates/certificate-sweep.ts';
import { partnerRoutes } from './modules/partner/partner.routes.ts';
import { createPartnerService, type PartnerService } from './modules/partner/partner.service.ts';
import { partnerCommissionHooks } from './modules/partner/partner-earnings.ts';
import { createPatientsService } from './modules/care/patients.service.ts';
import websocket from '@fastify/websocket';
import { webinarRoutes } from './modules/webinars/webinars.routes.ts';
import { createWebinarService } from './modules/webinars/webinars.service.ts';
import { createLiveHub, type LiveEvent } from './modules/webinars/webinars-live.ts';
import { UrlStreamProvider } from './providers/stream/url-stream.provider.ts';
import { learningRoutes } from './modules/learning/learning.routes.ts';
import { createLearningService } from './modules/learning/learning.service.ts';
import { olympiadRoutes } from './modules/olympiad/olympiad.routes.ts';
import { createOlympiadService } from './modules/olympiad/olympiad.service.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { createAssistantService } from './modules/assistant/assistant.service.ts';
import { createEmbeddingIndex } from './modules/assistant/embeddings.ts';
import { createRetrieval } from './modules/assistant/retrieval.ts';
import { createSearchService } from './modules/assistant/search.service.ts';
import { embeddingProvider, llmProvider } from './providers/providers.ts';
import { knowledgeRoutes } from './modules/knowledge/knowledge.routes.ts';
import { createKnowledgeService } from './modules/knowledge/knowledge.service.ts';
import { createIllustrations } from './modules/knowledge/knowledge-illustrations.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createSettlementService } from './modules/orders/settlement.service.ts';
import { createReferralService } from './modules/rewards/referral.service.ts';
import { createPointsService } from './modules/rewards/points.service.ts';
import { rewardsRoutes } from './modules/rewards/rewards.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import { createOtpService } from './modules/identity/otp.service.ts';
import { createSessionService } from './modules/identity/session.service.ts';
import { resolveAppSecret, resolveStoredSecret } from './modules/identity/app-secret.ts';
import { createProviders, type Providers } from './providers/providers.ts';
import { withDltTemplates } from './providers/sms/sms.provider.ts';
import { createPaymentGateway } from './providers/providers.ts';
import type { PaymentGateway } from './providers/payments/payment-gateway.ts';
import { LocalGateway } from './providers/payments/local-gateway.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { localGatewayRoutes } from './modules/payments/local-gateway.routes.ts';
import { WEBHOOK_PATH, createPaymentsService } from './modules/payments/payments.service.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { createPrivacyService } from './modules/privacy/privacy.service.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createEarningsService, RELEASE_JOB, WEEKLY_PAYOUT_JOB } from './modules/payouts/earnings.service.ts';
import { createPayoutService } from './modules/payouts/payouts.service.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { payoutAccess } from './modules/payouts/payout-access.ts';
import { jobRoutes } from './jobs/jobs.routes.ts';
import { BACK_IN_STOCK_JOB, STOCK_IMPORT_JOB, createStockService } from './modules/stock/stock.service.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { createPubSub } from './db/pubsub.ts';
import type { HubEvent } from './modules/care/consultation-signal.ts';
import { localeFor, localeStore } from './lib/locale-context.ts';
import { registerApiEtags } from './plugins/api-etag.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationService } from './modules/notifications/notifications.service.ts';
import { DELIVER_JOB, createNotifier } from './modules/notifications/notify.ts';
import { createDeliveries } from './modules/notifications/deliveries.ts';
import { resolveVapidKeys } from './modules/notifications/vapid-keys.ts';
import type { PushProvider } from './providers/push/push.provider.ts';
import { WebPushProvider } from './providers/push/web-push.provider.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  providers?: Partial<Providers>;
  /** The payment gateway; by default chosen from config.payments (Razorpay, or the local gateway). */
  paymentGateway?: PaymentGateway;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Web push; by default the VAPID provider of config.webPush (null when it is off). */
  push?: PushProvider | null;
  /** The assistant's language model; by default the one config.llm names (none: extractive answers). */
  llm?: import('./providers/llm/llm.provider.ts').LlmProvider | null;
  /** Parse every reply with its route's response schema before sending it (tests; decision 018). */
  checkResponses?: boolean;
}

export interface AppState {
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    appState: AppState;
    /** The order service, for the server's sweeper and for tests. */
    orders: import('./modules/orders/orders.service.ts').OrderService;
    afterOrder: import('./modules/orders/after-order.service.ts').AfterOrderService;
    /** Refunds to the original payment method (set by the payments module). */
    onlineRefunder: OnlineRefunder | null;
    /** The payment gateway in use (tests reach the local gateway's webhook switch through it); null with PAYMENTS=off. */
    paymentGateway: PaymentGateway | null;
    /** The learning library (decision 068): `learning.onCourseCompleted(...)` is where the lms certificate hangs. */
    learning: import('./modules/learning/learning.service.ts').LearningService;
    /** Online payments: start, callback, webhooks, refunds; null with PAYMENTS=off. */
    payments: import('./modules/payments/payments.service.ts').PaymentsService | null;
    /** GST tax invoices, for the order pipeline and tests. */
    invoices: import('./modules/invoices/invoices.service.ts').InvoiceService;
    /** Certificates (decision 067): other areas issue through it; tests read it. */
    certificates: import('./modules/certificates/certificates.service.ts').CertificateService;
    /** Issues the certificates of webinars attended, olympiads ended and courses completed (decision 073). */
    certificateSweep: ReturnType<typeof import('./modules/certificates/certificate-sweep.ts').createCertificateSweep>;
    /** The partner and consultation earnings ledger (decision 072): other areas record earnings within their transactions. */
    earnings: import('./modules/payouts/earnings.service.ts').EarningsService;
    /** The job queue: modules define their jobs on it; each process runs a worker (decision 021). */
    jobs: import('./jobs/job-queue.ts').JobQueue;
    /** Settling delivered orders once their return window closed (decision 057), for the job and tests. */
    settlement: import('./modules/orders/settlement.service.ts').SettlementService;
    partner: import('./modules/partner/partner.service.ts').PartnerService;
    /** Tells a user something: the inbox, then SMS, email and web push as they chose (decision 054). */
    notify: import('./modules/notifications/notify.ts').Notify;
    /** notify() and, for jobs that retry themselves, notifyAndSend(). */
    notifier: import('./modules/notifications/notify.ts').Notifier;
  }
}

const REDACT = [
  'req.headers["access-token"]',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'mobileNumber',
  'otp',
  'token',
  'gst',
  '*.mobileNumber',
  '*.otp',
  '*.token',
  '*.gst',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  // Every value a schema checks is first refused if it holds a NUL character (spec section 5: text is printable).
  const nulCheckedValidator: FastifySchemaCompiler<unknown> = (route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data) => {
      const at = nulPath(data);
      if (at === null) return validate(data);
      const message = t('error.nulCharacter');
      return { error: new AppError('validation_failed', t('error.validation'), { fields: { [at || route.httpPart || '_']: message } }) };
    };
  };
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: process.env.TRUST_PROXY === '1',
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests are checked by zod (with the NUL check above); replies are written by fast-json-stringify from each
    // route's response schema (decision 018). Given here rather than with setValidatorCompiler/setSerializerCompiler
    // (which install the same factories), so Fastify does not load its default Ajv compilers, unused (decision 030).
    // Fastify's types describe Ajv's factory signature; it calls the factory and uses what it returns as the compiler.
    schemaController: { compilersFactory: { buildValidator: (() => nulCheckedValidator) as never, buildSerializer: (() => contractSerializerCompiler) as never } },
  });
  // Everything this request says is in the reader's language (decision 020).
  app.addHook('onRequest', (request, _reply, done) => localeStore.run(localeFor(request.headers.cookie, request.url), done));
  if (opts.checkResponses) app.addHook('preSerialization', checkResponse);
  app.decorate('appState', { lifecycle: { shuttingDown: false } });
  app.decorate('onlineRefunder', null);
  app.addHook('onSend', async (_request, reply) => {
    if (app.appState.lifecycle.shuttingDown) reply.header('connection', 'close');
  });

  const providers: Providers = { ...(await createProviders(config, database.db, app.log, opts.now)), ...opts.providers };
  providers.sms = withDltTemplates(providers.sms, config.smsDltTemplates);
  const secret = await resolveAppSecret(database.db, config.appSecret);
  const sessions = createSessionService(database.db, opts.now);
  const jobs = createJobQueue({ db: database.db, log: app.log, now: opts.now });
  const uploads = createUploadService({ db: database.db, storage: providers.storage, secret, jobs, now: opts.now });
  // Notifications (decision 054): every module that tells people things takes `notify` in its deps.
  const push = opts.push !== undefined ? opts.push : config.webPush.enabled ? new WebPushProvider(await resolveVapidKeys(database.db, config.webPush), config.webPush.subject) : null;
  const deliveries = createDeliveries({ db: database.db, sms: providers.sms, email: providers.email, push, dltTemplates: config.smsDltTemplates, publicUrl: config.publicUrl, log: app.log, now: opts.now });
  jobs.define<{ deliveryId: number }>(DELIVER_JOB, {
    maxAttempts: 8,
    backoffMs: 30_000,
    // Throws while another worker holds the delivery: the retry then finds it sent (or takes over an expired claim).
    run: async ({ deliveryId }) => void (await deliveries.deliver(deliveryId)),
  });
  const notifier = createNotifier({ db: database.db, jobs, deliver: deliveries.deliver, log: app.log, now: opts.now });
  const notify = notifier.notify;
  app.decorate('notify', notify);
  app.decorate('notifier', notifier);
  const otp = createOtpService({ db: database.db, sms: providers.sms, secret, demo: config.demo, now: opts.now, limits: { perNumber: config.otpSendsPerNumber, perIp: config.otpSendsPerIp } });
  // Certificates (decision 067), made before any area registers: the quiz, webinar, course (lms) and olympiad areas
  // issue them through `certificates.issue(tx, ...)` in the transaction that records the achievement.
  const certificates = createCertificateService({ db: database.db, secret: await resolveStoredSecret(database.db, 'certificate_secret', config.certificateSecret), now: opts.now });
  app.decorate('certificates', certificates);

  await app.register(cookie);
  // Public GETs get an ETag (and 304) from their JSON, before the per-route compressor turns it into a stream.
  registerApiEtags(app);
  // Before any route: the plugin wraps each route as it is added (the pages compress themselves, see platform.ts).
  await registerCompression(app);
  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    dev: config.nodeEnv === 'development',
    // Razorpay's hosted checkout is a form post to its own site.
    formTargets: config.payments.gateway === 'razorpay' ? ['https://api.razorpay.com'] : [],
    imageSources: providers.storage.direct ? [providers.storage.direct.origin] : [],
    chatHost: config.chatBot?.host ?? null,
    // The live page's LiveKit client calls the media server (wss, and https for its checks); decision 075.
    connectSources: config.livekit ? liveKitOrigins(config.livekit.url) : [],
  });
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Nirog platform API', version: '1', description: 'Every response is {status, entity, message}. Authenticate with the access-token header or the AUTH cookie (cookie writes also need the x-csrf-token header equal to the csrf cookie).' },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } } },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Session resolution runs for every /api request, including routes added outside the plugin below.
  registerAuth(app, sessions, config.publicUrl);
  app.decorate('jobs', jobs);
  // prom-client only when metrics are on (loaded here, not with the server: decision 030).
  if (config.metricsToken) (await import('./plugins/metrics.ts')).registerMetrics(app, { token: config.metricsToken, database, jobs });
  if (config.jobsPollMs > 0) {
    app.addHook('onReady', async () => jobs.start(config.jobsPollMs));
    app.addHook('preClose', async () => jobs.stop());
  }
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, lifecycle: app.appState.lifecycle });
      const coupons = createCouponService(database.db, opts.now);
      // Referral and reward points (decision 057): paid when an order settles (the orders.settle job below).
      const wallet = createWalletService(database.db);
      const referral = createReferralService({ db: database.db, wallet, notify, publicUrl: config.publicUrl, now: opts.now });
      await api.register(identityRoutes, { db: database.db, otp, sessions, secureCookies: config.secureCookies, coupons, referral });
      await api.register(operatorRoutes, { db: database.db });
      await api.register(auditRoutes, { db: database.db });
      await api.register(dashboardRoutes, { dashboard: createDashboardService({ db: database.db, now: opts.now }) });
      await api.register(referenceRoutes, { chatBot: config.chatBot });
      await api.register(locationRoutes, { db: database.db });
      await api.register(locationAdminRoutes, { db: database.db });
      await api.register(gstRoutes, { gst: providers.gst });
      const addressBook = createAddressService(database.db, providers.gst);
      await api.register(addressRoutes, { addresses: addressBook });
      await api.register(profileRoutes, { db: database.db });
      await api.register(profileDetailsRoutes, { db: database.db, uploads, email: providers.email, secret, now: opts.now });
      await api.register(uploadRoutes, { uploads });
      const catalog = createCatalogService(database.db);
      // The catalog's `reseller` listing is the partner module's (made below, once orders exist).
      let partner: PartnerService | null = null;
      await api.register(catalogRoutes, { db: database.db, catalog, reseller: { list: (user, filters, memberPatient) => partner!.productList(user, filters, memberPatient) } });
      await api.register(pricesAdminRoutes, { pricing: createPricingAdmin({ db: database.db, now: opts.now }), offers: createOffersAdmin({ db: database.db, now: opts.now }) });
      await api.register(catalogAdminRoutes, {
        admin: createCatalogAdminService({ db: database.db, storage: providers.storage, uploads, onChange: catalog.forgetListings }),
        storage: providers.storage,
        drawDemo: createDemoImageDrawer(database.db, providers.storage),
      });
      const schemes = createSchemeService({ db: database.db, catalog, now: opts.now });
      await api.register(schemeRoutes, { db: database.db, schemes });
      const cart = createCartService(database.db, catalog, schemes);
      const onlinePayments = config.payments.gateway !== 'off' || !!opts.paymentGateway;
      const orders = createOrderService({
        db: database.db,
        catalog,
        cart,
        wallet,
        coupons,
        uploads,
        onlinePayments,
        jobs,
        schemes,
        codConfirmation: { otp, abovePaise: config.codOtpAbovePaise },
        now: opts.now,
      });
      app.decorate('orders', orders);
      // Online orders not paid in time give back their stock, coupon and nirog money (also checked on every read of
      // the buyer's orders); refunds the gateway did not take are sent again. Once a minute, in one process.
      jobs.define('orders.expire-unpaid', { everyMs: 60_000, run: async () => void (await orders.expireUnpaid()) });
      jobs.define('orders.retry-refunds', { everyMs: 60_000, run: async () => void (await app.afterOrder.retryStaleRefunds()) });
      const adminUsers = createAdminUserService({ db: database.db, sessions, orders, wallet, now: opts.now });
      await api.register(accountRoutes, {
        db: database.db,
        users: adminUsers,
        loginLinks: createLoginLinkService(database.db, opts.now),
        startSession: sessionStarter(database.db, sessions, config.secureCookies),
      });
      await api.register(adminUserRoutes, { users: adminUsers });
      await api.register(cartRoutes, { db: database.db, cart, secureCookies: config.secureCookies, publicUrl: config.publicUrl });
      await api.register(orderRoutes, { db: database.db, orders });
      // Trade buying (decision 043): the quick order grid's bulk add and "order again".
      const bulk = createCartBulkService(database.db);
      await api.register(cartBulkRoutes, { db: database.db, bulk });
      await api.register(reorderRoutes, { db: database.db, bulk });
      const gateway = opts.paymentGateway ?? (await createPaymentGateway(config, database.db, secret, app.log, opts.now));
      const payments = gateway && createPaymentsService({
        db: database.db,
        gateway,
        expireUnpaid: (userId) => orders.expireUnpaid(userId),
        onRefundProcessed: (gatewayRefundId) => app.afterOrder.markGatewayRefundProcessed(gatewayRefundId),
        onPaidIn: (tx, order) => orders.paidIn(tx, order),
        returnPath: (order) => orders.returnPath(order),
        afterPaid: (orderId) => orders.afterPaid(orderId),
        log: app.log,
        now: opts.now,
      });
      app.decorate('paymentGateway', gateway);
      app.decorate('payments', payments);
      if (payments) app.onlineRefunder = { refund: payments.refund };
      await api.register(paymentRoutes, { db: database.db, payments, publicUrl: config.publicUrl });
      if (gateway instanceof LocalGateway) {
        await api.register(localGatewayRoutes, { gateway, publicUrl: config.publicUrl });
        // The local gateway's webhooks reach us in process, as Razorpay's reach us over HTTPS.
        gateway.connect(async (d) => (await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: d.body, headers: d.headers })).statusCode);
        app.addHook('preClose', async () => gateway.close());
      }
      const stock = createStockService({ db: database.db, jobs, notify, log: app.log, now: opts.now });
      const after = createAfterOrderService({ db: database.db, orders, wallet, stock, notify, refunder: () => app.onlineRefunder, log: app.log, publicUrl: config.publicUrl, now: opts.now });
      app.decorate('afterOrder', after);
      // Delivered orders settle once their return window closes; referral rewards and reward points pay out then.
      const settlement = createSettlementService({ db: database.db, log: app.log, now: opts.now });
      const points = createPointsService({ db: database.db, wallet, notify, now: opts.now });
      settlement.onSettled('referral', referral.onSettled);
      settlement.onSettled('points', points.onSettled);
      settlement.defineJob(jobs);
      app.decorate('settlement', settlement);
      await api.register(rewardsRoutes, { db: database.db, referral, points, now: opts.now });
      await api.register(fulfilmentRoutes, { after });
      const invoices = createInvoiceService({ db: database.db, storage: providers.storage, orders, log: app.log, now: opts.now });
      app.decorate('invoices', invoices);
      await api.register(invoiceRoutes, { invoices, creditNotes: createCreditNoteService({ db: database.db, storage: providers.storage, invoices, log: app.log }) });
      await api.register(verificationRoutes, { verification: createVerificationService({ db: database.db, uploads, now: opts.now }) });
      await api.register(walletRoutes, { wallet, now: opts.now });
      await api.register(privacyRoutes, { privacy: createPrivacyService({ db: database.db, otp, sessions, wallet, now: opts.now }) });
      await api.register(couponRoutes, { db: database.db, now: opts.now, cartFor: orders.couponCartFor });
      // Issue 25 parts 6-8 (decision 072): the earnings ledger, payout details and payouts; consultation fees paid
      // online enter it when the appointment is completed. Partner commission: see decision 072 (settlement hook).
      const earnings = createEarningsService({ db: database.db, now: opts.now });
      const payoutService = createPayoutService({ db: database.db, earnings, otp, verifier: providers.accountVerification, notify, now: opts.now });
      app.decorate('earnings', earnings);
      jobs.define(RELEASE_JOB, { everyMs: 15 * 60_000, run: async () => void (await earnings.releaseDue()) });
      jobs.define(WEEKLY_PAYOUT_JOB, { everyMs: 7 * 24 * 3_600_000, run: async () => void (await payoutService.weeklyRun()) });
      await api.register(payoutRoutes, { payouts: payoutService, earnings, access: payoutAccess(database.db) });
      await api.register(careRoutes, { db: database.db, uploads, sms: providers.sms, notifier, otp, cart, catalog, orders, afterOrder: after, onlinePayments, now: opts.now, jobs, publicUrl: config.publicUrl, consultationEarnings: payoutService });
      // Issue 8, parts 6-8: requests and leads, the doctor's desk, consultations.
      // The consultation rooms are relayed between processes over LISTEN/NOTIFY (decision 022).
      // One WebSocket plugin for the API's sockets (the consultation room, the webinars' live pages).
      await api.register(websocket, { options: { maxPayload: 64 * 1024 } });
      const signalBus = await createPubSub<HubEvent>(database, 'nirog_consultation_signal', app.log);
      app.addHook('onClose', async () => signalBus.close());
      await api.register(careDeskRoutes, { db: database.db, otp, sms: providers.sms, notifier, uploads, publicUrl: config.publicUrl, signalBus, now: opts.now });
      jobs.define<{ importId: number }>(STOCK_IMPORT_JOB, { maxAttempts: 1, run: async ({ importId }) => stock.applyImportBatches(importId) });
      jobs.define<{ packageIds: number[] }>(BACK_IN_STOCK_JOB, { maxAttempts: 5, backoffMs: 30_000, run: async ({ packageIds }) => { for (const id of packageIds) await stock.notifyBackInStock(id); } });
      await api.register(stockRoutes, { stock });
      await api.register(jobRoutes, { jobs });
      await api.register(shareLinkRoutes, { db: database.db, publicUrl: config.publicUrl, now: opts.now, jobs, signedUrl: uploads.signedUrl });
      // Issue 20: health articles and the editors' desk (decisions 046, 047).
      await api.register(articleRoutes, { articles: createArticleService({ db: database.db, storage: providers.storage, uploads, now: opts.now }) });
      await api.register(eventRoutes, { db: database.db, now: opts.now });
      // Issue 20 part 2: the glossary, treatments, health conditions and services (decisions 048, 049).
      await api.register(knowledgeRoutes, { knowledge: createKnowledgeService({ db: database.db }), illustrations: createIllustrations({ storage: providers.storage }) });
      await api.register(notificationRoutes, { inbox: createNotificationService({ db: database.db, pushHosts: config.webPush.extraHosts, now: opts.now }), pushPublicKey: push?.publicKey ?? null });
      // Issue 21 parts 2 and 3 (decision 055): support tickets, "Need help", the back office's queue.
      await api.register(supportRoutes, { support: createSupportService({ db: database.db, uploads, otp, notify, now: opts.now }) });
      // Issue 22 (decision 060): the professional feed and its moderation.
      // PDF first-page previews are made by a job, off the request path (decision 064).
      const feedPreviews = createFeedPreviews({ db: database.db, storage: providers.storage, log: app.log, jobs, now: opts.now });
      await api.register(feedRoutes, { feeds: createFeedService({ db: database.db, uploads, notify, storage: providers.storage, previews: feedPreviews, now: opts.now }) });
      // The demo feed's pictures and PDFs are drawn once the server is up, off the start's path; then the PDFs on posts
      // without a preview (the demo's, those posted before previews existed) are queued for one.
      app.addHook('onReady', async () => {
        void (config.demo ? drawDemoFeedMedia(database, providers.storage) : Promise.resolve(0))
          .catch((err: unknown) => app.log.warn({ err }, 'demo feed media not drawn'))
          .then(() => feedPreviews.backfill())
          .catch((err: unknown) => app.log.warn({ err }, 'feed PDF previews not queued'));
      });
      // Issue 23 part 1 (decision 063): quizzes with a server-side timer and server-side scoring.
      // Issue 23 part 4 (decision 067): certificates anyone can verify (the service is made above).
      await api.register(certificateRoutes, { certificates, publicUrl: config.publicUrl });
      await api.register(quizRoutes, { quiz: createQuizService({ db: database.db, uploads, certificates, now: opts.now }) });
      // Issue 23 part 3 (decision 066): question banks and quizzes assembled from them, in the back office.
      await api.register(quizAuthorRoutes, { author: createQuizAuthorService({ db: database.db, uploads, now: opts.now }) });
      // Issue 25 parts 1-5 (decision 070): Nirog Partner, patients' carts at partner prices and payment links.
      partner = createPartnerService({
        db: database.db,
        catalog,
        orders,
        patients: createPatientsService({ db: database.db, uploads, now: opts.now ?? (() => new Date()) }),
        addresses: addressBook,
        sms: providers.sms,
        notify,
        publicUrl: config.publicUrl,
        log: app.log,
        now: opts.now,
      });
      app.decorate('partner', partner);
      // A partner order's commission (decisions 072, 076): pending from delivery, re-pended on the kept units when a
      // return comes back, available when the order settles (return window closed, no return open).
      const commissionHooks = partnerCommissionHooks({ partner, earnings });
      after.onDelivered('partner-commission', commissionHooks.delivered);
      after.onReturnReceived('partner-commission', commissionHooks.returnReceived);
      settlement.onSettled('partner-commission', commissionHooks.settled);
      await api.register(partnerRoutes, { db: database.db, partner, settle: settlement.settleIfDue });
      // Issue 24 parts 2-6 (decision 069): webinars; the live pages relayed between processes over LISTEN/NOTIFY.
      const webinarBus = await createPubSub<LiveEvent>(database, 'nirog_webinar_live', app.log);
      app.addHook('onClose', async () => webinarBus.close());
      const webinarHub = createLiveHub({ bus: webinarBus });
      // LiveKit's rooms when configured (its SDK loaded only then; decision 075), else HLS addresses and video links.
      const stream = config.livekit ? new (await import('./providers/stream/livekit-stream.provider.ts')).LiveKitStreamProvider(config.livekit, opts.now) : new UrlStreamProvider();
      const webinars = createWebinarService({ db: database.db, stream, notify, jobs, hub: webinarHub, log: app.log, now: opts.now });
      await api.register(webinarRoutes, { webinars, hub: webinarHub, publicUrl: config.publicUrl });
      // Issue 24 (decision 068): the learning library; paid courses are orders of type 6 through the gateway.
      const learning = createLearningService({ db: database.db, orders: onlinePayments ? orders : null, log: app.log, now: opts.now, storage: providers.storage });
      app.decorate('learning', learning);
      await api.register(learningRoutes, { learning });
      // Certificates for what ended or was completed (decision 073): a course at once, through its completion
      // listener; webinars attended and olympiad editions ended by a periodic sweep, which also catches a missed course.
      const certificateSweep = createCertificateSweep({ db: database.db, certificates, webinars, now: opts.now });
      learning.onCourseCompleted(async (c) => void (await certificateSweep.courseCompleted(c)));
      certificateSweep.schedule(jobs);
      app.decorate('certificateSweep', certificateSweep);
      // Issue 23 part 2 (decision 065): the olympiad, its materialised leaderboards and the OTP registration.
      await api.register(olympiadRoutes, { olympiad: createOlympiadService({ db: database.db, now: opts.now }), db: database.db, otp, sessions, secureCookies: config.secureCookies });
      // Issue 26 (decision 071): the Vaidya assistant and universal search.
      // Issue 26 part 1 (decision 077): with an embedding model, passages are embedded by a job and retrieval adds
      // vector similarity to the text ranking.
      const embedder = embeddingProvider(config);
      const vectors = embedder ? createEmbeddingIndex({ db: database.db, provider: embedder, now: opts.now }) : null;
      vectors?.schedule(jobs);
      const retrieval = createRetrieval({ db: database.db, now: opts.now, vectors, onVectorError: (err) => app.log.warn({ err }, 'assistant: the question could not be embedded; text ranking only') });
      await api.register(assistantRoutes, {
        db: database.db,
        assistant: createAssistantService({ db: database.db, retrieval, llm: opts.llm !== undefined ? opts.llm : llmProvider(config), now: opts.now }),
        search: createSearchService({ retrieval }),
      });
      // Unknown API paths answer in the envelope, not with a page.
      api.all('/*', { config: PUBLIC_ROUTE, schema: { hide: true } }, async (_request, reply) => reply.callNotFound());
    },
    { prefix: '/api' },
  );
  return app;
}
