import { holdingsFixture, stock } from '../framework/testing/analyticsFixtures';
import { centreTotal } from './AllocationDonut';
import { allocationBy, holdingTypeLabel, OTHER_GROUP_ID, withOther, type AllocationGroup, type AllocationHolding } from './allocation';
import { allocationDisplay, allocationSize } from './allocationFields';

function holding(ticker: string, marketValuePC: number | null, patch: Partial<AllocationHolding> = {}): AllocationHolding {
  return { ...holdingsFixture[0]!, key: `holding-${ticker}`, stock: stock(ticker, `${ticker} Corp.`), marketValuePC, ...patch };
}

function groups(values: number[]): AllocationGroup[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value, i) => ({ id: `g${i}`, label: `G${i}`, detail: `Group ${i}`, value, share: value / total, holdingCount: 1 }));
}

describe('allocationBy', () => {
  it('gives each holding its share of the market value, largest first', () => {
    const { groups: result, total } = allocationBy([holding('SMALL', 250), holding('BIG', 750)], 'holding');
    expect(total).toBe(1000);
    expect(result.map((g) => [g.label, g.detail, g.value, g.share])).toEqual([
      ['BIG', 'BIG Corp.', 750, 0.75],
      ['SMALL', 'SMALL Corp.', 250, 0.25],
    ]);
  });

  it('leaves out holdings without a price or worth nothing, so the shares still add up to 1', () => {
    const { groups: result, total } = allocationBy([holding('A', 300), holding('UNPRICED', null), holding('SOLD', 0), holding('B', 100)], 'holding');
    expect(total).toBe(400);
    expect(result.map((g) => g.label)).toEqual(['A', 'B']);
    expect(result.reduce((sum, g) => sum + g.share, 0)).toBeCloseTo(1, 12);
  });

  it('sums holdings of one type, reading the server\'s lower-case types as people write them', () => {
    const { groups: result } = allocationBy(
      [holding('AAPL', 100, { holdingType: 'stock' }), holding('MSFT', 200, { holdingType: 'Stock' }), holding('VTI', 150, { holdingType: 'etf' }), holding('X', 50, { holdingType: '' })],
      'holdingType',
    );
    expect(result.map((g) => [g.label, g.value, g.holdingCount])).toEqual([
      ['Stock', 300, 2],
      ['ETF', 150, 1],
      ['Unknown', 50, 1],
    ]);
  });

  it('groups by country with the country\'s name, and calls a missing one Unknown', () => {
    const { groups: result } = allocationBy(
      [holding('SAP', 100, { stock: stock('SAP', 'SAP SE', { countryISO: 'de' }) }), holding('AAPL', 300), holding('ZZZ', 50, { stock: stock('ZZZ', 'Z', { countryISO: null }) })],
      'country',
    );
    expect(result.map((g) => [g.id, g.detail, g.value])).toEqual([
      ['US', 'United States', 300],
      ['DE', 'Germany', 100],
      ['Unknown', 'Unknown', 50],
    ]);
  });

  it('groups by the holding\'s currency, then the listing\'s when the holding has none', () => {
    const { groups: result } = allocationBy(
      [holding('VOD', 100, { currency: 'GBP' }), holding('AAPL', 200, { currency: 'USD' }), holding('ODD', 50, { currency: '', stock: stock('ODD', 'Odd', { currency: 'eur' }) })],
      'currency',
    );
    expect(result.map((g) => [g.label, g.detail])).toEqual([
      ['USD', 'US Dollar'],
      ['GBP', 'British Pound'],
      ['EUR', 'Euro'],
    ]);
  });

  it('groups by exchange code, Unknown when the listing has none', () => {
    const { groups: result } = allocationBy(
      [holding('AAPL', 100), holding('MSFT', 100), holding('SAP', 300, { stock: stock('SAP', 'SAP SE', { exchangeCode: 'XETRA' }) }), holding('Q', 10, { stock: stock('Q', 'Q', { exchangeCode: null }) })],
      'exchange',
    );
    expect(result.map((g) => [g.label, g.value])).toEqual([
      ['XETRA', 300],
      ['NASDAQ', 200],
      ['Unknown', 10],
    ]);
  });

  it('groups by sector, securities without one (or a blank one) as Unknown', () => {
    const { groups: result } = allocationBy(
      [
        holding('AAPL', 300, { stock: stock('AAPL', 'Apple', { sector: 'Technology' }) }),
        holding('MSFT', 200, { stock: stock('MSFT', 'Microsoft', { sector: 'Technology' }) }),
        holding('KO', 100, { stock: stock('KO', 'Coca-Cola', { sector: 'Consumer Defensive' }) }),
        holding('VTI', 150, { stock: stock('VTI', 'Vanguard', { sector: null }) }),
        holding('ODD', 50, { stock: stock('ODD', 'Odd', { sector: ' ' }) }),
      ],
      'sector',
    );
    expect(result.map((g) => [g.label, g.value, g.holdingCount])).toEqual([
      ['Technology', 500, 2],
      ['Unknown', 200, 2],
      ['Consumer Defensive', 100, 1],
    ]);
  });

  it('sizes by cost when asked, so the shares follow what was paid', () => {
    const holdings = [holding('UP', 900, { costBasisPC: 300 }), holding('DOWN', 100, { costBasisPC: 700 })];
    expect(allocationBy(holdings, 'holding').groups.map((g) => [g.label, g.share])).toEqual([
      ['UP', 0.9],
      ['DOWN', 0.1],
    ]);
    const byCost = allocationBy(holdings, 'holding', 'cost');
    expect(byCost.total).toBe(1000);
    expect(byCost.groups.map((g) => [g.label, g.share])).toEqual([
      ['DOWN', 0.7],
      ['UP', 0.3],
    ]);
  });

  it('sizes by forward income, leaving out holdings that pay nothing or whose income is not known', () => {
    const income = (forwardIncome: number | null) => ({ dividends: { forwardIncome } });
    const { groups: result, total } = allocationBy(
      [holding('PAYS', 1000, income(30)), holding('MORE', 100, income(10)), holding('NONE', 5000, income(0)), holding('UNKNOWN', 500, income(null)), holding('PLAIN', 500)],
      'holding',
      'forwardIncome',
    );
    expect(total).toBe(40);
    expect(result.map((g) => [g.label, g.share])).toEqual([
      ['PAYS', 0.75],
      ['MORE', 0.25],
    ]);
  });

  it('has nothing to allocate when nothing is held', () => {
    expect(allocationBy([], 'holding')).toEqual({ groups: [], total: 0 });
  });
});

describe('holdingTypeLabel', () => {
  it('names the known types and capitalises others', () => {
    expect([holdingTypeLabel('fund'), holdingTypeLabel('ETF'), holdingTypeLabel('crypto'), holdingTypeLabel(null), holdingTypeLabel('  ')]).toEqual([
      'Fund',
      'ETF',
      'Crypto',
      'Unknown',
      'Unknown',
    ]);
  });
});

describe('withOther', () => {
  it('keeps the largest groups and sums the rest into Other', () => {
    const result = withOther(groups([50, 40, 30, 20, 10]), 2);
    expect(result.map((g) => [g.label, g.value])).toEqual([
      ['G0', 50],
      ['G1', 40],
      ['Other', 60],
    ]);
    const other = result[2]!;
    expect(other.id).toBe(OTHER_GROUP_ID);
    expect(other.share).toBeCloseTo(0.4, 12);
    expect(other.holdingCount).toBe(3);
    expect(other.detail).toBe('3 more: G2, G3, G4');
  });

  it('keeps a single leftover group under its own name', () => {
    expect(withOther(groups([3, 2, 1]), 2).map((g) => g.label)).toEqual(['G0', 'G1', 'G2']);
  });

  it('folds into Other after eight groups by default, naming five of the rest', () => {
    const result = withOther(groups([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]));
    expect(result).toHaveLength(9);
    expect(result[8]!.value).toBe(7 + 6 + 5 + 4 + 3 + 2 + 1);
    expect(result[8]!.detail).toBe('7 more: G8, G9, G10, G11, G12, …');
  });

  it('leaves short lists alone', () => {
    const short = groups([2, 1]);
    expect(withOther(short)).toEqual(short);
  });
});

describe('centreTotal', () => {
  it('shows the full amount in a hole wide enough, smaller for longer amounts', () => {
    const short = centreTotal(90, '$15,234.50', '$15.2K');
    const long = centreTotal(90, '$1,234,567.89', '$1.2M');
    expect(short?.text).toBe('$15,234.50');
    expect(long?.text).toBe('$1,234,567.89');
    expect(long!.fontSize).toBeLessThan(short!.fontSize);
  });

  it('falls back to the compact amount in a small hole, and to nothing in a tiny one', () => {
    expect(centreTotal(30, '$1,234,567.89', '$1.2M')?.text).toBe('$1.2M');
    expect(centreTotal(8, '$1,234,567.89', '$1.2M')).toBeNull();
  });
});

describe('allocationDisplay', () => {
  const money = (value: number) => `$${value.toFixed(2)}`;
  const germany: AllocationGroup = { id: 'DE', label: 'DE', detail: 'Germany', value: 250, share: 0.25, holdingCount: 2 };
  const other: AllocationGroup = { id: OTHER_GROUP_ID, label: 'Other', detail: '3 more: A, B, C', value: 50, share: 0.05, holdingCount: 3 };

  it('names a group by its code, its name, or not at all; Other stays Other', () => {
    const named = (label: 'ticker' | 'name' | 'none') => allocationDisplay({ label, dataDisplay: 'percent' }, 'market', money);
    expect([named('ticker').name(germany), named('name').name(germany), named('none').name(germany)]).toEqual(['DE', 'Germany', null]);
    expect(named('name').name(other)).toBe('Other');
  });

  it('keeps amounts out of every figure in share mode, and names the amount by what sizes it', () => {
    const shares = allocationDisplay({ label: 'ticker', dataDisplay: 'percent' }, 'market', money);
    expect([shares.figure(germany), shares.figures(germany), shares.columns, shares.totalFigures(1000)]).toEqual(['25.00%', [{ label: 'Share', value: '25.00%' }], ['Share'], ['100.00%']]);
    const amounts = allocationDisplay({ label: 'ticker', dataDisplay: 'value' }, 'forwardIncome', money);
    expect([amounts.figure(germany), amounts.columns, amounts.totalFigures(1000)]).toEqual(['$250.00', ['Income a year', 'Share'], ['$1000.00', '100.00%']]);
  });

  it('sizes by forward income for dividend payers only, whatever the value setting', () => {
    expect([allocationSize({ valueAt: 'market', dividendsYielding: false }), allocationSize({ valueAt: 'cost', dividendsYielding: false }), allocationSize({ valueAt: 'cost', dividendsYielding: true })]).toEqual(['market', 'cost', 'forwardIncome']);
  });
});
