// A deadline and an HTTP-status policy around whatever `fetch` the provider was given. The
// library has no overall timeout of its own and queues requests (4 at a time, shared by every
// instance), so one hung Yahoo server would otherwise stall every later request too.

import { ProviderError } from '../provider';
import { PROVIDER_NAME } from './yahooMapping';

/** A 4xx answer other than 429; the caller decides what it means (404 on a chart: unknown symbol). */
export class YahooHttpStatusError extends Error {
  override name = 'YahooHttpStatusError';
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`HTTP ${status} from ${url}`);
  }
}

const requestUrl = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Throws on answers the library must not see: it prints failed URLs to the console itself and
 * turns Yahoo's error bodies into generic Errors, which loses the status the chain needs.
 * Redirects pass: the cookie/crumb handshake reads them.
 */
export function checkStatus(response: Response, url: string): Response {
  if (response.status === 429) {
    throw new ProviderError(PROVIDER_NAME, 'rate-limited', `HTTP 429 from ${url}`);
  }
  if (response.status >= 500) {
    throw new ProviderError(PROVIDER_NAME, 'unavailable', `HTTP ${response.status} from ${url}`);
  }
  if (response.status >= 400) throw new YahooHttpStatusError(response.status, url);
  return response;
}

/**
 * Runs `task` with a fetch that checks statuses and gives up, together with the task itself, at
 * `timeoutMs` after the start: a ProviderError 'timeout' however many requests the task makes
 * and whether or not the underlying fetch honours the abort signal.
 */
export async function withDeadline<T>(
  baseFetch: typeof fetch,
  timeoutMs: number,
  task: (guarded: typeof fetch) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new ProviderError(PROVIDER_NAME, 'timeout', `no answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  // Every await below races against `expired`; this only keeps a late expiry from counting as unhandled.
  expired.catch(() => undefined);

  const guarded: typeof fetch = async (input, init) => {
    const url = requestUrl(input);
    const signal = init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
    let response: Response;
    try {
      response = await Promise.race([baseFetch(input, { ...init, signal }), expired]);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (controller.signal.aborted && controller.signal.reason instanceof ProviderError) throw controller.signal.reason;
      throw new ProviderError(PROVIDER_NAME, 'unavailable', `request to ${url} failed: ${describe(error)}`);
    }
    return checkStatus(response, url);
  };

  try {
    return await Promise.race([task(guarded), expired]);
  } finally {
    clearTimeout(timer);
  }
}

export const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
