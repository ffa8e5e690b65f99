import { GraphQLScalarType } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { RawJson } from '../../kernel/rawJson';
import { responseCeiling } from './responseCeiling';

const MB = 1024 * 1024;
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'scalar JSON type Query { text(length: Int!, of: String = "x"): String cached(length: Int!): JSON }',
    resolvers: {
      JSON: new GraphQLScalarType({ name: 'JSON', serialize: (value) => value }),
      Query: {
        text: (_parent: unknown, { length, of }: { length: number; of: string }) => of.repeat(length),
        // A JSON answer already serialised, as the cached transaction table is.
        cached: (_parent: unknown, { length }: { length: number }) => new RawJson(JSON.stringify({ rows: 'y'.repeat(length) })),
      },
    },
  }),
  plugins: [responseCeiling(MB)],
  logging: false,
});

async function ask(query: string, accept = 'application/graphql-response+json') {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify({ query }) });
  return { status: response.status, text: await response.text() };
}

describe('responseCeiling', () => {
  it('sends an answer under the ceiling as it is, serialised once', async () => {
    const stringify = jest.spyOn(JSON, 'stringify');
    const { status, text } = await ask('{ text(length: 1000) }');
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ data: { text: 'x'.repeat(1000) } });
    expect(stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'data' in value)).toHaveLength(1);
    stringify.mockRestore();
  });

  it('replaces an answer past the ceiling with RESPONSE_TOO_LARGE', async () => {
    const { text } = await ask(`{ text(length: ${MB + 1}) }`);
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: 'The answer would be 1.0 MB, more than the 1.0 MB one response may carry. Ask for less at once: fewer fields, a shorter period or fewer portfolios.', extensions: { code: 'RESPONSE_TOO_LARGE' } }],
    });
  });

  it('measures bytes, not characters', async () => {
    // 600,000 characters of two bytes each in UTF-8.
    const { text } = await ask(`{ text(length: 600000, of: "é") }`);
    expect(JSON.parse(text).errors[0].message).toMatch(/^The answer would be 1\.1 MB/);
  });

  it('carries a JSON answer that is text already as that text, and measures it', async () => {
    expect(JSON.parse((await ask('{ cached(length: 10) }')).text)).toEqual({ data: { cached: { rows: 'y'.repeat(10) } } });
    expect(JSON.parse((await ask(`{ cached(length: ${MB}) }`)).text).errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
  });
});
