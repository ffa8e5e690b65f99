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
// BENCH_LOOP_BLOCKS=ms: report every time the event loop was held longer than that (to stderr, at exit).
const blocks: string[] = [];
if (process.env.BENCH_LOOP_BLOCKS) {
  const over = Number(process.env.BENCH_LOOP_BLOCKS);
  let last = process.hrtime.bigint();
  setInterval(() => {
    const now = process.hrtime.bigint();
    const held = Number(now - last) / 1e6 - 5;
    if (held > over) blocks.push(`${(Number(last / 1000n) / 1e6).toFixed(3)}s +${held.toFixed(0)}ms`);
    last = now;
  }, 5).unref();
}
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const memoryLine = () => {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return `rss ${mb(rss)}, heap ${mb(heapUsed)} of ${mb(heapTotal)}, external ${mb(external)} (array buffers ${mb(arrayBuffers)})`;
};
// SIGUSR2: the memory breakdown now, to stderr (where the resident memory goes, phase by phase).
// With --expose-gc (as bench/serverProcess.ts starts it), again after a full collection: what is live.
process.on('SIGUSR2', () => {
  process.stderr.write(`memory now: ${memoryLine()}\n`);
  if (typeof globalThis.gc === 'function') {
    globalThis.gc();
    process.stderr.write(`  after a full collection: ${memoryLine()}\n`);
  }
});
process.on('SIGTERM', () =>
  void server.close().then(() => {
    if (blocks.length > 0) process.stderr.write(`event loop held: ${blocks.join(', ')}\n`);
    if (process.env.BENCH_MEMORY) process.stderr.write(`memory at exit: ${memoryLine()}\n`);
    process.exit(0);
  }),
);
