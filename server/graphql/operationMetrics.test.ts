import { randomUUID } from 'node:crypto';
import { createSchema, createYoga } from 'graphql-yoga';
import { createMetrics } from '../http/metrics';
import { operationLabel, operationMetrics } from './operationMetrics';

describe('operation metrics', () => {
  it('labels the app’s own operations by name, any other name as other', () => {
    const known = new Set(['Brokers']);
    expect(operationLabel('Brokers', known)).toBe('Brokers');
    expect(operationLabel('brokers', known)).toBe('other');
    expect(operationLabel('__proto__', known)).toBe('other');
    expect(operationLabel(undefined, known)).toBe('anonymous');
  });

  it('stays the same size after 1,000 operations with random names', async () => {
    const metrics = createMetrics();
    const yoga = createYoga({
      schema: createSchema({ typeDefs: 'type Query { ping: String }', resolvers: { Query: { ping: () => 'pong' } } }),
      plugins: [operationMetrics(metrics, new Set(['Ping']))],
      logging: false,
    });
    const run = (query: string) =>
      yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const operationLines = async () => (await metrics.registry.getSingleMetricAsString('graphql_operations_total')).split('\n');

    await run('query Ping { ping }');
    await run('query First { ping }');
    const before = await operationLines();
    for (let i = 0; i < 1000; i += 1) await run(`query Q${randomUUID().replace(/-/g, '')} { ping }`);
    const after = await operationLines();

    expect(after).toHaveLength(before.length);
    expect(after).toContain('graphql_operations_total{operation="Ping",type="query",outcome="ok"} 1');
    expect(after).toContain('graphql_operations_total{operation="other",type="query",outcome="ok"} 1001');
  });
});
