// The ledger through the real server on an embedded database: the engine bench's 100,000-row
// ledger created through createTransaction, 20 years of weekday closes for its 500 securities
// and daily EUR→USD rates stored as the market layer would, then the analytics queries a
// dashboard sends, cold, warm and right after a one-transaction edit. Prints figures only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { toDecimalString } from '../server/portfolio/decimal';
import { civilOf, fromDay, toDay, todayDay } from '../server/portfolio/days';
import { createMarketStore } from '../server/market/store/marketStore';
import type { EngineTransaction } from '../server/portfolio/types';
import { CASH_BROKERS, generateLedger } from './engine';
import { ms, percentile } from './stats';

const CHUNK = 5_000;
const SUMMARY = '{ portfolioSummary { marketValue costBasis unrealizedGain realizedGain income totalReturn holdingCount } }';
const SUMMARY_WITH_RETURNS = '{ portfolioSummary { marketValue twr xirr risk { volatility downsideDeviation maxDrawdown maxDrawdownPeak recoveryDays } } }';
const SERIES = '{ portfolioValueSeries { date value cost netContributions resolution } }';
// What the dividend widgets ask (their shared document, less the stock fields).
const DIVIDENDS =
  '{ portfolioDividends { forwardIncome forwardYield forwardYieldAtCost weightedPayoutRatio growth3Y growth5Y declaredIncome received { month gross net } forecast { month income } payouts { exDate payDate amount shares income status } holdings { key forwardIncome forwardYield growth5Y yearly { year amount } } } }';

interface Buy {
  _id: string;
  shareprice: number;
}

type Call = <T = unknown>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** A deterministic wave per security around 100: the sine of the day number shifted by the ticker. */
export function benchClose(ticker: string, day: number): number {
  return Math.round((100 + 40 * Math.sin(day / 90 + ticker.length + ticker.charCodeAt(ticker.length - 1))) * 100) / 100;
}

/** Writes 20 years of weekday closes per security and daily EUR→USD rates into the market store. */
export async function seedMarketData(dataDir: string, tickers: readonly string[]): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    const securities = await handle.db
      .insertInto('securities')
      .values(tickers.map((ticker) => ({ ticker, exchangeCode: '', currency: ticker.endsWith('7') ? 'USD' : 'EUR', marketStatus: 'ready' })))
      .returning(['id', 'ticker'])
      .execute();
    const store = createMarketStore(handle.db);
    const provenance = { source: 'bench', simulated: false };
    const weekdays = dayRange('2006-01-02', '2025-12-31').filter((day) => (day + 3) % 7 < 5); // day 0 was a Thursday
    let points = 0;
    for (const { id, ticker } of securities) {
      points += await store.writePrices(id, weekdays.map((day) => ({ date: fromDay(day), close: benchClose(ticker, day), adjClose: null })), provenance);
    }
    // Every other security pays quarterly for the 20 years (a raise a year) and has a profile:
    // 250 payers × 80 dividends, what the dividend figures read.
    // Up to today, so the last year's and the next year's payouts are there whenever the bench runs.
    const dividendDays = dayRange('2006-01-02', fromDay(todayDay())).filter((day) => (day + 3) % 7 < 5);
    for (const [i, { id, ticker }] of securities.entries()) {
      if (i % 2 === 1) continue;
      const currency = ticker.endsWith('7') ? 'USD' : 'EUR';
      const dividends = dividendDays
        .filter((day, d) => d % 63 === 20)
        .map((day) => ({ exDate: fromDay(day), recordDate: fromDay(day + 1), payDate: fromDay(day + 14), declaredDate: null, amount: Math.round((0.3 + 0.01 * (civilYear(day) - 2006)) * 100) / 100, currency }));
      await store.writeDividends(id, dividends, provenance);
      const profile = { symbol: ticker, currency, forwardRate: 2, forwardYield: 0.02, trailingRate: 1.9, trailingYield: 0.019, payoutRatio: 0.5, nextExDate: null, nextPayDate: null, sector: null, industry: null };
      await store.writeDividendProfile(id, profile, 'quarterly', provenance);
    }
    const rates = dayRange('2005-12-01', '2025-12-31').map((day) => ({ date: fromDay(day), rate: Math.round((1.1 + 0.1 * Math.sin(day / 200)) * 1e6) / 1e6 }));
    await store.writeFx('EUR', 'USD', rates, provenance);
    return points;
  } finally {
    await handle.close();
  }
}

/**
 * Stores the market data of the 100,000-transaction ledger (all 500 securities) in `ledgerDir`'s
 * embedded database, in a child process (bench/seedMarket.ts) so its memory is not the bench's.
 */
export function seedLedgerDir(ledgerDir: string, securities = TICKERS.length): void {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seedMarket.ts', path.join(ledgerDir, 'pglite'), String(securities)], { encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`Seeding market data failed: ${seeded.stderr}`);
  console.log(`(stored ${Number(seeded.stdout.trim().split('\n').pop()).toLocaleString('en')} closes and 20 years of daily EUR→USD rates)`);
}

const civilYear = (day: number) => civilOf(day).year;

function dayRange(from: string, to: string): number[] {
  const days: number[] = [];
  for (let day = toDay(from); day <= toDay(to); day++) days.push(day);
  return days;
}

/** The account a generated row goes to: one for all, or one per broker (see generateLedger's cash). */
export type AccountOf = string | ((tx: EngineTransaction) => string);

/** A generated transaction as createTransaction's input, in the portfolio (and broker account) given. */
export function toInput(tx: EngineTransaction, portfolio: string, account?: AccountOf) {
  const accountId = typeof account === 'function' ? account(tx) : account;
  const base = { portfolio_Id: portfolio, ...(accountId ? { account_Id: accountId } : {}), ticker: tx.holdingKey, currency: tx.currency, date: tx.date, type: tx.kind };
  const money = (value: bigint) => Number(toDecimalString(value as never));
  switch (tx.kind) {
    case 'Deposit':
    case 'Interest':
    case 'Fee': {
      // Cash names its currency, not a symbol.
      const { ticker: _ticker, ...cash } = base;
      return { ...cash, transactionValue: money(tx.amount!), taxes: money(tx.taxes), fees: money(tx.fees) };
    }
    case 'Split':
      return { ...base, ratioNew: money(tx.ratio!.newShares), ratioOld: money(tx.ratio!.oldShares) };
    case 'Income':
      return { ...base, shares: money(tx.shares), shareprice: money(tx.price), taxes: money(tx.taxes), fees: money(tx.fees) };
    default:
      return { ...base, shares: money(tx.shares), shareprice: money(tx.price), fees: money(tx.fees) };
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function repeat(times: number, work: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push((await timed(work)).ms);
  return out;
}

/** A new portfolio's id. */
async function createPortfolio(call: Call, name: string): Promise<string> {
  return (await call<{ createPortfolio: { _id: string } }>('mutation ($name: String!) { createPortfolio(portfolioInput: { name: $name }) { _id } }', { name })).createPortfolio._id;
}

/** A new broker with one account whose trades settle against its cash, or not; the account's id. */
async function createCashAccount(call: Call, broker: string, settlesTrades: boolean): Promise<string> {
  const { createBroker } = await call<{ createBroker: { _id: string } }>('mutation ($name: String!) { createBroker(brokerInput: { name: $name }) { _id } }', { name: broker });
  const { addAccountToBroker } = await call<{ addAccountToBroker: { _id: string } }>(
    'mutation ($broker: ID!, $settles: Boolean!) { addAccountToBroker(accountInput: { broker_Id: $broker, name: "Cash account", settlesTrades: $settles, allowsOverdraft: true }) { _id } }',
    { broker: createBroker._id, settles: settlesTrades },
  );
  return addAccountToBroker._id;
}

/**
 * Creates `ledger` through createTransaction in calls of 5,000 (the server takes at most 10,000 a
 * call); returns one buy from each call, spread over the ledger's dates, for edits.
 */
export async function createLedger(call: Call, ledger: readonly EngineTransaction[], portfolio: string, account?: AccountOf, chunk = CHUNK): Promise<Buy[]> {
  const created: Buy[] = [];
  for (let i = 0; i < ledger.length; i += chunk) {
    const input = ledger.slice(i, i + chunk).map((tx) => toInput(tx, portfolio, account));
    const { createTransaction } = await call<{ createTransaction: { transactions: (Buy & { type: string })[] } }>(
      'mutation ($input: [TransactionInput!]!) { createTransaction(transactionInput: $input) { transactions { _id type shareprice } } }',
      { input },
    );
    const buy = createTransaction.transactions.find((t) => t.type === 'Buy');
    if (buy) created.push({ _id: buy._id, shareprice: buy.shareprice });
  }
  return created;
}

/** The settled portfolio's size: a large personal ledger, every trade through its cash. */
const SETTLED_TRANSACTIONS = 10_000;

export const TICKERS = Array.from({ length: 500 }, (_, i) => `SEC${i}`);

/**
 * Runs against a started server whose database was seeded by seedMarketData. With `created`, the
 * ledger is already in the database (a kept BENCH_LEDGER_DIR) and the creates are skipped.
 */
export async function runLedgerBench(
  call: Call,
  restart: () => Promise<Call>,
  /** A kept ledger: whether it exists, and the buys the edits change (one per create call). */
  kept: { created: boolean; buys: Buy[] | null; markCreated(buys: Buy[]): void },
  /** The server's resident memory now, and its peak so far, in MB. */
  memoryMb: () => { resident: number; peak: number },
): Promise<void> {
  const memory: string[] = [];
  const note = (phase: string) => {
    const { resident, peak } = memoryMb();
    memory.push(`${phase} ${resident.toFixed(0)} MB (peak so far ${peak.toFixed(0)} MB)`);
  };
  // A cash account per broker with deposits, interest and fees (about 10 % more rows); its trades
  // do not settle against that cash (the accounts track securities as before), so an edit stays
  // an edit of one holding.
  const ledger = generateLedger({ cash: true });
  let createMs: number | null = null;
  let buys = kept.buys;
  // A second portfolio whose every trade settles against its cash: an edit there recomputes the cash too.
  let settled: { rows: number; createMs: number; buys: Buy[] } | null = null;
  if (!kept.created) {
    const portfolio = await createPortfolio(call, 'Bench');
    const accounts: string[] = [];
    for (let broker = 0; broker < CASH_BROKERS; broker++) accounts.push(await createCashAccount(call, `Broker ${broker}`, false));
    // Each row to its broker's account: the cash it would settle against, or the cash it is (CASH<broker><currency>).
    const accountOf = (tx: EngineTransaction) => accounts[Number((tx.cashHoldingKey ?? tx.holdingKey).slice('CASH'.length, 'CASH'.length + 1))]!;
    // One buy from each call: the edits below touch dates spread over the 20 years.
    const create = await timed(() => createLedger(call, ledger, portfolio, accountOf));
    createMs = create.ms;
    buys = create.result;
    kept.markCreated(create.result);

    const settledLedger = generateLedger({ transactions: SETTLED_TRANSACTIONS, securities: 100, cash: true });
    const settledPortfolio = await createPortfolio(call, 'Settled');
    const settling = await createCashAccount(call, 'Settling broker', true);
    // Calls of 500, so the edits below have buys spread over its 20 years too.
    const settledCreate = await timed(() => createLedger(call, settledLedger, settledPortfolio, settling, 500));
    settled = { rows: settledLedger.length, createMs: settledCreate.ms, buys: settledCreate.result.filter((_, i) => i % 1 === 0).slice(0, 20) };
  }

  // A fresh process: the first summary loads 100,000 rows and 2.6 million closes, and runs the engine.
  call = await restart();
  note('fresh process');
  const cold = await timed(() => call(SUMMARY));
  note('first summary');
  const warm = await repeat(50, () => call(SUMMARY));
  const baseline = await repeat(50, () => call('{ __typename }'));
  const coldSeries = await timed(() => call<{ portfolioValueSeries: { resolution: string }[] }>(SERIES));
  const warmSeries = await repeat(10, () => call(SERIES));
  const returns = await repeat(5, () => call(SUMMARY_WITH_RETURNS));
  note('series and returns');

  // One edit (a buy's price) then the summary, as a dashboard refreshing after the edit would;
  // again after listing every transaction (the transactions screen), which leaves a large heap.
  const editRound = async (round: number, edited = buys!, query = SUMMARY) => {
    const edits: number[] = [];
    const editThenSummary: number[] = [];
    const queryAfterEdit: number[] = [];
    for (const [i, buy] of edited.entries()) {
      const edit = await timed(() =>
        call('mutation ($input: [TransactionInput!]!) { updateTransactionStats(transactionInput: $input) { _id } }', {
          input: [{ _id: buy._id, shareprice: buy.shareprice + 0.01 * (i + 1) + round }],
        }),
      );
      const summary = await timed(() => call(query));
      edits.push(edit.ms);
      editThenSummary.push(edit.ms + summary.ms);
      queryAfterEdit.push(summary.ms);
    }
    return { edits, editThenSummary, queryAfterEdit };
  };
  if (!buys) {
    // A ledger kept by an older bench: find buys by listing (the listing then comes first).
    const { UserTransactions } = await call<{ UserTransactions: (Buy & { type: string })[] }>('{ UserTransactions { _id type shareprice } }');
    buys = UserTransactions.filter((t) => t.type === 'Buy').slice(0, 20);
  }
  const before = await editRound(1);
  note('edits');
  const coldDividends = await timed(() => call<{ portfolioDividends: { payouts: unknown[]; holdings: unknown[] } }>(DIVIDENDS));
  const warmDividends = await repeat(20, () => call(DIVIDENDS));
  const dividendEdits = await editRound(4, buys, DIVIDENDS);
  note('dividends');
  const listing = await timed(() => call<{ UserTransactions: unknown[] }>('{ UserTransactions { _id type date ticker shares shareprice } }'));
  note(`listing ${listing.result.UserTransactions.length.toLocaleString('en')} transactions`);
  const after = await editRound(2);
  const seriesAfterEdit = await timed(() => call(SERIES));
  note('edits after the listing');
  const settledEdits = settled && (await editRound(3, settled.buys));
  if (settledEdits) note('edits in the settled portfolio');

  console.log(
    `Ledger through the server (${ledger.length.toLocaleString('en')} transactions via createTransaction, ${CASH_BROKERS} brokers' cash accounts with deposits, interest and fees, 500 securities, 20 years of closes; embedded PGlite)`,
  );
  console.log(
    createMs === null
      ? '  create: skipped (the ledger kept in BENCH_LEDGER_DIR)'
      : `  create all in ${Math.ceil(ledger.length / CHUNK)} calls of ${CHUNK}: ${(createMs / 1000).toFixed(1)} s`,
  );
  console.log(`  first summary in a fresh process (load rows and closes, full recompute): ${ms(cold.ms)}`);
  console.log(`  summary, warm: p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))} (target < 50 ms); an empty query's round trip p50 ${ms(percentile(baseline, 50))}`);
  console.log(
    `  edit one transaction then summary: p50 ${ms(percentile(before.editThenSummary, 50))}, p95 ${ms(percentile(before.editThenSummary, 95))} (target < 100 ms); the edit alone p50 ${ms(percentile(before.edits, 50))}`,
  );
  console.log(`  listing all ${listing.result.UserTransactions.length.toLocaleString('en')} transactions (UserTransactions): ${ms(listing.ms)}`);
  console.log(
    `  edit then summary after that listing: p50 ${ms(percentile(after.editThenSummary, 50))}, p95 ${ms(percentile(after.editThenSummary, 95))}; the edit alone p50 ${ms(percentile(after.edits, 50))}`,
  );
  console.log(
    settled && settledEdits
      ? `  a second portfolio of ${settled.rows.toLocaleString('en')} transactions all settled against its cash (created in ${(settled.createMs / 1000).toFixed(1)} s): edit one trade then summary p50 ${ms(percentile(settledEdits.editThenSummary, 50))}, p95 ${ms(percentile(settledEdits.editThenSummary, 95))} (the edit recomputes the portfolio's cash: every trade settled through it is read)`
      : '  settled portfolio: skipped (the ledger kept in BENCH_LEDGER_DIR)',
  );
  const points = coldSeries.result.portfolioValueSeries;
  console.log(`  value-over-time series (${points.length.toLocaleString('en')} points, ${points[0]?.resolution ?? 'day'} resolution past the 2,000-point budget): first ${ms(coldSeries.ms)}, warm p50 ${ms(percentile(warmSeries, 50))}, after an edit ${ms(seriesAfterEdit.ms)}`);
  console.log(`  summary with TWR, XIRR and risk (builds the series): p50 ${ms(percentile(returns, 50))}`);
  const dividendAnswer = coldDividends.result.portfolioDividends;
  console.log(
    `  dividend figures (${dividendAnswer.holdings.length} holdings, ${dividendAnswer.payouts.length.toLocaleString('en')} payouts): first ${ms(coldDividends.ms)}, warm p50 ${ms(percentile(warmDividends, 50))}, p95 ${ms(percentile(warmDividends, 95))} (target < 50 ms); after a one-transaction edit p50 ${ms(percentile(dividendEdits.queryAfterEdit, 50))}, p95 ${ms(percentile(dividendEdits.queryAfterEdit, 95))} (target < 150 ms; the edit alone p50 ${ms(percentile(dividendEdits.edits, 50))})`,
  );
  console.log(`  resident memory of the server after: ${memory.join(', ')}`);
}
