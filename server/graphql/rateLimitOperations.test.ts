// The per-identity limits on GraphQL operations: which identity is counted, which operations are
// sign-ins, and that a refused operation runs no resolver and answers 429 with Retry-After.
import { createSchema, createYoga } from 'graphql-yoga';
import { parse } from 'graphql';
import { rateLimitedError, type OperationRateLimits, type OperationSource } from '../http/rateLimit';
import { isSignIn, rateLimitOperations } from './rateLimitOperations';

describe('isSignIn', () => {
  it.each([
    ['mutation { auditUser { uid } }', true],
    ['mutation { me: auditUser { uid } }', true],
    ['mutation { ... on Mutation { auditUser { uid } } }', true],
    ['mutation { ...F } fragment F on Mutation { auditUser { uid } }', true],
    ['mutation { createBroker(brokerInput: { name: "x" }) { _id } }', false],
    ['query { auditUser }', false],
    ['mutation { ...F } fragment F on Mutation { ...F }', false],
  ])('%s: %s', (document, expected) => {
    expect(isSignIn(parse(document), undefined)).toBe(expected);
  });

  it('looks at the operation that runs', () => {
    const document = parse('mutation A { auditUser { uid } } mutation B { createBroker { _id } }');
    expect([isSignIn(document, 'A'), isSignIn(document, 'B')]).toEqual([true, false]);
  });
});

describe('rateLimitOperations', () => {
  function server(refuse: boolean) {
    const seen: OperationSource[] = [];
    let resolved = 0;
    const limits: OperationRateLimits = {
      refusal: (source) => {
        seen.push(source);
        return refuse ? rateLimitedError('Too many requests; try again in 7 seconds.', 7) : null;
      },
      authFailed: () => undefined,
      authBlocked: () => null,
    };
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { ping: String } type Mutation { auditUser: String }',
        resolvers: { Query: { ping: () => ((resolved += 1), 'pong') }, Mutation: { auditUser: () => ((resolved += 1), 'ok') } },
      }),
      // The identity as the real context gives it once authentication succeeded.
      context: () => ({ viewer: { uid: 'user-1' }, embed: null, req: { ip: '192.0.2.7' } }),
      plugins: [rateLimitOperations(limits)],
      logging: false,
    });
    const run = async (query: string) => {
      const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as unknown };
    };
    return { run, seen, resolvedCount: () => resolved };
  }

  it('counts the verified identity and the address, telling sign-ins apart', async () => {
    const { run, seen } = server(false);
    expect((await run('{ ping }')).body).toEqual({ data: { ping: 'pong' } });
    await run('mutation { auditUser }');
    expect(seen).toEqual([
      { address: '192.0.2.7', uid: 'user-1', embedId: null, signIn: false },
      { address: '192.0.2.7', uid: 'user-1', embedId: null, signIn: true },
    ]);
  });

  it('answers a refused operation 429 with Retry-After in GraphQL\'s shape, running no resolver', async () => {
    const { run, resolvedCount } = server(true);
    for (const query of ['{ ping }', 'mutation { auditUser }']) {
      expect(await run(query)).toEqual({
        status: 429,
        retryAfter: '7',
        body: { errors: [{ message: 'Too many requests; try again in 7 seconds.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 7 } }] },
      });
    }
    expect(resolvedCount()).toBe(0);
  });
});
