import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { languagePlugin } from './plugins/language';
import { envelopeErrorsPlugin } from './plugins/envelope-errors';
import { authPlugin, type SessionLookup } from './plugins/auth';
import { openApiPlugin } from './plugins/openapi';
import { isWebAppRequest, webAppPlugin } from './plugins/web-app';
import { requestLogPlugin } from './plugins/request-log';
import { nulGuardPlugin } from './plugins/nul-guard';
import { httpsOnlyHstsPlugin } from './plugins/https-only-hsts';
import { healthRoutes } from './modules/health/health.routes';
import { accountsRoutes } from './modules/ledger/accounts.routes';
import { recordsRoutes } from './modules/ledger/records.routes';
import { transferRoutes } from './modules/ledger/transfer.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { findSessionByToken, findUserIdByAccount } from './modules/identity/identity.service';
import { wsRoutes } from './realtime/ws.routes';
import { closeWebSocketsGoingAway } from './realtime/ws-shutdown';
import { createMarketFeed } from './market-feed';
import { marketModule } from './modules/market/market';
import { devFeedRoutes } from './modules/market/dev-feed.routes';
import { createTrading, shareTradingChanges, tradingPlugin } from './modules/trading';
import type { LedgerDeps } from './modules/ledger/ledger.service';
import { contentModule } from './modules/content/content';
import { ledgerWriterFor } from './modules/ledger/ledger.writer';
import { Lifecycle } from './lib/lifecycle';
import { localBus, type Bus, type Unsubscribe } from './cluster/bus';
import { type EngineNotice, engineNotices } from './cluster/engine-notices';
import { type Leadership, postgresLeadership, soleLeadership } from './cluster/leadership';
import { redisBus, type RedisBus } from './cluster/redis-bus';
import { Scheduler } from './scheduler/scheduler';
import { idleAccountsJob } from './modules/identity/idle-accounts';
import { createCodeDelivery } from './modules/identity/delivery/delivery';
import { holdsMoney } from './modules/ledger/ledger.service';
import { createVerificationService, verificationModule } from './modules/verification/verification';
import {
  createDelivery,
  deliveryModule,
  offerConfiguredPeriods,
} from './modules/delivery/delivery';
import { createSpot, spotModule } from './modules/spot/spot';
import { fundingModule, fundingSettingsFrom, resolveDepositKeys } from './modules/funding/funding';
import { verifyFundPassword } from './modules/identity/fund-password.service';
import { settingsModule } from './modules/settings/settings';
import {
  backofficeModule,
  findOperatorSessionByToken,
  loadTotpKey,
  secretBox,
} from './modules/backoffice/backoffice';
import { getAccountList, getMoneyLog } from './modules/ledger/ledger.service';
import { moneyLogQuerySchema } from '@waihui/contracts';

export const APP_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background parts started on ready and stopped in reverse order on close (lib/lifecycle.ts). */
    lifecycle: Lifecycle;
    /** Periodic jobs; tests move the clock and call `scheduler.runDue()`. */
    scheduler: Scheduler;
    /** Whether this process runs the leader's work (cluster/leadership.ts). */
    leadership: Leadership;
    /**
     * The message bus between server processes (cluster/bus.ts): Redis pub/sub with REDIS_URL,
     * else this process alone. Quotes and trading changes fan out through it.
     */
    bus: Bus;
    /** Method and URL of every route registered, in order (HEAD twins included). */
    registeredRoutes: readonly { method: string; url: string }[];
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** false silences logs (tests); otherwise pino at config.LOG_LEVEL. */
  logger?: boolean;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** The message bus between server processes (cluster/bus.ts); default: this process alone. */
  bus?: Bus;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Builds the whole server as one Fastify instance without listening, so tests use `app.inject()`.
 * Plugins and modules are registered here by hand, in order: no autoload.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // Fastify's two lines per request (with headers) are replaced by plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts that many proxies nearest to us (proxy-addr's rule: hop index < count).
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  // One bus per process, built first and closed last (the first lifecycle part below).
  const redis: RedisBus | null = config.REDIS_URL
    ? await redisBus(config.REDIS_URL, app.log)
    : null;
  const bus: Bus = deps.bus ?? redis ?? localBus();

  // Every route the app registers, for the honesty census (modules/backoffice/census.test.ts).
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat())
      registeredRoutes.push({ method, url: options.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(languagePlugin);
  await app.register(envelopeErrorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Served over plain http on localhost by default: do not upgrade subresources to https.
        upgradeInsecureRequests: null,
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
    // Sent by plugins/https-only-hsts.ts, only over https.
    strictTransportSecurity: false,
  });
  await app.register(httpsOnlyHstsPlugin);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    // The thrown object reaches the envelope error handler, which answers 429 with the envelope.
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, after: context.after }),
    // The limit guards the API; the app's own files (a page load fetches dozens) are not counted.
    allowList: (request) => isWebAppRequest(request),
    // Several processes count in Redis together (a limit hit through one process holds on all);
    // should Redis fail, requests pass uncounted rather than fail.
    ...(redis ? { redis: redis.commands, nameSpace: 'waihui-rate-limit:', skipOnError: true } : {}),
  });
  // One session lookup for HTTP (the auth plugin) and the WebSocket account channel.
  const findSession: SessionLookup = (token, at) =>
    findSessionByToken(database.db, token, at, config.SESSION_IDLE_HOURS);
  await app.register(authPlugin, {
    findSession,
    // Operator sessions (back-office) are a table of their own: a user token never finds one.
    findOperatorSession: (token, at) => findOperatorSessionByToken(database.db, token, at),
    now,
  });
  await app.register(requestLogPlugin);
  await app.register(nulGuardPlugin);
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose: closeWebSocketsGoingAway,
  });
  await app.register(openApiPlugin, { version: APP_VERSION });

  // Market data first, so any module can read quotes (market.quotes is the QuoteSource). The engine
  // prepares history and the first quotes here; its feed runs between ready and close.
  // Workers start when the app is ready and stop in reverse order when it closes (lib/lifecycle.ts);
  // a module with background work registers it on app.lifecycle the same way.
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  app.addHook('onReady', async () => lifecycle.start());
  app.addHook('onClose', async () => lifecycle.stop(app.log));
  app.decorate('bus', bus);
  lifecycle.register({ name: 'message bus', stop: () => bus.close() });
  // The ledger writer stops last: whatever the workers below posted is committed before the
  // database closes.
  const ledgerWriter = ledgerWriterFor(database.db);
  lifecycle.register({ name: 'ledger writer', stop: () => ledgerWriter.idle() });
  // The elected leader runs the feed and publishes its quotes on the bus; the others follow
  // (leaderWork below calls market.lead()/follow()). With Redis, other processes may lead already:
  // a starting process does not write its own start quotes over theirs.
  const feedRole = redis ? 'follow' : 'lead';
  const market = await createMarketFeed({
    config,
    database,
    now,
    log: app.log,
    bus,
    role: feedRole,
  });
  app.decorate('market', market);
  // The market feed's history, hub and pending writes live for the whole process; its price source
  // runs only while this process leads (below).
  lifecycle.register({ name: 'market', stop: () => market.stop() });

  // Trading reads the feed's quotes; its engine resumes open positions and orders after the feed
  // started (so the first quote after a restart is checked against them) and stops before it.
  const trading = createTrading({ config, db: database.db, now, market, log: app.log });
  app.decorate('trading', trading);
  // Committed trading changes go to every process's engine and live channel: the leader's engine
  // tracks a follower's new orders and positions, a user's socket on another process hears what
  // this one did (modules/trading/trading.cluster.ts).
  lifecycle.register(shareTradingChanges(trading.engine, bus, app.log));
  // The live channel hears the engine's changes and the quotes, in every process.
  lifecycle.register({
    name: 'trading live channel',
    start: () => trading.live.start(),
    stop: () => trading.live.stop(),
  });

  // Periodic jobs (scheduler/scheduler.ts). A module's job registers here; the idle-account rule
  // (spec §9) is the first.
  const pollMs = config.SCHEDULER_POLL_MS ?? (config.NODE_ENV === 'test' ? 0 : 60_000);
  const scheduler = new Scheduler({ db: database.db, now, log: app.log, pollMs });
  app.decorate('scheduler', scheduler);
  scheduler.register(
    idleAccountsJob({
      db: database.db,
      delivery: createCodeDelivery(config, database.db, app.log, now),
      holdsMoney,
      log: app.log,
    }),
  );
  // Delivery contracts: the settlement worker resumes open contracts once the feed runs.
  const delivery = createDelivery({ config, db: database.db, now, market, log: app.log });
  // Browser tests only (config.ts refuses DELIVERY_PERIODS in production): periods of seconds.
  if (config.DELIVERY_PERIODS !== undefined)
    await offerConfiguredPeriods(database.db, config.DELIVERY_PERIODS);
  app.decorate('delivery', delivery);
  // Spot fills resting limit orders from the feed, like trading's engine.
  const spot = createSpot({ db: database.db, now, market, log: app.log });
  app.decorate('spot', spot);

  // The leader's work (cluster/leadership.ts): the feed, the engines, the settlement worker and the
  // scheduler run in one process of several at a time, started on each election won (each reloads
  // what is open from the database) and stopped, in reverse order, on demotion or close.
  const leaderWork = new Lifecycle();
  leaderWork.register({
    name: 'market feed',
    start: () => market.lead(),
    stop: () => market.follow(),
  });
  leaderWork.register({
    name: 'trading engine',
    start: () => trading.engine.start(),
    stop: () => trading.engine.stop(),
  });
  leaderWork.register({
    name: 'scheduler',
    start: () => (pollMs > 0 ? scheduler.start() : undefined),
    stop: () => scheduler.stop(),
  });
  leaderWork.register({
    name: 'delivery settlement worker',
    start: () => delivery.worker.start(),
    stop: () => delivery.worker.stop(),
  });
  leaderWork.register({
    name: 'spot limit engine',
    start: () => spot.engine.start(),
    stop: () => spot.engine.stop(),
  });
  /** Set when the app closes: the leader then follows on its way out. */
  let closing = false;
  const leadership =
    database.engine === 'postgres' && database.url !== undefined
      ? postgresLeadership({
          url: database.url,
          retryMs: config.LEADER_RETRY_MS,
          log: app.log,
          onLead: () => leaderWork.start(),
          onFollow: async () => {
            // Without Redis a follower hears no quotes: it would price at stale ones. (A leader
            // that stops follows too: nothing to say then.)
            if (!redis && !closing)
              app.log.error(
                {},
                'another process leads and REDIS_URL is not set: this process has no live quotes (set REDIS_URL or run one process)',
              );
            await leaderWork.stop(app.log);
          },
        })
      : soleLeadership({
          onLead: () => leaderWork.start(),
          onFollow: () => leaderWork.stop(app.log),
        });
  app.decorate('leadership', leadership);
  // What a follower's HTTP calls change reaches the leader's engines as a notice on the bus; the
  // leader reads the rows from the database (cluster/engine-notices.ts). A leader applied its own.
  const notices = engineNotices(bus, randomUUID());
  const announce = (notice: EngineNotice) => {
    if (leadership.leading) return;
    notices.announce(notice).catch((error: unknown) => {
      app.log.error({ err: error, notice }, 'engine notice not sent');
    });
  };
  delivery.worker.onPlaced((row) =>
    announce({ module: 'delivery', userId: row.userId, id: row.id }),
  );
  spot.engine.onTracked((order) =>
    announce({ module: 'spot', userId: order.userId, id: order.id }),
  );
  let stopNotices: Unsubscribe | null = null;
  lifecycle.register({
    name: 'engine notices',
    start: async () => {
      stopNotices = await notices.listen((notice) => {
        if (notice.module === 'delivery') void delivery.worker.load(notice.id);
        else void spot.engine.load(notice.userId, notice.id);
      });
    },
    stop: () => stopNotices?.(),
  });
  lifecycle.register({
    name: 'leadership',
    start: () => leadership.start(),
    stop: () => {
      closing = true;
      return leadership.stop();
    },
  });

  await app.register(healthRoutes, { database, version: APP_VERSION, now });
  // Identity verification; the back-office reviews and funding asks isIdentityVerified through `verification`.
  const verification = createVerificationService({ config, db: database.db, now });
  app.decorate('verification', verification);
  await app.register(identityRoutes, {
    db: database.db,
    config,
    now,
    verificationStatusOf: (userId) => verification.statusOf(userId),
  });
  // The ledger reads trading's figures through these two functions, never its repository.
  const ledgerDeps: LedgerDeps = {
    db: database.db,
    now,
    positionMargin: trading.queries.positionMargin,
    contractFreeMargin: trading.queries.contractFreeMargin,
  };
  await app.register(accountsRoutes, ledgerDeps);
  await app.register(transferRoutes, ledgerDeps);
  await app.register(recordsRoutes, ledgerDeps);
  await app.register(marketModule, { db: database.db, market, now });
  // Browser tests step a replay feed by hand (never in production: config.ts refuses EXPOSE_OUTBOX).
  if (config.EXPOSE_OUTBOX) await app.register(devFeedRoutes, { market });
  await app.register(tradingPlugin, { trading });
  await app.register(deliveryModule, delivery);
  await app.register(spotModule, { spot });
  await app.register(contentModule, {
    db: database.db,
    now,
    serviceUrl: config.SUPPORT_URL ?? null,
  });
  await app.register(verificationModule, {
    service: verification,
    // Browser tests approve through a dev route until the back-office exists (never in production).
    exposeDevRoutes: config.EXPOSE_OUTBOX,
    findUserIdByAccount: (account) => findUserIdByAccount({ db: database.db }, account),
  });
  await app.register(fundingModule, {
    db: database.db,
    now,
    settings: fundingSettingsFrom(config, await resolveDepositKeys(database.db, config, app.log)),
    isIdentityVerified: (userId) => verification.isIdentityVerified(userId),
    verifyFundPassword: (userId, password) =>
      verifyFundPassword({ db: database.db, now }, userId, password),
    exposeDevRoutes: config.EXPOSE_OUTBOX,
  });
  await app.register(settingsModule, {
    db: database.db,
    now,
    // The configured settings that apply until an operator saves one.
    defaults: {
      barredCountries: config.BARRED_COUNTRIES,
      support: { email: config.SUPPORT_EMAIL, url: config.SUPPORT_URL ?? null },
    },
  });
  await app.register(backofficeModule, {
    db: database.db,
    now,
    box: secretBox(() => loadTotpKey(config.OPERATOR_TOTP_KEY, config.DATA_DIR)),
    sessionMinutes: config.OPERATOR_SESSION_MINUTES,
    loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE,
    // The back-office reads other modules through these, never their repositories.
    accountsOf: (userId) => getAccountList(database.db, userId),
    postingsOf: (userId) => getMoneyLog(database.db, userId, moneyLogQuerySchema.parse({})),
    openTradesOf: trading.queries.openTrades,
  });
  await app.register(wsRoutes, {
    now,
    market: market.hub,
    heartbeatMs: market.settings.wsHeartbeatMs,
    account: {
      authenticate: async (token) => (await findSession(token, now()))?.userId ?? null,
      feed: trading.live,
    },
    limits: {
      maxConnections: config.WS_MAX_CONNECTIONS,
      maxConnectionsPerIp: config.WS_MAX_CONNECTIONS_PER_IP,
      idleMs: config.WS_IDLE_MS,
      messagesPerSecond: config.WS_MESSAGES_PER_SECOND,
    },
  });

  await app.register(webAppPlugin, { distDir: config.WEB_DIST });
  return app;
}
