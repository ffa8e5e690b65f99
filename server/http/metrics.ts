// Prometheus metrics on a registry per server instance (tests start several in one process).
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
    help: 'GraphQL operations executed, by operation name, type and outcome.',
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
