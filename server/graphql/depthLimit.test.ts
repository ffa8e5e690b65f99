import { buildSchema, parse, validate } from 'graphql';
import { depthLimitRule } from './depthLimit';

const schema = buildSchema(`type Node { id: ID, child: Node } type Query { root: Node }`);
const check = (query: string, max: number) => validate(schema, parse(query), [depthLimitRule(max)]).map((e) => e.message);

describe('depthLimitRule', () => {
  it('counts field nesting and passes a query at the limit', () => {
    expect(check('{ root { child { id } } }', 3)).toEqual([]);
    expect(check('{ root { child { child { id } } } }', 3)).toEqual(['The query is 4 levels deep; the limit is 3.']);
  });

  it('follows fragments and inline fragments', () => {
    const query = 'query { root { ...F } } fragment F on Node { child { ... on Node { child { id } } } }';
    expect(check(query, 3)).toEqual(['The query is 4 levels deep; the limit is 3.']);
    expect(check(query, 4)).toEqual([]);
  });

  it('does not count introspection fields or loop on fragment cycles', () => {
    expect(check('{ __schema { types { fields { type { name } } } } }', 2)).toEqual([]);
    expect(check('query { root { ...A } } fragment A on Node { child { ...A } }', 5)).toEqual([]);
  });
});
