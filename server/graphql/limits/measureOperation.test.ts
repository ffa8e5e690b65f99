import { buildSchema, getIntrospectionQuery, parse } from 'graphql';
import { fragmentFanOut } from '../../test/attackDocuments';
import { measureOperations } from './measureOperation';

const schema = buildSchema(`
  type Node { id: ID, child: Node, children: [Node!]! }
  type Query { root: Node, nodes: [Node!]!, portfolioSummary: Node }
`);
const measure = (query: string) => measureOperations(schema, parse(query))[0]!;

describe('measureOperations', () => {
  it('counts nested fields as depth; fragments and inline fragments add no level', () => {
    expect(measure('{ root { child { id } } }').depth).toBe(3);
    expect(measure('query { root { ...F } } fragment F on Node { child { ... on Node { child { id } } } }').depth).toBe(4);
  });

  it('ends fragment cycles and unknown fragments (validation reports them) instead of looping', () => {
    expect(measure('query { root { ...A } } fragment A on Node { child { ...B } } fragment B on Node { id ...A }').depth).toBe(3);
    expect(measure('query { root { ...Missing } }').depth).toBe(1);
  });

  it('counts aliases and directives through fragments, once per spread', () => {
    const query = 'query Q @skip(if: false) { a: root { ...F } b: root { ...F } } fragment F on Node { x: id @include(if: true) }';
    expect(measure(query)).toMatchObject({ name: 'Q', aliases: 4, directives: 3 });
  });

  it('prices fields: 1 each, 10 for a root field, 500 for an engine figure, and a list multiplies what is under it by 10', () => {
    expect(measure('{ root { id } }').cost).toBe(10 + 1);
    expect(measure('{ nodes { id child { id } } }').cost).toBe(10 + 10 * (1 + 1 + 1));
    expect(measure('{ nodes { children { id } } }').cost).toBe(10 + 10 * (1 + 10 * 1));
    expect(measure('{ portfolioSummary { id } }').cost).toBe(500 + 1);
    expect(measure('{ a: portfolioSummary { id } b: portfolioSummary { id } }').cost).toBe(2 * 501);
    // Unknown fields count as fields; validation refuses them afterwards.
    expect(measure('{ nope { deeper } }').cost).toBe(10 + 1);
  });

  it('measures a fragment fan-out once per fragment: linear time, exponential figures', () => {
    for (const fragments of [23, 25, 30]) {
      const document = parse(fragmentFanOut(fragments, 'root { id }'));
      const started = performance.now();
      const [fanOut] = measureOperations(schema, document);
      expect(performance.now() - started).toBeLessThan(50);
      expect(fanOut).toMatchObject({ depth: 2, cost: 2 ** (fragments - 1) * 11 });
    }
    expect(measure(fragmentFanOut(30)).cost).toBe(2 ** 29);
  });

  it('lets the standard introspection query through, but not an introspection that nests lists in lists', () => {
    const standard = measureOperations(buildSchema('type Query { a: Int }'), parse(getIntrospectionQuery()))[0]!;
    expect(standard).toMatchObject({ depth: 6, introspectionLists: 3, cost: 500 });
    const nested = measure('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(nested.introspectionLists).toBe(4);
  });
});
