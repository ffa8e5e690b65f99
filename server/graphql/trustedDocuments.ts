// Trusted documents (persisted operations): the browser sends an operation's id, the sha256 of
// its text in the manifest `npm run codegen` writes, and the server runs the manifest's text.
// Enforced (production by default), nothing else runs: a document text or an unknown id is
// refused before parsing, so no hostile document reaches the parser, the validation rules or
// a resolver. Not enforced (development, tests), ids resolve the same way and any document is
// accepted too, so GraphiQL-style tools and tests keep working under the other limits.
// Subscriptions arrive over graphql-ws, whose protocol carries the text: enforced, that text
// must be one of the manifest's, checked by value (the same hash, without hashing).
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import { appError } from '../kernel/errors';
import { persistedOperationsManifest } from './persistedOperationsManifest';

/** TRUSTED_DOCUMENTS when set, otherwise on in production only. */
export function trustedDocumentsEnforced(config: Pick<Config, 'NODE_ENV' | 'TRUSTED_DOCUMENTS'>): boolean {
  return config.TRUSTED_DOCUMENTS ? config.TRUSTED_DOCUMENTS === 'on' : config.NODE_ENV === 'production';
}

/** Echo at most this much of a client-chosen id in a message. */
const SHOWN_ID_LENGTH = 80;

export const persistedQueryNotFound = (id: string) =>
  appError(
    'PERSISTED_QUERY_NOT_FOUND',
    `Unknown operation id "${id.slice(0, SHOWN_ID_LENGTH)}": this server runs only the app's own operations (persisted operations). Reload the app to get its current version.`,
    400,
  );

export const persistedQueryRequired = () =>
  appError(
    'PERSISTED_QUERY_REQUIRED',
    "This server runs only the app's own operations, sent by id in extensions.persistedQuery.sha256Hash; a GraphQL document text is not accepted.",
    400,
  );

export function trustedDocuments({ enforced }: { enforced: boolean }): Plugin {
  const { operations } = persistedOperationsManifest();
  // Enforced with no manifest, every request would be refused: better not to start.
  if (enforced && operations.length === 0) {
    throw new Error("Trusted documents are on but server/generated/persisted-operations.json holds no operations: run `npm run codegen`.");
  }
  const bodies = new Map(operations.map(({ id, body }) => [id, body]));
  const trustedTexts = new Set(bodies.values());
  // Parse and validate run with the same context object, over HTTP and WebSocket alike.
  const untrusted = new WeakSet<object>();
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        usePersistedOperations({
          getPersistedOperation: (id) => bodies.get(id) ?? null,
          allowArbitraryOperations: !enforced,
          customErrors: {
            notFound: ({ params }) => {
              const id = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
              return persistedQueryNotFound(typeof id === 'string' ? id : '');
            },
            persistedQueryOnly: persistedQueryRequired,
            // Neither a text nor an id: the message GraphQL over HTTP gives when not enforced.
            keyNotFound: () => (enforced ? persistedQueryRequired() : appError('BAD_REQUEST', 'Must provide query string.', 400)),
          },
        }),
      );
    },
    onParse({ context, params }) {
      if (!enforced) return;
      const text: unknown = typeof params.source === 'string' ? params.source : (params.source as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || !trustedTexts.has(text)) untrusted.add(context);
    },
    // Refused as a validation error, which both transports answer as a GraphQL error (a parse
    // failure would close a WebSocket instead).
    onValidate({ context, setResult }) {
      if (untrusted.has(context)) setResult([persistedQueryRequired()]);
    },
  };
}
