// Bounds on what one GraphQL operation may ask, checked before anything runs, over HTTP and
// WebSocket alike (both go through Yoga's enveloped parse, validate and execute):
// - parse: at most maxTokens tokens, so the recursive parser never meets a document deep or long
//   enough to exhaust the stack or the CPU; a document it cannot read is BAD_REQUEST;
// - validate: depth, aliases, directives and a cost budget (measureOperation.ts), measured before
//   graphql-js's own rules, which then never see a document over the limits;
// - execute: a mutation operation's fields, aliases included, hold at most one bulk call's items.
import { GraphQLError, parse, type DocumentNode, type GraphQLErrorOptions, type GraphQLSchema, type Source } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../../config';
import type { ErrorCode } from '../../kernel/errors';
import { measureOperations, type OperationMeasure } from './measureOperation';
import { mutationItemsError } from './mutationItems';

export interface GraphQLLimits {
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxCost: number;
  maxResponseBytes: number;
}

/**
 * How many introspection lists (types, fields, args...) may nest: the standard introspection
 * query nests three (types > fields > args); a fourth only multiplies the schema by itself.
 */
export const MAX_INTROSPECTION_LISTS = 3;

export function graphqlLimits(config: Pick<Config, 'GRAPHQL_MAX_TOKENS' | 'GRAPHQL_MAX_DEPTH' | 'GRAPHQL_MAX_ALIASES' | 'GRAPHQL_MAX_DIRECTIVES' | 'GRAPHQL_MAX_COST' | 'GRAPHQL_MAX_RESPONSE_BYTES'>): GraphQLLimits {
  return {
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxAliases: config.GRAPHQL_MAX_ALIASES,
    maxDirectives: config.GRAPHQL_MAX_DIRECTIVES,
    maxCost: config.GRAPHQL_MAX_COST,
    maxResponseBytes: config.GRAPHQL_MAX_RESPONSE_BYTES,
  };
}

/**
 * The refusals made here. Over HTTP they answer 400 whatever the Accept header: Yoga would answer
 * a client accepting only application/json 200, as GraphQL over HTTP asks for invalid documents,
 * but a document refused unread or unmeasurable is a bad request, not a GraphQL result.
 */
const refusals = new WeakSet<GraphQLError>();

function badRequest(message: string, options: Omit<GraphQLErrorOptions, 'extensions'> = {}): GraphQLError {
  const error = new GraphQLError(message, { ...options, extensions: { code: 'BAD_REQUEST' satisfies ErrorCode } });
  refusals.add(error);
  return error;
}

/** Whole numbers up to a trillion in full; past that the exact figure of a fan-out means nothing. */
function figure(value: number): string {
  return value > 1e12 ? 'more than 1,000,000,000,000' : Math.round(value).toLocaleString('en');
}

/** graphql-js's parse with the token limit; what it cannot read becomes a BAD_REQUEST. */
export function parseWithinLimits(source: string | Source, maxTokens: number): DocumentNode {
  try {
    return parse(source, { maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) {
      if (error.message.includes('tokens. Parsing aborted')) {
        throw badRequest(`The document has more than ${figure(maxTokens)} tokens (names, values and punctuation), the most one request may send.`);
      }
      throw badRequest(error.message, { source: error.source, positions: error.positions });
    }
    // Only reachable with a token limit set far above the default: the parser recursed too deep.
    if (error instanceof RangeError) throw badRequest('The document is nested too deeply to read.');
    throw error;
  }
}

/** The limits an operation of the document exceeds, each as a BAD_REQUEST naming the figure. */
export function limitErrors(schema: GraphQLSchema, document: DocumentNode, limits: GraphQLLimits): GraphQLError[] {
  let measures: OperationMeasure[];
  try {
    measures = measureOperations(schema, document);
  } catch (error) {
    if (error instanceof RangeError) return [badRequest('The document is nested too deeply to read.')];
    throw error;
  }
  const errors: GraphQLError[] = [];
  for (const { node, depth, aliases, directives, cost, introspectionLists } of measures) {
    const kind = node.operation;
    const refusal = (message: string) => errors.push(badRequest(message, { nodes: [node] }));
    if (depth > limits.maxDepth) refusal(`The ${kind} is ${depth} levels deep; the limit is ${limits.maxDepth}.`);
    if (aliases > limits.maxAliases) refusal(`The ${kind} uses ${figure(aliases)} aliases; the limit is ${limits.maxAliases}.`);
    if (directives > limits.maxDirectives) refusal(`The ${kind} uses ${figure(directives)} directives; the limit is ${limits.maxDirectives}.`);
    if (introspectionLists > MAX_INTROSPECTION_LISTS) {
      refusal(`The ${kind} nests ${introspectionLists} introspection lists (types, fields, args...); the limit is ${MAX_INTROSPECTION_LISTS}.`);
    }
    if (cost > limits.maxCost) {
      refusal(`The ${kind} would cost ${figure(cost)} (lists, engine figures and ledgers cost more); the limit is ${figure(limits.maxCost)}. Ask for fewer fields or aliases per request.`);
    }
  }
  return errors;
}

/** The Yoga plugin: the limits above on every operation. */
export function operationLimits(limits: GraphQLLimits): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source) => parseWithinLimits(source, limits.maxTokens));
    },
    onValidate({ params, setResult }) {
      // Set, the result replaces validation: graphql-js's rules never walk a document over the limits.
      const errors = limitErrors(params.schema, params.documentAST, limits);
      if (errors.length > 0) setResult(errors);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const error = mutationItemsError(args.document, args.operationName, args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      if (!result.errors?.some((error) => refusals.has(error as GraphQLError))) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { ...result.extensions?.http, status: 400 } } });
    },
  };
}
