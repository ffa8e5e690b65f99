/**
 * Trusted documents: the app's operations go to the server as ids (the sha256 of each text, in
 * the manifest `npm run codegen` writes), never as text, so a production server can refuse
 * every document that is not the app's own. The ids are looked up by operation name: nothing is
 * hashed in the browser. An operation the manifest does not know is sent as text (a server that
 * trusts only the manifest refuses it), and an id the server does not know is sent again as text
 * once, which a development server accepts (its manifest may lag a fresh `npm run codegen`).
 */
import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getMainDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import persistedOperationIds from '../generated/persisted-operation-ids.json';

export type OperationIds = Readonly<Record<string, string>>;

export function createPersistedOperationLink(ids: OperationIds = persistedOperationIds): ApolloLink {
  const idOf = (name: string | undefined) => (name !== undefined && Object.hasOwn(ids, name) ? ids[name] : undefined);
  const persisted = new PersistedQueryLink({
    generateHash: (document: DocumentNode) => {
      const name = getMainDefinition(document).name?.value;
      const id = idOf(name);
      // Unreachable: the split below sends only operations with an id here.
      if (id === undefined) throw new Error(`The operation ${name ?? '(anonymous)'} has no persisted id.`);
      return id;
    },
  });
  return ApolloLink.split((operation) => idOf(operation.operationName) !== undefined, persisted);
}
