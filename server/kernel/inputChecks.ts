// Checks on every argument before anything executes, so no resolver, repository or database ever
// sees input that can only fail deep inside it:
// - text that no column can store: PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16
//   surrogate is not Unicode at all (node-postgres would silently store U+FFFD instead). Checked
//   in every string, inline or in variables, JSON scalar values and their keys included;
// - an empty string given as an ID: never an id, and a falsy value a resolver may mistake for
//   "absent". (A non-empty id that is not one of ours stays a missing one: NOT_FOUND.)
// - a string one of our own scalars refuses (DisplayCurrency, DateTime, TransactionType), in a
//   variable as well as inline.
// Refusals are BAD_USER_INPUT naming the argument path, like `transactionInput[0].name`.
// Variable values the schema cannot coerce (a Float given "NaN", an Int above 2^31) are refused by
// graphql-js itself; this plugin gives those errors the BAD_USER_INPUT code they lack.
import {
  BREAK,
  GraphQLError,
  GraphQLID,
  Kind,
  TypeInfo,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  isSpecifiedScalarType,
  visit,
  visitWithTypeInfo,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLInputFieldMap,
  type GraphQLInputType,
  type GraphQLScalarType,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { fieldError } from './errors';

const ANY_SURROGATE = /[\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored, or null when it can. Most strings cost two plain scans. */
export function unstorableCharacter(value: string): string | null {
  if (value.includes('\u0000')) return 'NUL';
  if (ANY_SURROGATE.test(value) && LONE_SURROGATE.test(value)) return 'a lone surrogate';
  return null;
}

/** A list or object to look into: an AST literal or a variable's JSON, with where it sits. */
interface Frame {
  node?: ValueNode;
  value?: unknown;
  /** The schema's type at this position; undefined inside a JSON scalar. */
  type: GraphQLInputType | undefined;
  parent: Frame | null;
  key: string | number;
}

/** `transactionInput[0].name`: built only for a refusal, never for the values that pass. */
function pathOf(parent: Frame | null, key: string | number): string {
  const keys: (string | number)[] = [key];
  for (let f: Frame | null = parent; f; f = f.parent) keys.push(f.key);
  return keys
    .reverse()
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`))
    .join('');
}

function checkString(value: string, type: GraphQLInputType | undefined, parent: Frame | null, key: string | number): GraphQLError | null {
  // getNamedType sees through lists: a lone "" where [ID!] is expected is coerced to [""].
  const named = type && getNamedType(type);
  if (value === '' && named === GraphQLID) {
    const path = pathOf(parent, key);
    return fieldError('BAD_USER_INPUT', `${path} must be an id, not an empty string.`, path);
  }
  const bad = unstorableCharacter(value);
  if (bad) {
    const path = pathOf(parent, key);
    return fieldError('BAD_USER_INPUT', `${path} contains a character that cannot be stored (${bad}).`, path);
  }
  return named && isScalarType(named) && !isSpecifiedScalarType(named) ? checkScalar(value, named, parent, key) : null;
}

/**
 * A string our own scalar refuses (a display currency not on the list, a date that is not one),
 * named by its argument path. graphql-js would refuse it later too, while coercing variables, but
 * naming only the variable (`Variable "$c" got invalid value`), which a form cannot place.
 */
function checkScalar(value: string, scalar: GraphQLScalarType, parent: Frame | null, key: string | number): GraphQLError | null {
  try {
    scalar.parseValue(value);
    return null;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const path = pathOf(parent, key);
    return fieldError('BAD_USER_INPUT', `${path}: ${error.message}`, path);
  }
}

/** The type of a list's items: undefined inside a JSON scalar. */
function itemType(type: GraphQLInputType | undefined): GraphQLInputType | undefined {
  const nullable = type && getNullableType(type);
  return nullable && isListType(nullable) ? (nullable.ofType as GraphQLInputType) : undefined;
}

/** The fields of an input object (also of one given alone where a list is expected): undefined inside a JSON scalar. */
function fieldsOf(type: GraphQLInputType | undefined): GraphQLInputFieldMap | undefined {
  const named = type && getNamedType(type);
  return named && isInputObjectType(named) ? named.getFields() : undefined;
}

/**
 * The first problem in one argument. Iterative, so a deeply nested list or JSON value cannot
 * overflow the stack here; strings are checked where they are met, only lists and objects wait
 * on the stack.
 */
function checkArgument(root: Frame, variables: Record<string, unknown>): GraphQLError | null {
  const stack: Frame[] = [root];
  const meet = (value: unknown, type: GraphQLInputType | undefined, parent: Frame | null, key: string | number): GraphQLError | null => {
    if (typeof value === 'string') return checkString(value, type, parent, key);
    if (value !== null && typeof value === 'object') stack.push({ value, type, parent, key });
    return null;
  };
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const node = frame.node;
    if (node) {
      if (node.kind === Kind.STRING) {
        const problem = checkString(node.value, frame.type, frame.parent, frame.key);
        if (problem) return problem;
      } else if (node.kind === Kind.VARIABLE) {
        const problem = meet(variables[node.name.value], frame.type, frame.parent, frame.key);
        if (problem) return problem;
      } else if (node.kind === Kind.LIST) {
        node.values.forEach((item, i) => stack.push({ node: item, type: itemType(frame.type), parent: frame, key: i }));
      } else if (node.kind === Kind.OBJECT) {
        const fields = fieldsOf(frame.type);
        for (const field of node.fields) {
          stack.push({ node: field.value, type: fields?.[field.name.value]?.type, parent: frame, key: field.name.value });
        }
      }
      continue;
    }
    const value = frame.value;
    if (Array.isArray(value)) {
      const type = itemType(frame.type);
      for (let i = 0; i < value.length; i++) {
        const problem = meet(value[i], type, frame, i);
        if (problem) return problem;
      }
    } else if (value !== null && typeof value === 'object') {
      const fields = fieldsOf(frame.type);
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const bad = unstorableCharacter(key);
        if (bad) {
          const path = pathOf(frame.parent, frame.key);
          return fieldError('BAD_USER_INPUT', `${path} has a key that contains a character that cannot be stored (${bad}).`, path);
        }
        const problem = meet((value as Record<string, unknown>)[key], fields?.[key]?.type, frame, key);
        if (problem) return problem;
      }
    }
  }
  return null;
}

/** The first refused argument of the operation (fields' and directives' arguments, fragments included), or null. */
export function refusedArgument(args: Pick<ExecutionArgs, 'schema' | 'document' | 'variableValues'>): GraphQLError | null {
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  const typeInfo = new TypeInfo(args.schema);
  let refused: GraphQLError | null = null;
  visit(
    args.document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        refused = checkArgument({ node: node.value, type: typeInfo.getArgument()?.type, parent: null, key: node.name.value }, variables);
        return refused ? BREAK : undefined;
      },
    }),
  );
  return refused;
}

/**
 * Errors of a request that never started executing carry no code; these are the client's input
 * (variables the schema cannot coerce), or an operation name the document does not hold.
 */
function withRequestErrorCodes(result: ExecutionResult): ExecutionResult | null {
  if (result.data !== undefined || !result.errors?.some((error) => !error.extensions?.code)) return null;
  return {
    ...result,
    errors: result.errors.map((error) =>
      error.extensions?.code
        ? error
        : new GraphQLError(error.message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            originalError: error.originalError,
            extensions: { ...error.extensions, code: error.message.startsWith('Variable "$') ? 'BAD_USER_INPUT' : 'BAD_REQUEST' },
          }),
    ),
  };
}

/** The Yoga plugin: a refused argument ends the request with that error and runs nothing. */
export function inputChecks(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusedArgument(args);
      if (refused) {
        setResultAndStopExecution({ errors: [refused] });
        return undefined;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const coded = withRequestErrorCodes(result);
          if (coded) setResult(coded);
        },
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusedArgument(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
