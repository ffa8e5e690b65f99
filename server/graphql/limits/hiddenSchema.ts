// In production the schema is not for browsing: introspection is refused, and errors do not
// suggest field, argument or enum names ("Did you mean ...?"), which would spell the schema out
// to a client guessing at it. Development and tests keep both for their tools.
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const SUGGESTION = /\s*Did you mean [^?]*\?/;
const SUGGESTIONS = new RegExp(SUGGESTION.source, 'g');

/** The result without suggestions in its errors' messages, or null when none had any. */
function withoutSuggestions(result: ExecutionResult): ExecutionResult | null {
  if (!result.errors?.some((error) => SUGGESTION.test(error.message))) return null;
  return {
    ...result,
    errors: result.errors.map(
      (error) =>
        new GraphQLError(error.message.replace(SUGGESTIONS, ''), {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: error.extensions,
        }),
    ),
  };
}

export function hiddenSchema(): Plugin {
  return {
    onValidate({ addValidationRule, validateFn, setValidationFn }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
      setValidationFn((schema, document, rules, options, typeInfo) => validateFn(schema, document, rules, { ...options, hideSuggestions: true }, typeInfo));
    },
    // Variable values are coerced when the operation runs, and the executor's coercion errors
    // suggest names whatever it is told: those are removed from the messages.
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const hidden = withoutSuggestions(result);
          if (hidden) setResult(hidden);
        },
      };
    },
  };
}
