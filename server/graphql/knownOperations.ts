// The names of the app's own operations, from the persisted operations manifest: the only
// operation names worth a metrics label (a client may send any name it likes).
import { persistedOperationsManifest } from './persistedOperationsManifest';

let names: ReadonlySet<string> | undefined;

export function knownOperationNames(): ReadonlySet<string> {
  names ??= new Set(persistedOperationsManifest().operations.map((operation) => operation.name));
  return names;
}
