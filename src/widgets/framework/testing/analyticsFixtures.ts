/**
 * Realistic answers of the shared widget queries (analytics.graphql) for widget tests: a USD
 * ledger holding AAPL (stock, dividends), VTI (ETF) and a closed MSFT position; and answers of
 * the transaction timeline, period by period.
 */
import { addMonths, format } from 'date-fns';
import type {
  WidgetHoldingChartQuery,
  WidgetHoldingReturnsQuery,
  WidgetHoldingsQuery,
  WidgetStockFragment,
  WidgetSummaryQuery,
  WidgetTransactionTimelineQuery,
  WidgetValueSeriesQuery,
} from '../../../generated/graphql';

type Summary = WidgetSummaryQuery['portfolioSummary'];
type Holding = WidgetHoldingsQuery['portfolioHoldings'][number];
type ChartHolding = WidgetHoldingChartQuery['portfolioHoldings'][number];
type HoldingDividends = NonNullable<ChartHolding['dividends']>;
type CashBalance = Summary['cashBalances'][number] & { __typename: 'CashBalance' };

/** The providers' sectors of the fixtures' companies; a fund or an unknown listing has none. */
const FIXTURE_SECTORS: Readonly<Record<string, string>> = { AAPL: 'Technology', MSFT: 'Technology', SAP: 'Technology', BMW: 'Consumer Cyclical' };

export function stock(ticker: string, name: string, patch: Partial<WidgetStockFragment> = {}): WidgetStockFragment & { __typename: 'Stock' } {
  return {
    __typename: 'Stock',
    _id: `stock-${ticker}`,
    ticker,
    name,
    exchangeCode: 'NASDAQ',
    countryISO: 'US',
    ISIN: null,
    logoURL: null,
    currency: 'USD',
    sector: FIXTURE_SECTORS[ticker] ?? null,
    ...patch,
  };
}

export function summaryFixture(patch: Partial<Summary> = {}): Summary & { __typename: 'PortfolioSummary' } {
  const summary = {
    __typename: 'PortfolioSummary',
    currency: 'USD',
    asOf: '2026-11-24',
    // All time: no range start, so no opening value, and the unrealised gain's change is all of it.
    from: null,
    marketValue: 15234.5,
    openingMarketValue: null,
    // No cash tracked, as for most users (net worth, set below, is then the securities alone).
    cashBalance: 0,
    cashBalances: [],
    costBasis: 12000,
    unrealizedGain: 3234.5,
    unrealizedGainChange: 3234.5,
    realizedGain: 200,
    // A USD ledger shown in USD: every gain is price, none is currency.
    unrealizedPriceGain: 3234.5,
    unrealizedCurrencyGain: 0,
    realizedPriceGain: 200,
    realizedCurrencyGain: 0,
    income: 112.4,
    taxes: 16.86,
    fees: 5,
    totalReturn: 3525.04,
    totalReturnPercent: 0.2594,
    bought: 13590,
    netContributions: 11600,
    twr: 0.0412,
    twrAnnualised: 0.1375,
    xirr: 0.1211,
    risk: { __typename: 'RiskFigures', volatility: 0.1642 },
    holdingCount: 2,
    holdingCountByType: [
      { __typename: 'HoldingTypeCount', holdingType: 'Stock', count: 1 },
      { __typename: 'HoldingTypeCount', holdingType: 'ETF', count: 1 },
    ],
    unpricedHoldings: [],
    stalePriceHoldings: [],
    priceGaps: [],
    simulatedPrices: false,
    ...patch,
  } as Summary & { __typename: 'PortfolioSummary' };
  // Net worth follows the patched value and cash unless the patch names it.
  return { ...summary, netWorth: patch.netWorth ?? summary.marketValue + summary.cashBalance };
}

/** Cash beside the securities (summaryFixture(cashHeld)): 200 EUR worth $234.56 and $1,000. */
export const cashHeld: Pick<Summary, 'cashBalance'> & { cashBalances: CashBalance[] } = {
  cashBalance: 1234.56,
  cashBalances: [
    { __typename: 'CashBalance', currency: 'EUR', balance: 200, value: 234.56 },
    { __typename: 'CashBalance', currency: 'USD', balance: 1000, value: 1000 },
  ],
};

/** A new user's summary: nothing held, nothing earned. */
export const emptySummary = summaryFixture({
  marketValue: 0,
  costBasis: 0,
  unrealizedGain: 0,
  unrealizedGainChange: 0,
  realizedGain: 0,
  unrealizedPriceGain: 0,
  realizedPriceGain: 0,
  income: 0,
  taxes: 0,
  fees: 0,
  totalReturn: 0,
  totalReturnPercent: null,
  bought: 0,
  netContributions: 0,
  twr: null,
  twrAnnualised: null,
  xirr: null,
  // With its __typename, as the server answers it (the patch type does not name it).
  risk: { __typename: 'RiskFigures', volatility: null } as Summary['risk'],
  holdingCount: 0,
  holdingCountByType: [],
});

function holding(ticker: string, name: string, patch: Partial<Holding>): Holding & { __typename: 'HoldingAnalytics' } {
  return {
    __typename: 'HoldingAnalytics',
    key: `holding-${ticker}`,
    stock: stock(ticker, name),
    holdingType: 'Stock',
    currency: 'USD',
    shares: 0,
    price: null,
    priceDate: null,
    priceSource: null,
    priceStale: false,
    priceSimulated: false,
    priceGap: null,
    averageCostTC: null,
    averageCostPC: null,
    costBasisTC: 0,
    costBasisPC: 0,
    marketValueTC: null,
    marketValuePC: null,
    unrealizedGainTC: null,
    unrealizedGainPC: null,
    unrealizedPriceGainPC: null,
    unrealizedCurrencyGainPC: null,
    realizedGainTC: 0,
    realizedGainPC: 0,
    realizedPriceGainPC: 0,
    realizedCurrencyGainPC: 0,
    incomeTC: 0,
    incomePC: 0,
    taxesTC: 0,
    taxesPC: 0,
    feesTC: 0,
    feesPC: 0,
    totalReturnTC: null,
    totalReturnPC: null,
    weight: null,
    ...patch,
  } as Holding & { __typename: 'HoldingAnalytics' };
}

export const holdingsFixture: Holding[] = [
  holding('AAPL', 'Apple Inc.', {
    shares: 40, price: 230.5, priceDate: '2026-11-23', priceSource: 'provider', averageCostTC: 150, averageCostPC: 150, costBasisTC: 6000, costBasisPC: 6000,
    marketValueTC: 9220, marketValuePC: 9220, unrealizedGainTC: 3220, unrealizedGainPC: 3220, realizedGainTC: 200, realizedGainPC: 200,
    unrealizedPriceGainPC: 3220, unrealizedCurrencyGainPC: 0, realizedPriceGainPC: 200,
    incomeTC: 112.4, incomePC: 112.4, taxesTC: 16.86, taxesPC: 16.86, totalReturnTC: 3515.54, totalReturnPC: 3515.54, weight: 0.6052,
  }),
  holding('VTI', 'Vanguard Total Stock Market ETF', {
    holdingType: 'ETF', shares: 20, price: 300.725, priceDate: '2026-11-23', priceSource: 'provider', averageCostTC: 300, averageCostPC: 300,
    costBasisTC: 6000, costBasisPC: 6000, marketValueTC: 6014.5, marketValuePC: 6014.5, unrealizedGainTC: 14.5, unrealizedGainPC: 14.5,
    unrealizedPriceGainPC: 14.5, unrealizedCurrencyGainPC: 0,
    feesTC: 5, feesPC: 5, totalReturnTC: 9.5, totalReturnPC: 9.5, weight: 0.3948,
  }),
];

function holdingDividends(figures: Omit<HoldingDividends, '__typename'>): HoldingDividends & { __typename: 'HoldingDividends' } {
  return { __typename: 'HoldingDividends', ...figures } as HoldingDividends & { __typename: 'HoldingDividends' };
}

/**
 * The holding chart's answer: the holdings with their dividend figures. AAPL pays $1.04 a share
 * (41.60 on 40 shares: 0.45 % of its value, 0.69 % of its cost); VTI pays $3.55 (71.00 on 20
 * shares), its 3-year growth negative.
 */
export const holdingChartFixture: ChartHolding[] = [
  {
    ...holdingsFixture[0]!,
    dividends: holdingDividends({ forwardIncome: 41.6, forwardYield: 41.6 / 9220, forwardYieldAtCost: 41.6 / 6000, growth3Y: 0.0412, growth5Y: 0.0563 }),
  },
  {
    ...holdingsFixture[1]!,
    dividends: holdingDividends({ forwardIncome: 71, forwardYield: 71 / 6014.5, forwardYieldAtCost: 71 / 6000, growth3Y: -0.0125, growth5Y: 0.0301 }),
  },
];

/**
 * A holding in another currency than the display one: a EUR holding of a USD investor, its gains
 * split as the server's gainEffects.test.ts works them out (unrealised 155.70 = 185.85 price
 * − 30.15 currency; realised 131.40 = 91.20 + 40.20).
 */
export const foreignHoldingFixture: Holding = holding('SAP', 'SAP SE', {
  stock: stock('SAP', 'SAP SE', { currency: 'EUR', exchangeCode: 'XETRA', countryISO: 'DE' }), currency: 'EUR', shares: 6, price: 130, priceDate: '2026-11-23',
  priceSource: 'provider', averageCostTC: 100.5, averageCostPC: 110.55, costBasisTC: 603, costBasisPC: 663.3, marketValueTC: 780, marketValuePC: 819,
  unrealizedGainTC: 177, unrealizedGainPC: 155.7, unrealizedPriceGainPC: 185.85, unrealizedCurrencyGainPC: -30.15,
  realizedGainTC: 76, realizedGainPC: 131.4, realizedPriceGainPC: 91.2, realizedCurrencyGainPC: 40.2, totalReturnTC: 253, totalReturnPC: 287.1, weight: 0.05,
});

export function valueSeriesFixture(days = 90): WidgetValueSeriesQuery['portfolioValueSeries'] {
  const start = Date.UTC(2026, 7, 26);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const cost = 12000;
    return { __typename: 'ValuePoint' as const, date, value: cost + 2000 + i * 14.8 + Math.sin(i / 5) * 180, cost, netContributions: 11600 };
  });
}

type HoldingReturn = WidgetHoldingReturnsQuery['holdingReturns'][number];

function holdingReturn(ticker: string, name: string, returns: Pick<HoldingReturn, 'twr' | 'twrAnnualised' | 'xirr'>): HoldingReturn {
  return { __typename: 'HoldingReturn', key: `holding-${ticker}`, stock: stock(ticker, name), ...returns } as HoldingReturn;
}

export const holdingReturnsFixture: HoldingReturn[] = [
  holdingReturn('AAPL', 'Apple Inc.', { twr: 0.061, twrAnnualised: 0.2671, xirr: 0.241 }),
  holdingReturn('VTI', 'Vanguard Total Stock Market ETF', { twr: -0.012, twrAnnualised: -0.0472, xirr: -0.05 }),
];

type TimelineAnswer = WidgetTransactionTimelineQuery['transactionTimeline'];
type TimelineBucket = TimelineAnswer['buckets'][number];
type KindTotals = Partial<Record<TimelineAnswer['kinds'][number], number>>;

/** One period of a timeline answer (starting on `start`), its totals in the kinds' order as the server lists them. */
export function timelineBucket(start: string, labels: [short: string, long: string], totals: KindTotals = {}, count = 0): TimelineBucket {
  return {
    __typename: 'TimelineBucket',
    start,
    shortLabel: labels[0],
    longLabel: labels[1],
    count,
    totals: Object.entries(totals).map(([kind, total]) => ({ __typename: 'TimelineKindTotal', kind: kind as TimelineAnswer['kinds'][number], total })),
  } as TimelineBucket;
}

/** `months` consecutive monthly periods from the month of `first` (yyyy-MM-dd), labelled as the server labels them; `filled` gives some their totals and counts. */
export function monthBuckets(first: string, months: number, filled: Record<string, { totals: KindTotals; count: number }> = {}): TimelineBucket[] {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const start = addMonths(new Date(year, month - 1, 1), i);
    const key = format(start, 'yyyy-MM-dd');
    return timelineBucket(key, [format(start, 'MMM yy'), format(start, 'MMMM yyyy')], filled[key]?.totals, filled[key]?.count);
  });
}

/** A timeline answer over `buckets`; the counts in the window are theirs, the rest of the selection is in `patch`. */
export function timelineFixture(buckets: TimelineBucket[], patch: Partial<TimelineAnswer> = {}): TimelineAnswer & { __typename: 'TransactionTimeline' } {
  const transactionCount = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  return {
    __typename: 'TransactionTimeline',
    buckets,
    kinds: [],
    transactionCount,
    ledgerCount: transactionCount,
    lastDate: null,
    ...patch,
  };
}
