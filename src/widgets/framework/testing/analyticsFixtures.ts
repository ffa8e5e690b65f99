/**
 * Realistic answers of the shared widget queries (analytics.graphql) for widget tests: a USD
 * ledger holding AAPL (stock, dividends), VTI (ETF) and a closed MSFT position.
 */
import type {
  WidgetHoldingReturnsQuery,
  WidgetHoldingsQuery,
  WidgetStockFragment,
  WidgetSummaryQuery,
  WidgetValueSeriesQuery,
} from '../../../generated/graphql';

type Summary = WidgetSummaryQuery['portfolioSummary'];
type Holding = WidgetHoldingsQuery['portfolioHoldings'][number];

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
    ...patch,
  };
}

export function summaryFixture(patch: Partial<Summary> = {}): Summary & { __typename: 'PortfolioSummary' } {
  return {
    __typename: 'PortfolioSummary',
    currency: 'USD',
    asOf: '2026-11-24',
    marketValue: 15234.5,
    costBasis: 12000,
    unrealizedGain: 3234.5,
    realizedGain: 200,
    income: 112.4,
    taxes: 16.86,
    fees: 5,
    totalReturn: 3525.04,
    totalReturnPercent: 0.2594,
    netContributions: 11600,
    twr: 0.0412,
    twrAnnualised: 0.1375,
    xirr: 0.1211,
    holdingCount: 2,
    holdingCountByType: [
      { __typename: 'HoldingTypeCount', holdingType: 'Stock', count: 1 },
      { __typename: 'HoldingTypeCount', holdingType: 'ETF', count: 1 },
    ],
    unpricedHoldings: [],
    stalePriceHoldings: [],
    simulatedPrices: false,
    ...patch,
  } as Summary & { __typename: 'PortfolioSummary' };
}

/** A new user's summary: nothing held, nothing earned. */
export const emptySummary = summaryFixture({
  marketValue: 0,
  costBasis: 0,
  unrealizedGain: 0,
  realizedGain: 0,
  income: 0,
  taxes: 0,
  fees: 0,
  totalReturn: 0,
  totalReturnPercent: null,
  netContributions: 0,
  twr: null,
  twrAnnualised: null,
  xirr: null,
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
    averageCostTC: null,
    averageCostPC: null,
    costBasisTC: 0,
    costBasisPC: 0,
    marketValueTC: null,
    marketValuePC: null,
    unrealizedGainTC: null,
    unrealizedGainPC: null,
    realizedGainTC: 0,
    realizedGainPC: 0,
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
    incomeTC: 112.4, incomePC: 112.4, taxesTC: 16.86, taxesPC: 16.86, totalReturnTC: 3515.54, totalReturnPC: 3515.54, weight: 0.6052,
  }),
  holding('VTI', 'Vanguard Total Stock Market ETF', {
    holdingType: 'ETF', shares: 20, price: 300.725, priceDate: '2026-11-23', priceSource: 'provider', averageCostTC: 300, averageCostPC: 300,
    costBasisTC: 6000, costBasisPC: 6000, marketValueTC: 6014.5, marketValuePC: 6014.5, unrealizedGainTC: 14.5, unrealizedGainPC: 14.5,
    feesTC: 5, feesPC: 5, totalReturnTC: 9.5, totalReturnPC: 9.5, weight: 0.3948,
  }),
];

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
