// A ceiling on one answer's size (GRAPHQL_MAX_RESPONSE_BYTES): an answer past it becomes a clear
// RESPONSE_TOO_LARGE error instead of a string the process cannot hold or a client cannot read.
// The result is serialised once here; over HTTP Yoga sends that same text (a result's
// `stringify`), so measuring costs no second serialisation, and a cached answer's text (RawJson)
// is spliced in as it is. WebSocket answers are measured alike.
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { appError } from '../../kernel/errors';
import { stringifyWithRawJson } from '../../kernel/rawJson';

const MB = 1024 * 1024;

export const responseTooLarge = (bytes: number | null, maxBytes: number) =>
  appError(
    'RESPONSE_TOO_LARGE',
    `The answer would be ${bytes === null ? 'larger than this server can hold' : `${(bytes / MB).toFixed(1)} MB`}, more than the ${(maxBytes / MB).toFixed(1)} MB one response may carry. Ask for less at once: fewer fields, a shorter period or fewer portfolios.`,
  );

/** The result's JSON and its size in bytes; null when it is too large to be a string at all. */
function serialise(result: ExecutionResult): { text: string; bytes: number } | null {
  try {
    const text = stringifyWithRawJson(result);
    return { text, bytes: Buffer.byteLength(text) };
  } catch (error) {
    if (error instanceof RangeError) return null; // past V8's longest string
    throw error;
  }
}

export function responseCeiling(maxBytes: number): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          // Streams (subscriptions, incremental delivery) are measured by nobody: their events are small pushes.
          if (Symbol.asyncIterator in result) return;
          const serialised = serialise(result);
          if (!serialised || serialised.bytes > maxBytes) {
            setResult({ errors: [responseTooLarge(serialised?.bytes ?? null, maxBytes)] });
            return;
          }
          const { text } = serialised;
          // Yoga serialises a result with errors itself (it strips their internals first).
          if (result.errors?.length || result.extensions) return;
          const measured: ExecutionResult = { ...result };
          // Not enumerable: a later plugin spreading the result into a new one must not carry stale text.
          Object.defineProperty(measured, 'stringify', { value: () => text, enumerable: false });
          setResult(measured);
        },
      };
    },
  };
}
