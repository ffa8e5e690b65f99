// Prometheus metrics on a registry per server instance (tests start several in one process), and
// who may read them: with METRICS_TOKEN set, whoever sends it as a bearer token; without it, only
// this machine (a loopback peer that is not a proxy relaying someone else's request).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';

export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const graphqlOperations = new client.Counter({
    name: 'graphql_operations_total',
    help: "GraphQL operations executed, by operation name (the app's own operations; any other name is counted as other), type and outcome.",
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [registry],
  });
  const websocketConnections = new client.Gauge({
    name: 'graphql_websocket_connections',
    help: 'Open GraphQL WebSocket connections.',
    registers: [registry],
  });
  return { registry, httpDuration, graphqlOperations, websocketConnections };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Headers a reverse proxy adds: a loopback peer sending one is relaying a request from elsewhere. */
const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack listener reports ::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

type MetricsRequest = Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string } };

export type MetricsAccess = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/**
 * Whether a request may read /metrics. Only the TCP peer's address counts, never a header that
 * claims one: headers can only take access away (a proxy's relay headers).
 */
export function metricsAccess(request: MetricsRequest, token: string | undefined): MetricsAccess {
  if (token) {
    const given = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (given !== undefined && sameSecret(given, token)) return { allowed: true };
    return { allowed: false, status: 401, message: 'Reading /metrics needs Authorization: Bearer <METRICS_TOKEN>.' };
  }
  const relayed = RELAY_HEADERS.some((name) => request.headers[name] !== undefined);
  if (isLoopbackAddress(request.socket.remoteAddress) && !relayed) return { allowed: true };
  return { allowed: false, status: 403, message: '/metrics is only served to this machine; set METRICS_TOKEN to read it from elsewhere.' };
}

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.get('/metrics', async (req, reply) => {
    const access = metricsAccess(req, token);
    reply.header('cache-control', 'no-store');
    if (!access.allowed) {
      if (access.status === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(access.status).send({ message: access.message });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
