import { ProviderError } from '../provider';
import { YahooHttpStatusError, checkStatus, withDeadline } from './guardedFetch';

const URL_ = 'https://query2.finance.yahoo.com/v8/finance/chart/AAPL';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
}

describe('checkStatus', () => {
  it('passes successes and redirects, which the cookie handshake reads', () => {
    const ok = new Response('{}', { status: 200 });
    const redirect = new Response(null, { status: 302, headers: { location: 'https://guce.yahoo.com/consent' } });
    expect(checkStatus(ok, URL_)).toBe(ok);
    expect(checkStatus(redirect, URL_)).toBe(redirect);
  });

  it('reports 429 as rate-limited and 5xx as unavailable', () => {
    expect(() => checkStatus(new Response('', { status: 429 }), URL_)).toThrow(
      expect.objectContaining({ reason: 'rate-limited' }),
    );
    expect(() => checkStatus(new Response('', { status: 502 }), URL_)).toThrow(
      expect.objectContaining({ reason: 'unavailable' }),
    );
  });

  it('hands other client errors to the caller with their status', () => {
    expect(() => checkStatus(new Response('', { status: 404 }), URL_)).toThrow(YahooHttpStatusError);
    expect(() => checkStatus(new Response('', { status: 404 }), URL_)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('withDeadline', () => {
  it('counts the deadline over all requests of the task, not each one', async () => {
    const slow: typeof fetch = () => new Promise((resolve) => setTimeout(() => resolve(new Response('{}')), 80));
    const started = Date.now();
    const error = await rejection(
      withDeadline(slow, 200, async (guarded) => {
        for (let i = 0; i < 5; i++) await guarded(URL_);
        return 'done';
      }),
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('ends a task stuck outside fetch too', async () => {
    const neverSettles = () => new Promise<string>(() => undefined);
    await expect(rejection(withDeadline(globalThis.fetch, 50, neverSettles))).resolves.toMatchObject({ reason: 'timeout' });
  });

  it('returns the answer of a task that finishes in time', async () => {
    const quick: typeof fetch = async () => new Response('{"a":1}');
    await expect(withDeadline(quick, 200, async (guarded) => (await guarded(URL_)).json())).resolves.toEqual({ a: 1 });
  });

  it('passes an abort signal that also honours the caller’s own', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const recording: typeof fetch = async (_input, init) => {
      seen.push(init?.signal);
      return new Response('{}');
    };
    const caller = new AbortController();
    await withDeadline(recording, 200, (guarded) => guarded(URL_, { signal: caller.signal }));
    caller.abort();
    expect(seen[0]?.aborted).toBe(true);
  });

  it('reports a request that fails outright as unavailable', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(rejection(withDeadline(offline, 200, (guarded) => guarded(URL_)))).resolves.toMatchObject({
      reason: 'unavailable',
      message: expect.stringContaining('fetch failed'),
    });
  });
});
