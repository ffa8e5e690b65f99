// Requests the journeys send themselves use the app's own operations by id, as the browser does:
// the e2e server enforces trusted documents (TRUSTED_DOCUMENTS=on), so a document text is refused.
import fs from 'node:fs';
import path from 'node:path';

const ids = JSON.parse(fs.readFileSync(path.resolve('src/generated/persisted-operation-ids.json'), 'utf8')) as Record<string, string>;

export interface AppOperationBody {
  operationName: string;
  variables: Record<string, unknown>;
  extensions: { persistedQuery: { version: 1; sha256Hash: string } };
}

/** The body of a POST /graphql running the app's operation `operationName` by its id. */
export function appOperation(operationName: string, variables: Record<string, unknown> = {}): AppOperationBody {
  const id = ids[operationName];
  if (!id) throw new Error(`${operationName} is not one of the app's operations (src/generated/persisted-operation-ids.json)`);
  return { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
}
