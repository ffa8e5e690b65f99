// Child process of the ledger bench: stores the market data, so the embedded database's memory
// for 2.6 million inserted rows is not counted in the measured server process.
// `bench/seedMarket.ts <pglite dir> [securities]`: the first `securities` of TICKERS (all 500 by default).
import { TICKERS, seedMarketData } from './ledger';

const count = await seedMarketData(process.argv[2]!, TICKERS.slice(0, Number(process.argv[3] ?? TICKERS.length)));
console.log(count);
