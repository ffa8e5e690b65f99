// Builds the persisted operations manifest from the SPA's generated documents. Each body is the
// text Apollo Client itself sends: captured from a real client (the app's cache, so its
// document transform adds `__typename`) through a link that records the operation and answers
// nothing, the way Apollo's own manifest generator does. Hand-printing the documents would drift
// the day Apollo changes its transform, and then every hash would miss.
import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Observable } from 'rxjs';
import type { PersistedOperation, PersistedOperationsManifest } from '../../server/graphql/persistedOperationsManifest';
import { typePolicies } from '../../src/apollo/typePolicies';

export const operationId = (body: string) => createHash('sha256').update(body).digest('hex');

function operationOf(value: unknown): OperationDefinitionNode | undefined {
  const document = value as Partial<DocumentNode> | null;
  if (typeof document !== 'object' || document?.kind !== Kind.DOCUMENT) return undefined;
  const operations = (document.definitions ?? []).filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 ? operations[0] : undefined;
}

/** The text the client sends for `document`, captured at the end of a real link chain. */
async function sentBody(document: DocumentNode, operation: OperationDefinitionNode): Promise<string> {
  let body: string | undefined;
  const capture = new ApolloLink((request) => {
    body = print(request.query);
    return new Observable((observer) => observer.complete());
  });
  const client = new ApolloClient({ link: capture, cache: new InMemoryCache({ typePolicies }) });
  const sending = {
    query: () => client.query({ query: document, fetchPolicy: 'no-cache' }),
    mutation: () => client.mutate({ mutation: document }),
    subscription: () =>
      new Promise<void>((resolve) => {
        client.subscribe({ query: document }).subscribe({ complete: resolve, error: () => resolve() });
      }),
  }[operation.operation];
  // The link answers nothing, so the client may complain about the missing result; the text
  // was captured before that.
  await sending().catch(() => undefined);
  if (body === undefined) throw new Error(`Apollo Client sent nothing for ${operation.name?.value ?? 'an anonymous operation'}.`);
  return body;
}

/** Every named operation among `documents` (the generated module's exports), sorted by name. */
export async function buildPersistedOperationsManifest(documents: Record<string, unknown>): Promise<PersistedOperationsManifest> {
  const operations: PersistedOperation[] = [];
  const seen = new Set<string>();
  for (const value of Object.values(documents)) {
    const operation = operationOf(value);
    if (!operation) continue;
    const name = operation.name?.value;
    if (!name) throw new Error('Every operation of the app needs a name: the client sends operations by name and hash.');
    if (seen.has(name)) throw new Error(`Two operations are named ${name}: operation names must be unique.`);
    seen.add(name);
    const body = await sentBody(value as DocumentNode, operation);
    operations.push({ id: operationId(body), name, type: operation.operation, body });
  }
  operations.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { format: 'apollo-persisted-query-manifest', version: 1, operations };
}

/** What the browser needs: operation name → id, so it never hashes anything. */
export function operationIdsByName(manifest: PersistedOperationsManifest): Record<string, string> {
  return Object.fromEntries(manifest.operations.map(({ name, id }) => [name, id]));
}
