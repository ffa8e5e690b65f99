// For tests (Jest has no Web Workers): a stand-in that runs the worker's request handler in the
// page, asynchronously like a worker, and stops delivering messages once terminated.
import type { ImportWorkerLike } from '../pipeline/parseInWorker';
import { handleImportRequest, type ImportWorkerMessage, type ImportWorkerRequest } from './importWorkerProtocol';

export class FakeImportWorker implements ImportWorkerLike {
  onmessage: ((event: MessageEvent<ImportWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: ImportWorkerRequest[] = [];
  terminated = false;

  /** `answers: false` makes a worker that only records requests; the test delivers its messages. */
  constructor(private readonly answers = true) {}

  postMessage(request: ImportWorkerRequest): void {
    this.requests.push(request);
    if (!this.answers) return;
    // A macrotask first, as a real worker answers only after the page's current work.
    setTimeout(() => {
      void handleImportRequest(request, (message) => this.deliver(message));
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Delivers a message as the worker would (tests may also call it to script a worker). */
  deliver(message: ImportWorkerMessage): void {
    if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}

/** A worker factory for useImportParser / parseInWorker that keeps the workers it made. */
export function fakeImportWorkers({ answers = true } = {}): { create: () => FakeImportWorker; made: FakeImportWorker[] } {
  const made: FakeImportWorker[] = [];
  return {
    made,
    create: () => {
      const worker = new FakeImportWorker(answers);
      made.push(worker);
      return worker;
    },
  };
}
