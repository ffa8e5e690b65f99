// The import Web Worker (a module worker, see createImportWorker.ts): reading and checking a
// file can take seconds on 100,000 rows, and here it never blocks the page.
import { handleImportRequest, type ImportWorkerMessage, type ImportWorkerRequest } from './importWorkerProtocol';

// The DOM typings describe `self` as a window; in a dedicated worker it is this.
interface WorkerScope {
  onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
  postMessage(message: ImportWorkerMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void handleImportRequest(event.data, (message) => scope.postMessage(message));
};
