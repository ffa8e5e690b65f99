// The price of each field in an operation's cost budget (GRAPHQL_MAX_COST). Every field costs 1
// (a property read, or a loader call batched with its siblings); a root field costs more, being a
// query of its own; the fields that run the money engine or read a whole ledger cost the most.
// A list multiplies what is selected below it by LIST_FACTOR, so nesting lists costs what it
// would: an estimate of the work, not a count of rows, which the engine cannot know beforehand.
import { isInterfaceType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';

export const LIST_FACTOR = 10;

const FIELD = 1;
const ROOT_FIELD = 10;
/** An engine run (summary, holdings, returns, series) or a whole ledger read or write: ten fit the default budget. */
const HEAVY = 500;

/** `Type.field` -> its price; fields not listed cost FIELD, or ROOT_FIELD on a root type. */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  'Query.portfolioSummary': HEAVY,
  'Query.portfolioHoldings': HEAVY,
  'Query.holdingReturns': HEAVY,
  'Query.portfolioValueSeries': HEAVY,
  // Reads and sums the whole ledger when it changed (the days are kept per user otherwise).
  'Query.transactionTimeline': HEAVY,
  'Query.UserTransactions': HEAVY,
  'Query.UserTransactionTable': HEAVY,
  'Query.PortfolioStockTransactions': HEAVY,
  // The whole schema: a flat price (introspectionLists bounds how far it fans out).
  'Query.__schema': HEAVY,
  // A write of transactions recomputes the ledger's figures, like a summary.
  'Mutation.createTransaction': HEAVY,
  'Mutation.updateTransactionStats': HEAVY,
  'Mutation.deleteTransactions': HEAVY,
  'Mutation.stageImport': HEAVY,
  'Mutation.commitImport': HEAVY,
  // Reads the ledger's state and its holdings' market events; accepting writes to the ledger.
  'Query.pendingCorporateActions': HEAVY,
  'Mutation.acceptCorporateActions': HEAVY,
};

/** Introspection fields that answer a list: nested, they multiply the answer by the schema's size. */
const INTROSPECTION_LISTS: Readonly<Record<string, readonly string[]>> = {
  __Schema: ['types', 'directives'],
  __Type: ['fields', 'interfaces', 'possibleTypes', 'enumValues', 'inputFields'],
  __Field: ['args'],
  __Directive: ['args', 'locations'],
};

export function fieldWeight(schema: GraphQLSchema, parent: GraphQLNamedType | undefined, field: string): number {
  if (!parent) return FIELD;
  const listed = FIELD_WEIGHTS[`${parent.name}.${field}`];
  if (listed !== undefined) return listed;
  const isRoot = parent === schema.getQueryType() || parent === schema.getMutationType() || parent === schema.getSubscriptionType();
  return isRoot && field !== '__typename' ? ROOT_FIELD : FIELD;
}

export function isIntrospectionList(parent: GraphQLNamedType | undefined, field: string): boolean {
  return parent !== undefined && (isObjectType(parent) || isInterfaceType(parent)) && (INTROSPECTION_LISTS[parent.name]?.includes(field) ?? false);
}
