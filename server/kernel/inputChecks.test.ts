import { GraphQLInputObjectType, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString, buildSchema, parse } from 'graphql';
import { refusedArgument, unstorableCharacter } from './inputChecks';
import { DisplayCurrency } from './scalars';

const schema = buildSchema(`
  scalar JSON
  input Item { id: ID, name: String, tags: [String!], data: JSON }
  type Query {
    one(id: ID, text: String, items: [Item!], ids: [ID!], data: JSON): String
    nested: Query
  }
`);

const refusal = (query: string, variableValues: Record<string, unknown> = {}) => {
  const error = refusedArgument({ schema, document: parse(query), variableValues });
  return error && { message: error.message, code: error.extensions.code, field: error.extensions.field };
};

describe('unstorableCharacter', () => {
  it.each([
    ['plain text', null],
    ['emoji 😀 (a surrogate pair)', null],
    ['a\u0000b', 'NUL'],
    ['a\ud800b', 'a lone surrogate'],
    ['\udc00 trailing half first', 'a lone surrogate'],
    ['ends in a half \ud83d', 'a lone surrogate'],
  ])('%j: %s', (text, expected) => {
    expect(unstorableCharacter(text)).toBe(expected);
  });
});

describe('refusedArgument', () => {
  it('passes ordinary arguments, inline and in variables', () => {
    expect(refusal('query ($t: String) { one(id: "x", text: $t, items: [{ name: "a", tags: ["b"] }]) }', { t: 'fine 😀' })).toBeNull();
  });

  it('names the path through lists, input objects and JSON values', () => {
    expect(refusal('query ($items: [Item!]) { one(items: $items) }', { items: [{ name: 'ok' }, { tags: ['ok', 'a\u0000'] }] })).toEqual({
      message: 'items[1].tags[1] contains a character that cannot be stored (NUL).',
      code: 'BAD_USER_INPUT',
      field: 'items[1].tags[1]',
    });
    expect(refusal('query ($d: JSON) { one(data: $d) }', { d: { a: [{ b: '\ud800' }] } })?.field).toBe('data.a[0].b');
    expect(refusal('query ($d: JSON) { one(data: $d) }', { d: { ['k\u0000']: 1 } })?.message).toBe('data has a key that contains a character that cannot be stored (NUL).');
    expect(refusal('{ one(items: [{ data: { deep: ["\\u0000"] } }]) }')?.field).toBe('items[0].data.deep[0]');
  });

  it('refuses an empty id, also given alone where a list of ids is expected, but not an empty text', () => {
    expect(refusal('{ one(id: "") }')?.message).toBe('id must be an id, not an empty string.');
    expect(refusal('query ($ids: [ID!]) { one(ids: $ids) }', { ids: '' })?.message).toBe('ids must be an id, not an empty string.');
    expect(refusal('query ($items: [Item!]) { one(items: $items) }', { items: { id: '' } })?.field).toBe('items.id');
    expect(refusal('{ one(text: "") }')).toBeNull();
    // Inside a JSON value nothing is an ID.
    expect(refusal('query ($d: JSON) { one(data: $d) }', { d: { id: '' } })).toBeNull();
  });

  it('checks arguments in fragments and nested fields too', () => {
    expect(refusal('{ ...F } fragment F on Query { nested { one(text: "\\u0000") } }')?.field).toBe('text');
  });

  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refusal('query ($d: JSON) { one(data: $d) }', { d: deep })?.message).toMatch(/^data(\[0\]){100000} contains/);
  });

  describe('with a scalar of our own', () => {
    const Settings = new GraphQLInputObjectType({ name: 'Settings', fields: { currency: { type: DisplayCurrency } } });
    const currencySchema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { pick: { type: GraphQLString, args: { currency: { type: DisplayCurrency }, list: { type: new GraphQLList(DisplayCurrency) }, settings: { type: Settings } } } },
      }),
    });
    const refused = (query: string, variableValues: Record<string, unknown> = {}) =>
      refusedArgument({ schema: currencySchema, document: parse(query), variableValues });

    it('names the argument of a value the scalar refuses, in a variable or inside an input', () => {
      const error = refused('query ($c: DisplayCurrency) { pick(currency: $c) }', { c: 'XYZ' });
      expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'currency' });
      expect(error?.message).toMatch(/^currency: "XYZ" is not a display currency; use one of EUR, USD, GBP, CAD, AUD, /);
      expect(refused('query ($s: Settings) { pick(settings: $s) }', { s: { currency: 'chf' } })?.extensions?.field).toBe('settings.currency');
      expect(refused('query ($l: [DisplayCurrency]) { pick(list: $l) }', { l: ['EUR', 'BGN'] })?.extensions?.field).toBe('list[1]');
    });

    it('passes what the scalar accepts', () => {
      expect(refused('query ($c: DisplayCurrency, $l: [DisplayCurrency]) { pick(currency: $c, list: $l) }', { c: 'CHF', l: ['SEK', 'AUD'] })).toBeNull();
    });
  });
});
