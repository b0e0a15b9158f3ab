import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteHandlerMethod } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { GatewayConfig } from './config.ts';
import { createContext, type GatewayContext } from './context.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { buildSchema } from './schema.ts';
import { maskError } from './security/errors.ts';
import { introspectionGate } from './security/introspection.ts';
import { queryLimitRules } from './security/limits.ts';
import {
  isInternalTool,
  loadOperations,
  operationGate,
  operationStore,
} from './security/persistedOperations.ts';
import { RateLimiter } from './security/rateLimit.ts';
import { RedisStore } from './security/redisStore.ts';
import { detectHost } from '@storefront/schema/host';
import { restRoutes } from '@storefront/schema/rest';
import { fillFirstPaint, firstBannerSource, loadFirstPaintPages } from './http/firstPaint.ts';
import { createAppHtml, type RoutePreloads } from './http/appHtml.ts';
import { appContentSecurityPolicy } from './http/contentSecurity.ts';
import { registerAssets } from './http/assets.ts';
import { registerCashier } from './http/cashier.ts';
import { registerMedia } from './http/media.ts';
import { registerSandbox } from './http/sandbox.ts';
import { UpstreamClient } from './upstream/index.ts';

export interface Gateway {
  app: FastifyInstance;
  apollo: ApolloServer<GatewayContext>;
  upstream: UpstreamClient;
  metrics: Metrics;
  close(): Promise<void>;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Records every operation's name, result and duration. */
function metricsPlugin(metrics: Metrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, errors }) {
          const operation = operationName ?? 'anonymous';
          metrics.operations.inc({ operation, result: errors?.length ? 'error' : 'ok' });
          metrics.operationSeconds.observe({ operation }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

/** A cookie whose session the backend no longer knows is cleared, so the next request is anonymous. */
const clearDeadSessionPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        const unauthenticated = errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
        if (unauthenticated && contextValue.session.source === 'cookie') contextValue.cookies.clear();
      },
    };
  },
};

export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const metrics = createMetrics();
  const upstream = new UpstreamClient(config.upstream, {
    onAttempt: ({ endpoint, outcome, code, seconds }) => {
      metrics.upstreamCalls.inc({ prefix: endpoint.prefix, outcome, code: code ?? '' });
      metrics.upstreamSeconds.observe({ prefix: endpoint.prefix }, seconds);
    },
    onBreakerChange: metrics.breakerChanged,
    onBreakerReject: ({ endpoint }) => metrics.breakerRejected.inc({ prefix: endpoint.prefix }),
  });

  const app = Fastify({ logger: config.logger, trustProxy: config.trustProxy, bodyLimit: 1024 * 1024 });
  await app.register(fastifyCookie);

  const operations = loadOperations(config.persistedOperations);
  const operationsRequired = config.persistedOperations.required;
  const gate = operationGate(operations, config.persistedOperations);

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    // The web sends operations by id (Apollo's persisted-query protocol); ids resolve from the manifest.
    persistedQueries: { cache: operationStore(operations, operationsRequired), ttl: null },
    validationRules: queryLimitRules(config.limits, config.production),
    parseOptions: { maxTokens: config.limits.maxTokens },
    // Apollo's own switch would refuse introspection to internal tools too: introspectionGate below
    // decides per request.
    introspection: true,
    // null turns Apollo's parsed-document cache off (only to measure it: GATEWAY_OPTIMISATIONS).
    ...(config.optimisations.documentCache ? {} : { documentStore: null }),
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    formatError: (formatted, error) => maskError(formatted, error, config.production),
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      // The schema sets no cache hints; Apollo's default cache-control plugin still ran a hook per
      // field (the benchmark measured 19–23 % of the gateway's CPU on the home and flight pages).
      ApolloServerPluginCacheControlDisabled(),
      introspectionGate({
        open: config.introspection,
        internalToken: config.persistedOperations.internalToken,
      }),
      metricsPlugin(metrics),
      clearDeadSessionPlugin,
    ],
  });
  await apollo.start();

  // With REDIS_URL the replicas share their rate limits there; a Redis that is down does not stop
  // the gateway from starting (each replica then counts alone until it is back: security/redisStore.ts).
  const redis = config.redisUrl ? new RedisStore(config.redisUrl) : null;
  await redis?.connect();
  const rateLimiter = new RateLimiter(config.rateLimits, redis);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  // GraphiQL, built by `pnpm build:sandbox`, read from disk (http/sandbox.ts).
  const sandbox = await registerSandbox(app, {
    access: config.sandbox,
    dir: config.sandboxDir,
    internalToken: config.persistedOperations.internalToken,
  });

  // The integration types its route's reply as a string; our route also answers the sandbox page.
  const graphqlHandler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => createContext(request, reply, config, { upstream, rateLimiter }),
  }) as unknown as RouteHandlerMethod;
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: async function (request, reply) {
      // A browser opening the endpoint: the sandbox, or to whoever may not have it, a 404.
      if (sandbox.isPageRequest(request)) return sandbox.sendPage(request, reply);
      // Answers carry members' data: no shared cache may keep them (Apollo's cache-control plugin,
      // which used to say so, is off).
      reply.header('cache-control', 'no-store');
      const refused = gate.check(request);
      if (refused)
        return reply.code(refused.status).type('application/json; charset=utf-8').send(refused.body);
      return graphqlHandler.call(this, request, reply);
    },
  });

  registerMedia(app, upstream);
  registerCashier(app, config.upstream);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await Promise.race([
        upstream.call(restRoutes.app.health, {}, { kind: 'H5' }),
        new Promise((_, reject) => setTimeout(() => reject(new Error('readiness deadline')), 2000)),
      ]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'upstream unavailable' });
    }
  });
  // The figures (operation names, traffic, breaker states) are for monitoring: served to this host
  // itself, not through a proxy, or to a caller with the internal tools' credential; to anyone else
  // there is nothing here.
  app.get('/metrics', async (request, reply) => {
    const local = isLoopback(request.ip) && request.headers['x-forwarded-for'] === undefined;
    const internal = isInternalTool(
      request.headers['x-internal-token'],
      config.persistedOperations.internalToken,
    );
    if (!local && !internal) return reply.code(404).send({ error: 'Not Found', message: '请求的资源不存在' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  const indexPath = config.webDistDir ? join(config.webDistDir, 'index.html') : null;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (indexHtml && config.webDistDir) {
    // Vite's content-hashed files, from memory and cached for good (http/assets.ts).
    registerAssets(app, join(config.webDistDir, 'assets'));
    // The rest of the build (favicon …) from disk, revalidated on each use.
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      // scripts/compress-assets.mjs writes .br and .gz beside each file at build time.
      preCompressed: true,
      allowedPath: (path) => !path.startsWith('/assets/'),
      setHeaders: (reply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  }

  const preloadsPath = config.webDistDir ? join(config.webDistDir, 'route-preloads.json') : null;
  const preloads =
    preloadsPath && existsSync(preloadsPath)
      ? (JSON.parse(readFileSync(preloadsPath, 'utf8')) as RoutePreloads)
      : null;
  const appHtml = indexHtml ? createAppHtml(indexHtml, preloads) : null;
  const sendApp = (reply: FastifyReply, path: string, html = appHtml!(path)) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appContentSecurityPolicy(html))
      .send(html);
  // The static plugin answers a directory with 403; the root is the app's home page, with the still
  // picture of its top when the first banner is at hand (http/firstPaint.ts).
  const firstPaint =
    config.firstPaint && indexHtml && config.webDistDir ? loadFirstPaintPages(config.webDistDir) : null;
  const firstBanner = firstPaint ? firstBannerSource(upstream) : null;
  void firstBanner?.get();
  if (indexHtml) {
    app.get('/', async (request, reply) => {
      const banner = await firstBanner?.get();
      if (!banner || !firstPaint) return sendApp(reply, '/');
      const host = detectHost({
        userAgent: String(request.headers['user-agent'] ?? ''),
        search: request.url.slice(request.url.indexOf('?') + 1 || request.url.length),
      });
      const html = fillFirstPaint(firstPaint, banner, { openAppBanner: !host.hideChrome });
      return html ? sendApp(reply, '/', html) : sendApp(reply, '/');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isGraphql = path === '/graphql' || path.startsWith('/graphql/');
    const isAsset = path.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (request.method === 'GET' && indexHtml && !isGraphql && !isAsset) {
      // A client route (/air/airList, /personal …): the SPA's router decides what it is.
      return sendApp(reply, path);
    }
    return reply.code(404).send({ error: 'Not Found', message: '请求的资源不存在' });
  });

  return {
    app,
    apollo,
    upstream,
    metrics,
    async close() {
      await app.close();
      await upstream.close();
      await redis?.close();
    },
  };
}
