import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { hiddenSchema } from './hiddenSchema';

const server = (plugins: Plugin[]) =>
  createYoga({
    schema: createSchema({ typeDefs: 'input Filter { from: String } type Query { summary(filter: Filter): Int }', resolvers: { Query: { summary: () => 1 } } }),
    plugins,
    logging: false,
  });

async function messages(plugins: Plugin[], query: string, variables?: Record<string, unknown>): Promise<string[]> {
  const response = await server(plugins).fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { errors?: { message: string }[] };
  return (body.errors ?? []).map((error) => error.message);
}

describe('hiddenSchema (production)', () => {
  const misspeltField = '{ sumary }';
  const misspeltInput = ['query ($f: Filter) { summary(filter: $f) }', { f: { frm: '2024-01-01' } }] as const;

  it('refuses introspection', async () => {
    expect(await messages([], '{ __schema { queryType { name } } }')).toEqual([]);
    expect(await messages([hiddenSchema()], '{ __schema { queryType { name } } }')).toContain(
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
    );
  });

  it('names no field the client did not name, in validation and in variable values', async () => {
    expect((await messages([], misspeltField))[0]).toContain('Did you mean "summary"?');
    expect(await messages([hiddenSchema()], misspeltField)).toEqual(['Cannot query field "sumary" on type "Query".']);
    expect((await messages([], ...misspeltInput))[0]).toContain('Did you mean "from"?');
    expect(await messages([hiddenSchema()], ...misspeltInput)).toEqual(['Variable "$f" got invalid value { frm: "2024-01-01" }; Field "frm" is not defined by type "Filter".']);
  });
});
