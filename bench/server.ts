// Child process of the ledger bench: the real server alone, so its peak memory (VmHWM) is the
// server's and not the bench's. Prints its URL once listening; stops on SIGTERM.
// BENCH_HANGING_PROVIDERS=1 gives it market data providers that never answer, for the bench of
// a dashboard served from the store while every provider hangs.
import { loadConfig, startServer } from '../server/main';
import { createLogger } from '../server/logger';
import type { MarketDataProvider } from '../server/market/provider';

const never = () => new Promise<never>(() => undefined);
const hanging = (name: string, simulated: boolean): MarketDataProvider => ({
  name,
  simulated,
  search: never,
  profile: never,
  history: never,
  quotes: never,
  dividends: never,
  splits: never,
  fxHistory: never,
  indexQuotes: never,
  news: never,
});

const config = loadConfig(process.env);
const overrides =
  process.env.BENCH_HANGING_PROVIDERS === '1'
    ? { marketProviders: { live: () => [hanging('yahoo', false), hanging('ecb', false)], simulated: () => [hanging('simulated', true)] } }
    : {};
const server = await startServer(config, createLogger(config), overrides);
console.log(server.url);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
