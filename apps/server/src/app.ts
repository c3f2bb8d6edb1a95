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
import { clientErrorHandler, envelopeErrorsPlugin } from './plugins/envelope-errors';
import { authPlugin, bookUserIdOf } from './plugins/auth';
import { openApiPlugin } from './plugins/openapi';
import { isWebAppRequest, webAppPlugin } from './plugins/web-app';
import { requestLogPlugin } from './plugins/request-log';
import { nulGuardPlugin } from './plugins/nul-guard';
import { httpsOnlyHstsPlugin } from './plugins/https-only-hsts';
import { capConnections, slowRequestTimers } from './lib/connection-limits';
import { originOf } from './lib/url-origin';
import { wsRoutes } from './realtime/ws.routes';
import { closeWebSocketsGoingAway } from './realtime/ws-shutdown';
import { createMarketFeed } from './market-feed';
import { Lifecycle } from './lib/lifecycle';
import { localBus, type Bus } from './cluster/bus';
import { wireCluster } from './cluster/cluster-wiring';
import type { Leadership } from './cluster/leadership';
import { redisBus, type RedisBus } from './cluster/redis-bus';
import { Scheduler } from './scheduler/scheduler';
import { backofficePlugin, createBackoffice } from './modules/backoffice';
import { contentPlugin, createContent } from './modules/content';
import { createDelivery, deliveryPlugin, offerConfiguredPeriods } from './modules/delivery';
import { createFunding, fundingPlugin } from './modules/funding';
import { createHealth, healthPlugin } from './modules/health';
import { createIdentity, identityPlugin } from './modules/identity';
import { createLedger, ledgerPlugin } from './modules/ledger';
import { createMarket, marketPlugin } from './modules/market';
import { createSettings, settingsPlugin } from './modules/settings';
import { createPractice, practicePlugin } from './modules/practice';
import { createSpot, spotPlugin } from './modules/spot';
import { createTrading, shareTradingChanges, tradingPlugin } from './modules/trading';
import { createVerification, verificationPlugin } from './modules/verification';

export const APP_VERSION = '0.1.0';

/** CSP hash of the <style> element lightweight-charts 5 adds for its attribution logo. */
const CHART_ATTRIBUTION_STYLE_HASH = "'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='";

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
 * Everything is registered here by hand, in order, with no autoload: the modules, each given what
 * it needs from the others; the background parts and the leader's work; the plugins; the routes.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
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
    // Slow requests end with a 408 (lib/connection-limits.ts); what Node's parser refuses before a
    // request exists (431, 408, 400) leaves as the envelope too.
    ...slowRequestTimers(config),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const log = app.log;
  capConnections(app.server, config, log);
  // One bus per process, built first and closed last (the first lifecycle part below).
  const redis: RedisBus | null = config.REDIS_URL ? await redisBus(config.REDIS_URL, log) : null;
  const bus: Bus = deps.bus ?? redis ?? localBus();

  // Every route the app registers, for the honesty census (modules/backoffice/backoffice.census.test.ts).
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat())
      registeredRoutes.push({ method, url: options.url });
  });

  // Modules. Market data first, so any module reads quotes; it prepares history and the first
  // quotes here. With Redis another process may lead already: a starting process follows until it
  // wins the election, and does not write its own start quotes over the leader's.
  const feed = await createMarketFeed({
    config,
    database,
    now,
    log,
    bus,
    role: redis ? 'follow' : 'lead',
  });
  const trading = createTrading({ config, db, now, market: feed, log });
  const ledger = createLedger({ db, now, trading: trading.queries });
  const settings = createSettings({ config, db, now });
  const verification = createVerification({
    config,
    db,
    now,
    findUserIdByAccount: (account) => identity.findUserIdByAccount(account),
    barredCountries: () => settings.queries.barredCountries(),
  });
  const identity = createIdentity({
    config,
    db,
    now,
    log,
    settings: settings.queries,
    verificationStatusOf: verification.statusOf,
    holdsMoney: ledger.holdsMoney,
    operatorIds: () => backoffice.operatorIds(),
  });
  const delivery = createDelivery({ config, db, now, market: feed, log });
  // Browser tests only (config.ts refuses DELIVERY_PERIODS in production): periods of seconds.
  if (config.DELIVERY_PERIODS !== undefined)
    await offerConfiguredPeriods(db, config.DELIVERY_PERIODS);
  const spot = createSpot({ db, now, market: feed, log });
  const practice = createPractice({
    db,
    now,
    trading: {
      openTrades: trading.queries.openTrades,
      closePosition: trading.commands.closePosition,
      cancelOrder: trading.commands.cancelOrder,
    },
    cancelPendingSpotOrders: spot.cancelPendingOrders,
  });
  const funding = await createFunding({
    config,
    db,
    now,
    log,
    isIdentityVerified: verification.isIdentityVerified,
    verifyFundPassword: identity.verifyFundPassword,
    coins: spot.coins,
  });
  const content = createContent({ db, now, serviceUrl: settings.queries.serviceUrl });
  const market = createMarket({ config, db, now, feed });
  const backoffice = createBackoffice({
    config,
    db,
    now,
    ledger,
    openTradesOf: trading.queries.openTrades,
    deviceTokens: identity.deviceTokens,
  });
  const health = createHealth({
    database,
    version: APP_VERSION,
    now,
    feed,
    metricsToken: config.METRICS_TOKEN,
  });
  // Periodic jobs (scheduler/scheduler.ts), run by the leader; tests call runDue() (pollMs 0).
  const pollMs = config.SCHEDULER_POLL_MS ?? (config.NODE_ENV === 'test' ? 0 : 60_000);
  const scheduler = new Scheduler({ db, now, log, pollMs });
  scheduler.register(identity.idleAccountsJob);

  // Plugins.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(languagePlugin);
  await app.register(envelopeErrorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Served over plain http on localhost by default: do not upgrade subresources to https.
        upgradeInsecureRequests: null,
        // The map tiles and the place search of the location pages, only where configured.
        'img-src': ["'self'", 'data:', 'blob:', ...originOf(config.MAP_TILE_URL)],
        ...(config.GEOCODER_URL === undefined
          ? {}
          : { 'connect-src': ["'self'", ...originOf(config.GEOCODER_URL)] }),
        // helmet's defaults allow inline styles and fonts from any https origin. Style sheets and
        // <style> elements: only the files this server serves. Style attributes stay allowed: the
        // chart and the component library set them, and with img-src above a url() in one loads
        // nothing foreign. Fonts are the system's.
        'style-src': ["'self'"],
        // The one inline <style> allowed: lightweight-charts' attribution logo (its licence asks for
        // the logo), by the hash of its exact text; an upgrade that changes the text fails the browser
        // suite with a CSP console error until the new hash is set here.
        'style-src-elem': ["'self'", CHART_ATTRIBUTION_STYLE_HASH],
        'style-src-attr': ["'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
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
  await app.register(authPlugin, {
    findSession: identity.findSession,
    // Operator sessions (back-office) are a table of their own: a user token never finds one.
    findOperatorSession: backoffice.findOperatorSession,
    now,
  });
  await app.register(requestLogPlugin);
  await app.register(nulGuardPlugin);
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    preClose: closeWebSocketsGoingAway,
  });
  await app.register(openApiPlugin, { version: APP_VERSION });

  // Background parts (lib/lifecycle.ts): started when the app is ready, in this order, and stopped
  // in reverse when it closes, after the HTTP server answered its in-flight requests.
  const lifecycle = new Lifecycle();
  app.addHook('onReady', async () => lifecycle.start());
  app.addHook('onClose', async () => lifecycle.stop(log));
  lifecycle.register({ name: 'message bus', stop: () => bus.close() });
  // Stops after every part that posts: what they posted is committed before the database closes.
  lifecycle.register(ledger.writer);
  // The feed's history, hub and pending writes live for the whole process; its price source runs
  // only while this process leads.
  lifecycle.register({ name: 'market', stop: () => feed.stop() });
  // Committed trading changes reach every process's engine and live channel (trading.cluster.ts).
  lifecycle.register(shareTradingChanges(trading.engine, bus, log));
  lifecycle.register(trading.live);
  // The leader's work, after the feed leads: the engines read its quotes, and each resumes what is
  // open on every election won (cluster/cluster-wiring.ts registers the election last).
  const leadership = wireCluster({
    database,
    retryMs: config.LEADER_RETRY_MS,
    hearsOtherProcesses: redis !== null,
    bus,
    log,
    lifecycle,
    feed,
    leaderWork: [
      trading.engine,
      scheduler,
      delivery.worker,
      spot.engine,
      ...(funding.demoDeposits ? [funding.demoDeposits] : []),
    ],
    noticed: { delivery: delivery.noticed, spot: spot.noticed },
  });

  app.decorate('lifecycle', lifecycle);
  app.decorate('bus', bus);
  app.decorate('leadership', leadership);
  app.decorate('scheduler', scheduler);
  app.decorate('market', feed);
  app.decorate('trading', trading);
  app.decorate('delivery', delivery);
  app.decorate('spot', spot);
  app.decorate('verification', verification);
  app.decorate('funding', funding);

  // Routes: each module's user, operator and dev routes.
  await app.register(healthPlugin, { health });
  await app.register(identityPlugin, { identity });
  await app.register(ledgerPlugin, { ledger });
  await app.register(marketPlugin, { market });
  await app.register(tradingPlugin, { trading });
  await app.register(deliveryPlugin, { delivery });
  await app.register(spotPlugin, { spot });
  await app.register(practicePlugin, { practice });
  await app.register(contentPlugin, { content });
  await app.register(verificationPlugin, { verification });
  await app.register(fundingPlugin, { funding });
  await app.register(settingsPlugin, { settings });
  await app.register(backofficePlugin, { backoffice });
  await app.register(wsRoutes, {
    now,
    market: feed.hub,
    heartbeatMs: feed.settings.wsHeartbeatMs,
    account: {
      // The session's active book: a practice session follows its practice holder's trades.
      authenticate: async (token) => {
        const session = await identity.findSession(token, now());
        return session === null ? null : bookUserIdOf(session);
      },
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
