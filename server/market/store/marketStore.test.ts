import { valueAsOf } from '../../portfolio/asOf';
import { toDay } from '../../portfolio/days';
import { useMigratedDatabase } from '../../test/testDatabase';
import { testDatabases } from '../../test/testServer';
import { createMarketStore } from './marketStore';
import { mergePoints } from './dailyPoints';

const YAHOO = { source: 'yahoo', simulated: false };

describe('mergePoints', () => {
  const points = (entries: [number, number, number][]) => ({
    days: Int32Array.from(entries, (e) => e[0]),
    values: Float64Array.from(entries, (e) => e[1]),
    adj: Float64Array.from(entries, (e) => e[2]),
  });

  it('keeps both sides, the new value winning on a shared day', () => {
    const merged = mergePoints(points([[1, 10, 10], [2, 11, 11]]), points([[2, 12, 12], [3, 13, 13]]));
    expect([...merged.days]).toEqual([1, 2, 3]);
    expect([...merged.values]).toEqual([10, 12, 13]);
  });

  it("rescales stored adjusted closes to the new basis at the latest shared day (a dividend re-bases a provider's history)", () => {
    const merged = mergePoints(points([[1, 10, 9], [2, 11, 10]]), points([[2, 11, 5], [3, 12, 6]]));
    expect([...merged.adj!]).toEqual([4.5, 5, 6]);
    expect([...merged.values]).toEqual([10, 11, 12]);
  });
});

describe.each(testDatabases)('the market store on %s', (kind) => {
  const database = useMigratedDatabase(kind);
  let securityId: string;
  beforeAll(async () => {
    const row = await database.db.insertInto('securities').values({ ticker: `STORE-${kind}` }).returning('id').executeTakeFirstOrThrow();
    securityId = row.id;
  });

  it('packs history into one row and reads it back as the same series', async () => {
    const store = createMarketStore(database.db);
    const count = await store.writePrices(
      securityId,
      [
        { date: '2024-01-03', close: 101.25, adjClose: 100 },
        { date: '2024-01-02', close: 100.5, adjClose: null },
      ],
      YAHOO,
    );
    expect(count).toBe(2);
    const series = (await store.closes([securityId, 'not-a-uuid'])).get(securityId)!;
    expect([...series.days]).toEqual([toDay('2024-01-02'), toDay('2024-01-03')]);
    expect([...series.values]).toEqual([100.5, 101.25]);
    const history = await store.history(securityId);
    expect(Number.isNaN(history!.adjCloses[0])).toBe(true);
    expect(history!.adjCloses[1]).toBe(100);
    const info = (await store.historyInfo([securityId])).get(securityId)!;
    expect(info).toMatchObject({ lastDate: '2024-01-03', source: 'yahoo', simulated: false });
    const rows = await database.db.selectFrom('priceHistory').select('securityId').where('securityId', '=', securityId).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps candles beside the closes, a later fetch without them leaving the stored ones', async () => {
    const store = createMarketStore(database.db);
    const candle = { security: `CANDLE-${kind}` };
    const own = await database.db.insertInto('securities').values({ ticker: candle.security }).returning('id').executeTakeFirstOrThrow();
    await store.writePrices(own.id, [{ date: '2024-01-02', close: 10, adjClose: 10, open: 9.5, high: 10.4, low: 9.2, volume: 1200 }, { date: '2024-01-03', close: 11, adjClose: 11, open: 10, high: 11.2, low: 9.9, volume: null }], YAHOO);
    await store.writePrices(own.id, [{ date: '2024-01-03', close: 11.1, adjClose: 11.1 }, { date: '2024-01-04', close: 12, adjClose: 12, open: 11, high: 12.5, low: 10.8, volume: 900 }], YAHOO);
    const bars = (await store.bars(own.id))!;
    expect([...bars.days]).toEqual([toDay('2024-01-02'), toDay('2024-01-03'), toDay('2024-01-04')]);
    expect([...bars.closes]).toEqual([10, 11.1, 12]);
    expect([...bars.opens]).toEqual([9.5, 10, 11]);
    expect([...bars.highs]).toEqual([10.4, 11.2, 12.5]);
    expect([...bars.lows]).toEqual([9.2, 9.9, 10.8]);
    expect(bars.volumes[0]).toBe(1200);
    expect(Number.isNaN(bars.volumes[1])).toBe(true);
    expect(bars.volumes[2]).toBe(900);
    expect(await store.bars('not-a-uuid')).toBeUndefined();
  });

  it('reads closes stored before candles existed with unknown candles', async () => {
    const store = createMarketStore(database.db);
    const bars = (await store.bars(securityId))!;
    expect(bars.closes.length).toBe(2);
    expect(Number.isNaN(bars.opens[0])).toBe(true);
  });

  it('merges a later fetch into the stored series', async () => {
    const store = createMarketStore(database.db);
    await store.writePrices(securityId, [{ date: '2024-01-03', close: 101.5, adjClose: 100 }, { date: '2024-01-04', close: 102, adjClose: 101 }], YAHOO);
    const series = (await store.closes([securityId])).get(securityId)!;
    expect([...series.values]).toEqual([100.5, 101.5, 102]);
  });

  it('stores FX pairs, dividends and splits, and upserts them', async () => {
    const store = createMarketStore(database.db);
    await store.writeFx('EUR', 'USD', [{ date: '2024-01-02', rate: 1.1 }, { date: '2024-01-05', rate: 1.09 }], { source: 'ecb', simulated: false });
    const fx = (await store.fxSeries([{ base: 'EUR', quote: 'USD' }])).get('EUR>USD')!;
    // Saturday the 6th carries Friday's rate: the as-of rule gives the last trading day.
    expect(valueAsOf(fx, toDay('2024-01-06'))).toEqual({ value: 1.09, day: toDay('2024-01-05') });
    expect((await store.fxInfo()).find((p) => p.base === 'EUR')).toMatchObject({ quote: 'USD', lastDate: '2024-01-05', source: 'ecb' });

    await store.writeDividends(securityId, [{ exDate: '2024-02-01', recordDate: '2024-02-02', payDate: '2024-02-15', declaredDate: null, amount: 0.24, currency: 'USD' }], YAHOO);
    await store.writeDividends(securityId, [{ exDate: '2024-02-01', recordDate: null, payDate: null, declaredDate: null, amount: 0.25, currency: 'USD' }], YAHOO);
    expect(await store.dividends(securityId)).toEqual([{ exDate: '2024-02-01', recordDate: '2024-02-02', payDate: '2024-02-15', declaredDate: null, amount: 0.25, currency: 'USD' }]);

    await store.writeSplits(securityId, [{ date: '2024-03-01', ratio: 4 }, { date: '2024-03-01', ratio: 4 }], YAHOO);
    expect(await store.splits(securityId)).toEqual([{ date: '2024-03-01', ratio: 4 }]);
  });

  const PROFILE = { symbol: 'X', name: 'Store Inc.', exchange: 'NMS', currency: 'USD', kind: 'etf', sector: null, country: 'US', isin: 'US0000000000', logoUrl: null } as const;

  it('records what the provider said of a shared security: reference data, the provider\'s word wins', async () => {
    const store = createMarketStore(database.db);
    await database.db.updateTable('securities').set({ isin: 'US0378331005', currency: 'EUR' }).where('id', '=', securityId).execute();
    await store.markSecurity(securityId, 'ready', YAHOO, PROFILE);
    const row = await database.db.selectFrom('securities').selectAll().where('id', '=', securityId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ marketStatus: 'ready', marketSource: 'yahoo', name: 'Store Inc.', currency: 'USD', holdingType: 'etf', countryIso: 'US', isin: 'US0000000000' });
  });

  it('fills only the gaps of a user\'s private security: what its owner typed stays', async () => {
    const store = createMarketStore(database.db);
    const uid = `store-${kind}`;
    await database.db.insertInto('users').values({ uid, currency: 'EUR', signUpCurrency: 'EUR', emailVerified: false }).execute();
    const own = await database.db.insertInto('securities').values({ ownerUid: uid, ticker: `STORE-${kind}`, isin: 'US0378331005', currency: 'EUR' }).returning('id').executeTakeFirstOrThrow();
    await store.markSecurity(own.id, 'ready', YAHOO, PROFILE);
    const row = await database.db.selectFrom('securities').selectAll().where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerUid: uid, marketStatus: 'ready', name: 'Store Inc.', currency: 'EUR', holdingType: 'etf', isin: 'US0378331005' });
  });

  it('adds a listing a profile describes to the shared securities once', async () => {
    const store = createMarketStore(database.db);
    const key = { ticker: `SHARED-${kind}`, exchangeCode: '' };
    expect(await store.sharedListings([key])).toEqual(new Set());
    await store.addSharedSecurity(key, YAHOO, PROFILE);
    await store.addSharedSecurity(key, YAHOO, { ...PROFILE, name: 'Changed' });
    const rows = await database.db.selectFrom('securities').selectAll().where('ticker', '=', key.ticker).execute();
    expect(rows).toMatchObject([{ ownerUid: null, name: 'Store Inc.', currency: 'USD', holdingType: 'etf', isin: 'US0000000000', marketStatus: 'pending', marketSource: 'yahoo' }]);
    expect(await store.sharedListings([key, { ticker: key.ticker, exchangeCode: 'XETRA' }])).toEqual(new Set([`${key.ticker}\u0000`]));
  });
});
