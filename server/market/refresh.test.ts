// The background refresh end to end on a real database: the queue, the worker, the store and the
// quote book; only the providers are scripted (the simulated provider where real data would do).
import { valueAsOf } from '../portfolio/asOf';
import { fromDay, toDay, todayDay } from '../portfolio/days';
import { createJobQueue } from '../jobs/queue';
import { createJobWorker } from '../jobs/worker';
import { createQuoteBook } from './quoteBook';
import { useMigratedDatabase } from '../test/testDatabase';
import { testDatabases } from '../test/testServer';
import { ProviderError, type DailyBar, type MarketDataProvider, type SecurityProfile } from './provider';
import { createProviderChain } from './providerChain';
import { createMarketRefresh } from './refresh';
import { createSimulatedProvider } from './simulated/simulatedProvider';
import { createMarketStore } from './store/marketStore';

const NOW = Date.parse('2024-06-14T18:00:00Z');

const profileOf = (symbol: string): SecurityProfile => ({
  symbol, name: `${symbol} Corp`, exchange: 'NMS', currency: 'USD', kind: 'stock', sector: null, country: 'US', isin: null, logoUrl: null,
});

const never = () => new Promise<never>(() => undefined);

function scripted(history: DailyBar[], overrides: Partial<MarketDataProvider> = {}): MarketDataProvider {
  return {
    name: 'scripted',
    simulated: false,
    profile: async (symbol) => profileOf(symbol),
    history: async () => history,
    splits: async () => [],
    dividends: async () => [],
    ...overrides,
  };
}

describe.each(testDatabases)('market refresh on %s', (kind) => {
  const database = useMigratedDatabase(kind);

  async function setUp(providers: MarketDataProvider[], options: { timeoutMs?: number } = {}) {
    const db = database.db;
    const warnings: { fields: object; message: string }[] = [];
    const logger = { info: () => undefined, warn: (fields: object, message: string) => void warnings.push({ fields, message }), error: () => undefined };
    const queue = createJobQueue(db, { baseMs: 60_000 });
    const quotes = createQuoteBook(db);
    const chain = createProviderChain(providers, { timeoutMs: options.timeoutMs ?? 2_000 });
    const refresh = createMarketRefresh({ db, chain, queue, quotes, logger: logger as never, now: () => NOW });
    const worker = createJobWorker({ queue, handlers: refresh.handlers });
    // What requests queue, kept so a test can wait for it (the server does not wait).
    const queued: Promise<void>[] = [];
    quotes.onMissing((missing) => void queued.push(refresh.requestMissing(missing)));
    await db.deleteFrom('jobs').execute();
    return { db, queue, quotes, refresh, worker, warnings, queued, store: createMarketStore(db) };
  }

  async function security(ticker: string): Promise<string> {
    const row = await database.db.insertInto('securities').values({ ticker }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  const statusOf = async (id: string) => (await database.db.selectFrom('securities').select(['marketStatus', 'name', 'marketSimulated']).where('id', '=', id).executeTakeFirstOrThrow());

  it('fetches a new security from the simulated provider in the background: profile, 20 years of closes, labelled simulated', async () => {
    const { refresh, worker, quotes } = await setUp([createSimulatedProvider({ today: '2024-06-14' })]);
    const id = await security('MSFT');
    await refresh.requestSecurities([id]);
    await worker.drain();
    expect(await statusOf(id)).toMatchObject({ marketStatus: 'ready', marketSimulated: true });
    expect((await statusOf(id)).name).toContain('(simulated)');
    const prices = (await quotes.prices('nobody', [id])).get(id)!;
    expect(prices.simulated).toBe(true);
    expect(prices.provider!.days.length).toBeGreaterThan(4_000);
    expect(Math.min(...prices.provider!.values)).toBeGreaterThan(0);
  });

  it('refuses a 1000x print, stores the rest, and says so once', async () => {
    const bars = ['2024-06-10', '2024-06-11', '2024-06-12', '2024-06-13'].map((date, i) => ({ date, close: i === 2 ? 101_000 : 100 + i, adjClose: null }));
    const { refresh, worker, quotes, warnings } = await setUp([scripted(bars)]);
    const id = await security('SPIKE');
    await refresh.requestSecurities([id]);
    await worker.drain();
    const series = (await quotes.prices('nobody', [id])).get(id)!.provider!;
    expect([...series.values]).toEqual([100, 101, 103]);
    expect(warnings.filter((w) => w.message.includes('refused absurd prices'))).toHaveLength(1);
    expect((await statusOf(id)).marketStatus).toBe('ready');
  });

  it('marks a symbol no provider knows not-found, and requests do not ask for it again', async () => {
    const profile = jest.fn(async () => null);
    const { refresh, worker, queue } = await setUp([scripted([], { profile })]);
    const id = await security('NOSUCH');
    await refresh.requestSecurities([id]);
    await worker.drain();
    expect((await statusOf(id)).marketStatus).toBe('not-found');
    await refresh.requestMissing({ securityIds: [id], pairs: [] });
    expect(await queue.counts()).toMatchObject({ due: 0, scheduled: 0 });
    expect(profile).toHaveBeenCalledTimes(1);
  });

  it('stores the dividend profile with the frequency of the stored payments, and refuses an absurd dividend', async () => {
    const bars = ['2024-02-08', '2024-02-09', '2024-05-09', '2024-05-10', '2024-06-13'].map((date) => ({ date, close: 100, adjClose: null }));
    const paid = (exDate: string, amount: number) => ({ exDate, amount, recordDate: null, payDate: null, declaredDate: null, currency: 'USD' });
    const profile = { symbol: 'PAY', currency: 'USD', forwardRate: 2, forwardYield: 0.02, trailingRate: 1.9, trailingYield: 0.019, payoutRatio: 0.4, nextExDate: '2024-08-09', nextPayDate: '2024-08-30', sector: 'Utilities', industry: 'Utilities - Regulated Electric' };
    const { refresh, worker, warnings, store } = await setUp([
      scripted(bars, {
        // 2023's and 2024's quarterly payments, and a 250.00 "dividend" on a 100 share.
        dividends: async () => [paid('2023-08-10', 0.5), paid('2023-11-09', 0.5), paid('2024-02-09', 0.5), paid('2024-05-10', 250)],
        dividendProfile: async () => profile,
      }),
    ]);
    const id = await security('PAY');
    await refresh.requestSecurities([id]);
    await worker.drain();
    expect((await store.dividends(id)).map((d) => [d.exDate, d.amount])).toEqual([['2023-08-10', 0.5], ['2023-11-09', 0.5], ['2024-02-09', 0.5]]);
    expect(warnings.filter((w) => w.message.includes('refused absurd dividends'))).toHaveLength(1);
    const stored = (await store.dividendProfiles([id])).get(id);
    expect(stored).toMatchObject({ forwardRate: 2, forwardYield: 0.02, payoutRatio: 0.4, nextExDate: '2024-08-09', nextPayDate: '2024-08-30', industry: 'Utilities - Regulated Electric', frequency: 'quarterly', source: 'scripted', simulated: false });
    expect((await statusOf(id)).marketStatus).toBe('ready');
  });

  it('tells which securities pay: a recent ex-date or a forward rate, once the market has answered, until new data is stored', async () => {
    const { quotes, store, db } = await setUp([scripted([])]);
    const [recent, old, forward, none, pending] = await Promise.all(['RECENT', 'OLD', 'FORWARD', 'NONE', 'PENDING'].map(security));
    await db.updateTable('securities').set({ marketStatus: 'ready' }).where('id', 'in', [recent!, old!, forward!, none!]).execute();
    const today = fromDay(todayDay());
    const dividend = (exDate: string) => ({ exDate, amount: 1, recordDate: null, payDate: null, declaredDate: null, currency: 'USD' });
    const provenance = { source: 'scripted', simulated: false };
    await store.writeDividends(recent!, [dividend(fromDay(todayDay() - 100))], provenance);
    // Last paid more than 400 days ago: it stopped.
    await store.writeDividends(old!, [dividend(fromDay(todayDay() - 500))], provenance);
    const profile = { symbol: 'FORWARD', currency: 'USD', forwardRate: 1.2, forwardYield: 0.01, trailingRate: null, trailingYield: null, payoutRatio: null, nextExDate: today, nextPayDate: null, sector: null, industry: null };
    await store.writeDividendProfile(forward!, profile, null, provenance);
    // A security the market has not answered for is not judged, whatever is stored.
    await store.writeDividends(pending!, [dividend(today)], provenance);
    const payers = await quotes.dividendPayers([recent!, old!, forward!, none!, pending!]);
    expect(payers).toEqual(new Map([[recent, true], [old, false], [forward, true], [none, false]]));
    // Kept until the market layer stores new data for the security.
    await store.writeDividends(none!, [dividend(today)], provenance);
    expect((await quotes.dividendPayers([none!])).get(none!)).toBe(false);
    quotes.invalidatePrices([none!]);
    expect((await quotes.dividendPayers([none!])).get(none!)).toBe(true);
  });

  it('refreshes prices when the dividend profile fails, and says so once', async () => {
    const { refresh, worker, warnings, store } = await setUp([
      scripted([{ date: '2024-06-13', close: 10, adjClose: null }], {
        dividendProfile: async () => {
          throw new ProviderError('scripted', 'unavailable', 'quoteSummary is down');
        },
      }),
    ]);
    const id = await security('NOPROFILE');
    await refresh.requestSecurities([id]);
    await worker.drain();
    expect((await statusOf(id)).marketStatus).toBe('ready');
    expect(await store.dividendProfiles([id])).toEqual(new Map());
    expect(warnings.filter((w) => w.message === 'market data: no dividend profile')).toHaveLength(1);
  });

  it('never asks a provider about cash, whether requested, resolved or in the daily refresh', async () => {
    const profile = jest.fn(async (symbol: string) => profileOf(symbol));
    const { refresh, worker } = await setUp([scripted([], { profile })]);
    // A currency's cash row, as the ledger creates it: the ticker USD is also an ETF's.
    const cash = await database.db
      .insertInto('securities')
      .values({ ticker: 'USD', exchangeCode: 'CASH', currency: 'USD', name: 'USD cash', holdingType: 'cash', marketStatus: 'cash' })
      .returning('id')
      .executeTakeFirst();
    // Held, so the daily refresh would consider it: a user's deposit into it.
    const { db } = database;
    await db.insertInto('users').values({ uid: 'saver', currency: 'USD', signUpCurrency: 'USD', emailVerified: false }).onConflict((c) => c.doNothing()).execute();
    const portfolioId = (await db.insertInto('portfolios').values({ ownerUid: 'saver', name: 'Cash' }).returning('id').executeTakeFirstOrThrow()).id;
    await db
      .insertInto('transactions')
      .values({ ownerUid: 'saver', portfolioId, securityId: cash!.id, type: 'Deposit', date: '2024-06-03 00:00:00', currency: 'USD', isApplyExchangeRate: true, fxRate: '1', shares: '0', shareprice: '0', transactionValue: '100', fees: '0', taxes: '0' })
      .execute();
    await refresh.requestSecurities([cash!.id]);
    await refresh.resolve([cash!.id], 100);
    await refresh.scheduleRefresh();
    await worker.drain();
    expect(profile).not.toHaveBeenCalled();
    expect((await statusOf(cash!.id)).marketStatus).toBe('cash');
  });

  it('a provider that hangs fails the job, which waits for its backoff; a request does not reset it', async () => {
    const { refresh, worker, queue, db } = await setUp([scripted([], { profile: never })], { timeoutMs: 50 });
    const id = await security('HANG');
    await refresh.requestSecurities([id]);
    await worker.drain();
    expect((await statusOf(id)).marketStatus).toBe('failed');
    const job = await db.selectFrom('jobs').select(['runAt', 'attempts', 'lastError']).where('key', '=', id).executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
    expect(job.lastError).toContain('no answer within 50 ms');
    await refresh.requestMissing({ securityIds: [id], pairs: [{ base: 'CHF', quote: 'USD' }] });
    const after = await db.selectFrom('jobs').select(['runAt', 'attempts']).where('key', '=', id).executeTakeFirstOrThrow();
    expect(new Date(after.runAt).getTime()).toBe(new Date(job.runAt).getTime());
    expect(await queue.counts()).toMatchObject({ scheduled: 1, due: 1 });
  });

  it('answers fetchAdditionalData within the bounded wait while the provider hangs', async () => {
    const { refresh } = await setUp([scripted([], { profile: never })], { timeoutMs: 60_000 });
    const id = await security('SLOW');
    await refresh.resolve([id], 50); // would outlive the test's 5 s if the wait were not bounded
    expect((await statusOf(id)).marketStatus).toBe('pending');
  });

  it('crosses FX through EUR when a pair is not stored, and fetches a missing pair in the background', async () => {
    const { quotes, store, worker, queued } = await setUp([createSimulatedProvider({ today: '2024-06-14' })]);
    const ecb = { source: 'ecb', simulated: false };
    await store.writeFx('EUR', 'USD', [{ date: '2024-06-13', rate: 1.08 }], ecb);
    await store.writeFx('EUR', 'GBP', [{ date: '2024-06-13', rate: 0.84 }], ecb);
    quotes.invalidateRates();
    const rates = await quotes.ratesInto('nobody', ['GBP', 'JPY'], 'USD');
    // Saturday the 15th: Thursday's cross rate.
    expect(valueAsOf(rates.get('GBP')!, toDay('2024-06-15'))!.value).toBeCloseTo(1.08 / 0.84, 12);
    expect(rates.get('JPY')).toBeUndefined();
    await Promise.all(queued);
    await worker.drain();
    const fetched = await quotes.ratesInto('nobody', ['JPY'], 'USD');
    const jpy = valueAsOf(fetched.get('JPY')!, toDay('2024-06-14'))!.value;
    expect(jpy).toBeGreaterThan(0.001);
    expect(jpy).toBeLessThan(0.05);
  });
});
