// Child process of the ledger bench: stores the market data, so the embedded database's memory
// for 2.6 million inserted rows is not counted in the measured server process.
import { TICKERS, seedMarketData } from './ledger';

const count = await seedMarketData(process.argv[2]!, TICKERS);
console.log(count);
