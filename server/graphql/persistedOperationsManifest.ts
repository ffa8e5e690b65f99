// The manifest of the app's own operations (server/generated/persisted-operations.json), written
// by `npm run codegen` from the SPA's .graphql documents: each operation's exact text as the
// browser sends it, keyed by its sha256. Read once, lazily; a missing file (before the first
// codegen) is an empty manifest.
import fs from 'node:fs';
import { projectPath } from '../paths';

export interface PersistedOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

/** Apollo's persisted query manifest format, so standard tooling can read it. */
export interface PersistedOperationsManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: PersistedOperation[];
}

export const persistedOperationsManifestPath = () => projectPath('server', 'generated', 'persisted-operations.json');

let cached: PersistedOperationsManifest | undefined;

export function persistedOperationsManifest(): PersistedOperationsManifest {
  if (cached) return cached;
  const file = persistedOperationsManifestPath();
  cached = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PersistedOperationsManifest)
    : { format: 'apollo-persisted-query-manifest', version: 1, operations: [] };
  return cached;
}
