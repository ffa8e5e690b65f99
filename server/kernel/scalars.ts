import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { DISPLAY_CURRENCIES, isDisplayCurrency, type DisplayCurrency as DisplayCurrencyCode } from '../../common/displayCurrencies';
import { TRANSACTION_KINDS as TRANSACTION_TYPES, type TransactionKind as TransactionTypeName } from '../../common/transactionKinds';

export { TRANSACTION_TYPES, type TransactionTypeName };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError(`DateTime must be an ISO-8601 date or date-time string, got ${JSON.stringify(value)}.`);
  }
  return value;
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : parseDateTime(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseTransactionType(value: unknown): TransactionTypeName {
  if (typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value)) {
    return value as TransactionTypeName;
  }
  throw new GraphQLError(`TransactionType must be one of ${TRANSACTION_TYPES.join(', ')}; got ${JSON.stringify(value)}.`);
}

export const TransactionType = new GraphQLScalarType({
  name: 'TransactionType',
  serialize: parseTransactionType,
  parseValue: parseTransactionType,
  parseLiteral: (ast) => parseTransactionType(ast.kind === Kind.STRING ? ast.value : undefined),
});

/** The longest text quoted back in a refusal: a 100 KB "currency" is not echoed whole. */
const QUOTED_MAX = 12;

function parseDisplayCurrency(value: unknown): DisplayCurrencyCode {
  if (isDisplayCurrency(value)) return value;
  const shown = typeof value === 'string' && value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value;
  throw new GraphQLError(`${JSON.stringify(shown)} is not a display currency; use one of ${DISPLAY_CURRENCIES.join(', ')}.`);
}

/**
 * A currency code from the display list, sent as a string. A literal may also be written bare
 * (`EUR`), as it was while the type was an enum, so documents written then still validate.
 */
export const DisplayCurrency = new GraphQLScalarType({
  name: 'DisplayCurrency',
  serialize: parseDisplayCurrency,
  parseValue: parseDisplayCurrency,
  parseLiteral: (ast) => parseDisplayCurrency(ast.kind === Kind.STRING || ast.kind === Kind.ENUM ? ast.value : undefined),
});

function literalToJson(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalToJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      throw new GraphQLError('JSON literal not supported.');
  }
}

function parseJsonValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    throw new GraphQLError('JSON must be an object or an array.');
  }
  return value;
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: parseJsonValue,
  parseLiteral: (ast, variables) => parseJsonValue(literalToJson(ast, variables)),
});
