// The one HTTP server: SPA at /app, GraphQL at /graphql (HTTP and WebSocket), /healthz, /metrics.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { Logger } from 'pino';
import { requestLine, requestLogLevel } from '../logger';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { TokenVerifier } from '../auth/tokenVerifier';
import { createServices } from '../services';
import { registerBillingWebhook } from '../modules/billing/webhookRoute';
import { quotasOf } from '../ledger/quotas';
import type { MarketData } from '../market/marketData';
import { createPubSub } from '../pubsub/pubsub';
import { createExecutableSchema } from '../graphql/schema';
import { createGraphQLServer } from '../graphql/yoga';
import { graphqlLimits } from '../graphql/limits/operationLimits';
import { trustedDocumentsEnforced } from '../graphql/trustedDocuments';
import { errorBody } from '../kernel/errors';
import { createMetrics, registerMetricsRoute } from './metrics';
import { graphqlCors, registerCors } from './cors';
import { helmetOptions } from './securityHeaders';
import { rateLimitSettings, registerRateLimits, trustProxySetting } from './rateLimit';
import { registerSpa } from './spa';
import { attachWebSocket } from './websocket';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  verifier: TokenVerifier;
  logger: Logger;
  market: MarketData;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** How often held securities and stored FX pairs are brought up to date. */
const MARKET_REFRESH_EVERY_MS = 6 * 60 * 60 * 1000;
/** How often each server asks for the day's notification job (queued once its hour has come, once per day). */
const NOTIFICATION_SCHEDULE_EVERY_MS = 5 * 60 * 1000;

export async function buildApp({ config, database, verifier, logger, market }: AppDeps) {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.MAX_REQUEST_BYTES,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    forceCloseConnections: true,
    // One line per request instead, in the onResponse hook below (requestLogLevel).
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a proxy, the client address (which rate limits count) is in X-Forwarded-For.
    trustProxy: trustProxySetting(config.TRUST_PROXY),
  });
  const metrics = createMetrics();
  const pubsub = await createPubSub(database);
  // Offline there is no provider to ask: jobs would only fail and retry.
  const marketJobs = config.MARKET_JOBS === 'on' && market.decision.mode !== 'offline';
  const services = createServices({
    db: database.db,
    auth: verifier.auth,
    pubsub,
    market,
    fetchMarketData: marketJobs,
    logger,
    quotas: quotasOf(config),
    billing: config.billing,
    mail: config.mail,
    push: config.push,
    ai: config.ai,
    settingsUrl: config.PUBLIC_URL ? `${config.PUBLIC_URL}/app/profile` : null,
    liveSettings: { quoteEveryMs: config.MARKET_QUOTE_SECONDS * 1000 },
    ...(config.ENGINE_WORKERS !== undefined && { engineWorkers: config.ENGINE_WORKERS }),
  });
  // The engine's worker threads stop with the server (after the requests that may use them).
  app.addHook('onClose', async () => {
    await services.engine.close();
  });

  await app.register(helmet, helmetOptions(config));
  await app.register(compress, { threshold: 1024 });
  await registerCors(app);

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Before every route, so each request is counted before any work is done for it (and after the
  // request id, which a refusal carries too).
  const rateLimits = await registerRateLimits(app, rateLimitSettings(config));
  const requestLevel = requestLogLevel(config.NODE_ENV);
  app.addHook('onResponse', async (req, reply) => {
    req.log[requestLevel]({ statusCode: reply.statusCode }, requestLine(req, reply.statusCode, reply.elapsedTime));
    metrics.httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  // Errors raised before GraphQL runs still answer in GraphQL's shape on /graphql.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const onGraphql = req.url.startsWith('/graphql');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = `The request body is larger than ${config.MAX_REQUEST_BYTES} bytes.`;
      return onGraphql ? reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', message)) : reply.code(413).send({ message });
    }
    if ((error.statusCode ?? 500) < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP_INVALID_JSON') || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : error.message;
      return onGraphql ? reply.code(error.statusCode ?? 400).send(errorBody('BAD_REQUEST', message)) : reply.code(error.statusCode ?? 400).send({ message });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send(onGraphql ? errorBody('BAD_REQUEST', 'Internal server error.') : { message: 'Internal server error.' });
  });

  const yoga = createGraphQLServer({
    schema: createExecutableSchema(),
    services,
    verifier,
    metrics,
    log: app.log,
    limits: graphqlLimits(config),
    production: config.NODE_ENV === 'production',
    rateLimits,
    trustedDocuments: trustedDocumentsEnforced(config),
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    config: { cors: graphqlCors(config.ALLOWED_ORIGINS) },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });

  app.get('/healthz', async (_req, reply) => {
    let database_ok = true;
    try {
      await database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    } catch {
      database_ok = false;
    }
    return reply.code(database_ok ? 200 : 503).header('cache-control', 'no-store').send({
      status: database_ok ? 'ok' : 'degraded',
      version: config.version,
      database: { kind: database.kind, ok: database_ok },
      auth: config.authEmulatorUrl ? 'emulator' : 'firebase',
      marketData: { ...market.health(), jobs: database_ok ? await services.market.queue.counts().catch(() => null) : null },
      engine: services.engine.health(),
      uptimeSeconds: Math.round(process.uptime()),
    });
  });

  registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  if (config.billing.mode !== 'off') await registerBillingWebhook(app, services.billing);

  await registerSpa(app, config);

  let socket: ReturnType<typeof attachWebSocket> | undefined;
  // After listen succeeds: attached earlier, ws would also report a failed listen (port in use).
  app.addHook('onListen', async () => {
    socket = attachWebSocket({
      server: app.server,
      yoga,
      verifier,
      services,
      metrics,
      maxPayload: config.MAX_REQUEST_BYTES,
      ...(config.TRUST_PROXY === undefined && { refusedTokens: rateLimits }),
    });
  });
  // BILLING=local registers its webhook with the stand-in, which needs the address we listen on.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
    await services.billing.start(`http://${host}:${port}`);
  });
  // The job queue's worker: staged imports' expiry always, market jobs only with MARKET_JOBS=on.
  app.addHook('onListen', async () => {
    services.market.worker.start();
  });
  // Background market refresh: what is stale at start, then every few hours.
  let refreshTimer: NodeJS.Timeout | undefined;
  let liveTimer: NodeJS.Timeout | undefined;
  let notificationTimer: NodeJS.Timeout | undefined;
  if (marketJobs) {
    app.addHook('onListen', async () => {
      const schedule = () =>
        services.market.refresh.scheduleRefresh().catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'market data: could not schedule the refresh'));
      void schedule();
      refreshTimer = setInterval(schedule, MARKET_REFRESH_EVERY_MS).unref();
      // The live refresh: a tick job each quote period (the queue keeps one at a time across servers).
      const tick = () =>
        services.market.live.scheduleTick().catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'market data: could not schedule the live refresh'));
      void tick();
      liveTimer = setInterval(tick, config.MARKET_QUOTE_SECONDS * 1000).unref();
      // The day's notifications: asked for every few minutes, made once per day (see notificationDay.ts).
      const dailyAt = config.NOTIFICATIONS_DAILY_AT;
      if (dailyAt !== 'off') {
        const notify = () =>
          services.notificationDay.schedule(dailyAt).catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'notifications: could not schedule the day'));
        void notify();
        notificationTimer = setInterval(notify, NOTIFICATION_SCHEDULE_EVERY_MS).unref();
      }
    });
  }
  app.addHook('preClose', async () => {
    clearInterval(refreshTimer);
    clearInterval(liveTimer);
    clearInterval(notificationTimer);
    await services.market.worker.stop();
    await socket?.close();
  });

  // Not the app alone: a Fastify instance is thenable, so an async function's caller awaits its readiness.
  return { app, services };
}
