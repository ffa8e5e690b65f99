// Child process of the bench: the cold load of the market store into the engine's series, in a
// fresh process on the ledger bench's database (500 securities, 20 years of weekday closes,
// daily EUR→USD). Each round builds a new quote book, so nothing is cached in JavaScript; the
// first round also opens the database. Prints one JSON line of figures.
import { openDatabase } from '../server/db/database';
import { createQuoteBook } from '../server/market/quoteBook';

const started = performance.now();
const handle = await openDatabase({ dataDir: process.argv[2]! });
const opened = performance.now() - started;
const ids = (await handle.db.selectFrom('securities').select('id').execute()).map((row) => row.id);
const rounds: number[] = [];
let points = 0;
for (let round = 0; round < 5; round++) {
  const book = createQuoteBook(handle.db);
  const t = performance.now();
  const prices = await book.prices('bench-ledger', ids);
  const rates = await book.ratesInto('bench-ledger', ['EUR', 'USD', 'GBP'], 'USD');
  rounds.push(performance.now() - t);
  points = [...prices.values()].reduce((sum, p) => sum + (p.provider?.days.length ?? 0), 0) + (rates.get('EUR')?.days.length ?? 0);
}
await handle.close();
console.log(JSON.stringify({ opened, securities: ids.length, points, rounds, rssMb: process.memoryUsage().rss / 1024 / 1024 }));
