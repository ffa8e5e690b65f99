// Providers in order of preference behind the one interface: each call goes to the first provider
// that has the method; when it fails (timeout, rate limit, outage, bad payload) the next one
// answers. A failing provider is logged once per reason until it answers again, not once per
// request or per row, and every call is bounded in time so a hung provider never stalls a page.
import type { Logger } from 'pino';
import { ProviderError, type MarketDataProvider } from './provider';

type Method = Exclude<keyof MarketDataProvider, 'name' | 'simulated'>;
type Args<M extends Method> = Parameters<NonNullable<MarketDataProvider[M]>>;
type Result<M extends Method> = Awaited<ReturnType<NonNullable<MarketDataProvider[M]>>>;

export interface ChainAnswer<T> {
  readonly value: T;
  /** The provider that answered (its data is simulated when `simulated`). */
  readonly provider: string;
  readonly simulated: boolean;
}

export interface ProviderChainOptions {
  /** Upper bound for one provider's answer, whatever the provider itself enforces. */
  readonly timeoutMs?: number;
  readonly logger?: Pick<Logger, 'warn' | 'info'>;
}

const DEFAULT_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, provider: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError(provider, 'timeout', `no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createProviderChain(providers: readonly MarketDataProvider[], options: ProviderChainOptions = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // provider name → the reason last logged; cleared when the provider answers again.
  const failing = new Map<string, string>();

  function noteFailure(provider: string, error: unknown): void {
    const reason = error instanceof ProviderError ? error.reason : 'unavailable';
    if (failing.get(provider) === reason) return;
    failing.set(provider, reason);
    options.logger?.warn({ provider, reason, err: error instanceof Error ? error.message : String(error) }, 'market data provider failing; asking the next one');
  }

  function noteSuccess(provider: string): void {
    if (!failing.delete(provider)) return;
    options.logger?.info({ provider }, 'market data provider answering again');
  }

  async function call<M extends Method>(method: M, ...args: Args<M>): Promise<ChainAnswer<Result<M>>> {
    let lastError: unknown = new ProviderError('chain', 'unavailable', `no provider answers ${method}`);
    for (const provider of providers) {
      const fn = provider[method] as ((...a: Args<M>) => Promise<Result<M>>) | undefined;
      if (!fn) continue;
      try {
        const value = await withTimeout(fn.apply(provider, args), provider.name, timeoutMs);
        noteSuccess(provider.name);
        return { value, provider: provider.name, simulated: provider.simulated };
      } catch (error) {
        noteFailure(provider.name, error);
        lastError = error;
      }
    }
    throw lastError;
  }

  return {
    call,
    /** Providers currently failing, with the reason (for /healthz). */
    failing: (): Record<string, string> => Object.fromEntries(failing),
    names: providers.map((p) => p.name),
  };
}

export type ProviderChain = ReturnType<typeof createProviderChain>;
