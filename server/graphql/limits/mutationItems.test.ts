import fs from 'node:fs';
import { buildSchema, getNullableType, isListType, parse } from 'graphql';
import { projectPath } from '../../paths';
import { aliased } from '../../test/attackDocuments';
import { MAX_MUTATION_FIELDS, MUTATION_ITEMS, mutationItemsError } from './mutationItems';

const check = (query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
  const error = mutationItemsError(parse(query), operationName, variables);
  return error && { code: error.extensions.code, message: error.message };
};
const brokers = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `B${i}` }));

describe('mutationItemsError', () => {
  it('names for every mutation a list argument that exists in the schema', () => {
    const mutation = buildSchema(fs.readFileSync(projectPath('schema.graphql'), 'utf8')).getMutationType()!;
    expect(Object.keys(MUTATION_ITEMS).sort()).toEqual(Object.keys(mutation.getFields()).sort());
    for (const [field, items] of Object.entries(MUTATION_ITEMS)) {
      if (!items) continue;
      const argument = mutation.getFields()[field]!.args.find((arg) => arg.name === items.argument);
      expect([field, argument && isListType(getNullableType(argument.type))]).toEqual([field, true]);
    }
  });

  it('lets queries, one mutation and a few small ones through', () => {
    expect(check(aliased(100, 'portfolioSummary { marketValue }'))).toBeNull();
    expect(check('mutation ($input: [BrokerInput!]!) { createBrokers(brokerInput: $input) { insertedCount } }', { input: brokers(5000) })).toBeNull();
    expect(check(aliased(MAX_MUTATION_FIELDS, 'createBroker(brokerInput: {name: "x"}) { _id }', 'mutation'))).toBeNull();
  });

  it('refuses more root fields than the cap, aliases and fragments included', () => {
    const refusal = { code: 'BAD_REQUEST', message: 'The operation sends 1000 mutations; at most 10 may be sent in one request.' };
    expect(check(aliased(1000, 'createBroker(brokerInput: {name: "x"}) { _id }', 'mutation'))).toEqual(refusal);
    const fields = Array.from({ length: 11 }, (_, i) => `b${i}: deleteDashboard(dashboard_Id: "${i}")`).join(' ');
    expect(check(`mutation { ...M } fragment M on Mutation { ... on Mutation { ${fields} } }`)?.message).toBe('The operation sends 11 mutations; at most 10 may be sent in one request.');
    // Equal response keys merge into one call.
    expect(check(`mutation { ${'deleteDashboard(dashboard_Id: "1") '.repeat(20)} }`)).toBeNull();
  });

  it('refuses fields that together hold more than one call of items, counting variables and literal lists', () => {
    expect(check('mutation ($a: [BrokerInput!]!, $b: [BrokerInput!]!) { createBrokers(brokerInput: $a) { insertedCount } more: createBrokers(brokerInput: $b) { insertedCount } }', { a: brokers(1000), b: brokers(1) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The mutations of this operation together hold more items than one call may (createBrokers 1,000 of at most 1,000; more: createBrokers 1 of at most 1,000). Send them in separate requests.',
    });
    // Shares of different limits add up: half a call of transactions and half a call of brokers is one call.
    const mixed = 'mutation ($t: [ID!]!, $b: [BrokerInput!]!) { deleteTransactions(transaction_Ids: $t) createBrokers(brokerInput: $b) { insertedCount } }';
    expect(check(mixed, { t: Array(5000).fill('x'), b: brokers(500) })).toBeNull();
    expect(check(mixed, { t: Array(5000).fill('x'), b: brokers(501) })?.code).toBe('BAD_USER_INPUT');
    expect(check(`mutation { a: createBrokers(brokerInput: [${'{name: "x"} '.repeat(600)}]) { insertedCount } b: createBrokers(brokerInput: [${'{name: "x"} '.repeat(600)}]) { insertedCount } }`)?.code).toBe('BAD_USER_INPUT');
  });

  it('checks the operation that runs', () => {
    const document = `query Q { __typename } ${aliased(11, 'createBroker(brokerInput: {name: "x"}) { _id }', 'mutation M')}`;
    expect(check(document, {}, 'Q')).toBeNull();
    expect(check(document, {}, 'M')?.code).toBe('BAD_REQUEST');
  });
});
