// For market-provider tests: a provider as one that answers every optional method, which fails
// the test (rather than compiling to "possibly undefined" calls) when one is missing.
import type { MarketDataProvider } from '../market/provider';

type Method = Exclude<keyof MarketDataProvider, 'name' | 'simulated'>;

// A record over the union: a method added to the interface does not compile until it is listed.
const METHODS: Readonly<Record<Method, true>> = {
  search: true,
  profile: true,
  history: true,
  quotes: true,
  dividends: true,
  dividendProfile: true,
  splits: true,
  fxHistory: true,
  indexQuotes: true,
  news: true,
  marketNews: true,
  marketQuotes: true,
  intraday: true,
  movers: true,
  screenerUniverse: true,
  technicalOutlook: true,
};

/** `provider`, checked to implement every method; throws naming the ones it lacks. */
export function everyProviderMethod(provider: MarketDataProvider): Required<MarketDataProvider> {
  const missing = (Object.keys(METHODS) as Method[]).filter((method) => typeof provider[method] !== 'function');
  if (missing.length > 0) throw new Error(`${provider.name} lacks ${missing.join(', ')}`);
  return provider as Required<MarketDataProvider>;
}
