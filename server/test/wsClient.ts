import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './testServer';

export function connectSocket(server: TestServer, authorization: string): Client {
  return createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization },
    retryAttempts: 0,
    lazy: false,
    // Refusals reach the subscriber; the default would also print them.
    onNonLazyError: () => undefined,
  });
}

export type Outcome = { kind: 'next' | 'error' | 'complete'; detail: unknown };

/** Runs a subscription until its first event, error or close; reports which. */
export function firstOutcome(client: Client, query: string): Promise<Outcome> {
  return new Promise((resolve) => {
    client.subscribe(
      { query },
      {
        next: (value) => resolve({ kind: 'next', detail: value }),
        error: (error) => resolve({ kind: 'error', detail: error }),
        complete: () => resolve({ kind: 'complete', detail: null }),
      },
    );
  });
}

/** Collects every outcome of a subscription, for later inspection. */
export function collect(client: Client, query: string): Outcome[] {
  const outcomes: Outcome[] = [];
  client.subscribe(
    { query },
    {
      next: (value) => outcomes.push({ kind: 'next', detail: value }),
      error: (error) => outcomes.push({ kind: 'error', detail: error }),
      complete: () => outcomes.push({ kind: 'complete', detail: null }),
    },
  );
  return outcomes;
}

export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
