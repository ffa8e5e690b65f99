/**
 * A realistic WidgetDividends answer for the dividend widgets' tests, as of 2026-11-24 in USD:
 * AAPL (quarterly, 0.26 a share, growing), O (monthly, 0.2695 a share), VTI (an ETF paying
 * quarterly) and BRK.B (pays nothing); the payouts of the year before and the declared and
 * estimated ones of the year after; and the four states of one filter.
 */
import { WidgetDividendsDocument, type AnalyticsFilter, type DividendPayoutStatus } from '../../../generated/graphql';
import { stock } from '../../framework/testing/analyticsFixtures';
import { stateMocks } from '../../framework/testing/renderWidget';
import type { DividendHolding, DividendPayout, Dividends } from '../DividendWidget';

type Typed<T, N extends string> = T & { __typename: N };

export function dividendHolding(ticker: string, name: string, patch: Partial<DividendHolding> = {}): Typed<DividendHolding, 'HoldingDividends'> {
  return {
    __typename: 'HoldingDividends',
    key: `stock-${ticker}`,
    stock: stock(ticker, name),
    shares: 10,
    currency: 'USD',
    forwardRate: 0,
    forwardIncome: 0,
    forwardYield: 0,
    forwardYieldAtCost: 0,
    payoutRatio: null,
    frequency: null,
    nextExDate: null,
    nextPayDate: null,
    growth3Y: null,
    growth5Y: null,
    receivedIncome: 0,
    yearly: [],
    dataPending: false,
    dataSimulated: false,
    ...patch,
  };
}

const years = (amounts: Record<number, number>) => Object.entries(amounts).map(([year, amount]) => ({ __typename: 'DividendYear' as const, year: Number(year), amount }));

export const dividendHoldingsFixture = [
  dividendHolding('AAPL', 'Apple Inc.', {
    shares: 50,
    forwardRate: 1.04,
    forwardIncome: 52,
    forwardYield: 0.0044,
    forwardYieldAtCost: 0.0069,
    payoutRatio: 0.1571,
    frequency: 'quarterly',
    nextExDate: '2027-02-09',
    nextPayDate: '2027-02-12',
    growth3Y: 0.0426,
    growth5Y: 0.0503,
    receivedIncome: 50,
    yearly: years({ 2021: 0.865, 2022: 0.91, 2023: 0.94, 2024: 0.98, 2025: 1.02 }),
  }),
  dividendHolding('O', 'Realty Income Corporation', {
    stock: stock('O', 'Realty Income Corporation', { exchangeCode: 'NYSE' }),
    shares: 100,
    forwardRate: 3.234,
    forwardIncome: 323.4,
    forwardYield: 0.0561,
    forwardYieldAtCost: 0.0588,
    payoutRatio: 0.7512,
    frequency: 'monthly',
    nextExDate: '2026-12-01',
    nextPayDate: '2026-12-15',
    growth3Y: 0.0301,
    growth5Y: 0.0362,
    receivedIncome: 318.6,
    yearly: years({ 2021: 2.8425, 2022: 2.9715, 2023: 3.0765, 2024: 3.141, 2025: 3.2055 }),
  }),
  dividendHolding('VTI', 'Vanguard Total Stock Market ETF', {
    stock: stock('VTI', 'Vanguard Total Stock Market ETF', { exchangeCode: 'NYSEARCA' }),
    shares: 20,
    forwardRate: 3.68,
    forwardIncome: 73.6,
    forwardYield: 0.0125,
    forwardYieldAtCost: 0.0167,
    payoutRatio: null,
    frequency: 'quarterly',
    growth3Y: 0.0611,
    growth5Y: 0.0702,
    receivedIncome: 71.2,
    yearly: years({ 2021: 3.0, 2022: 3.19, 2023: 3.41, 2024: 3.58, 2025: 3.6 }),
  }),
  dividendHolding('BRK.B', 'Berkshire Hathaway Inc.', { shares: 5, stock: stock('BRK.B', 'Berkshire Hathaway Inc.', { exchangeCode: 'NYSE' }) }),
];

export function payout(ticker: string, exDate: string, payDate: string | null, amount: number, shares: number, status: DividendPayoutStatus, patch: Partial<DividendPayout> = {}): Typed<DividendPayout, 'DividendPayout'> {
  const holding = dividendHoldingsFixture.find((h) => h.stock.ticker === ticker);
  const incomeTC = Math.round(amount * shares * 100) / 100;
  return {
    __typename: 'DividendPayout',
    stock: holding?.stock ?? stock(ticker, ticker),
    exDate,
    recordDate: status === 'estimated' ? null : exDate,
    payDate,
    declaredDate: null,
    amount,
    currency: 'USD',
    shares,
    incomeTC,
    income: incomeTC,
    special: false,
    status,
    ...patch,
  };
}

export const payoutsFixture = [
  payout('VTI', '2025-12-22', '2025-12-26', 0.95, 20, 'paid'),
  payout('AAPL', '2026-02-09', '2026-02-12', 0.26, 50, 'paid'),
  payout('VTI', '2026-03-26', '2026-03-30', 0.87, 20, 'paid'),
  payout('AAPL', '2026-05-11', '2026-05-14', 0.26, 50, 'paid'),
  payout('O', '2026-06-01', '2026-06-13', 0.2695, 100, 'paid'),
  payout('VTI', '2026-06-26', '2026-06-30', 0.91, 20, 'paid'),
  payout('AAPL', '2026-08-10', '2026-08-13', 0.26, 50, 'paid'),
  payout('O', '2026-11-02', '2026-11-14', 0.2695, 100, 'paid'),
  payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared', { declaredDate: '2026-11-10' }),
  payout('VTI', '2026-12-23', '2026-12-29', 0.92, 20, 'estimated'),
  payout('AAPL', '2027-02-09', '2027-02-12', 0.26, 50, 'estimated'),
];

const month = (m: string, gross: number, taxes = 0) => ({ __typename: 'DividendMonthIncome' as const, month: m, gross, taxes, fees: 0, net: Math.round((gross - taxes) * 100) / 100 });
const forecastMonth = (m: string, declared: number, estimated: number) => ({
  __typename: 'DividendForecastMonth' as const,
  month: m,
  income: Math.round((declared + estimated) * 100) / 100,
  declared,
  estimated,
});

export function dividendsFixture(patch: Partial<Dividends> = {}): Typed<Dividends, 'PortfolioDividends'> {
  return {
    __typename: 'PortfolioDividends',
    currency: 'USD',
    asOf: '2026-11-24',
    forwardIncome: 449,
    forwardYield: 0.0216,
    forwardYieldAtCost: 0.0262,
    weightedPayoutRatio: 0.4412,
    growth3Y: 0.0364,
    growth5Y: 0.0432,
    declaredIncome: 26.95,
    received: [
      month('2025-12', 19, 2.85),
      month('2026-01', 0),
      month('2026-02', 13, 1.95),
      month('2026-03', 17.4, 2.61),
      month('2026-04', 0),
      month('2026-05', 13, 1.95),
      month('2026-06', 45.15, 6.77),
      month('2026-07', 26.95, 4.04),
      month('2026-08', 39.95, 5.99),
      month('2026-09', 45.15, 6.77),
      month('2026-10', 26.95, 4.04),
      month('2026-11', 26.95, 4.04),
    ],
    forecast: [
      forecastMonth('2026-12', 26.95, 18.4),
      forecastMonth('2027-01', 0, 26.95),
      forecastMonth('2027-02', 0, 39.95),
      forecastMonth('2027-03', 0, 45.35),
      forecastMonth('2027-04', 0, 26.95),
      forecastMonth('2027-05', 0, 39.95),
      forecastMonth('2027-06', 0, 45.35),
      forecastMonth('2027-07', 0, 26.95),
      forecastMonth('2027-08', 0, 39.95),
      forecastMonth('2027-09', 0, 45.35),
      forecastMonth('2027-10', 0, 26.95),
      forecastMonth('2027-11', 0, 39.95),
    ],
    payouts: payoutsFixture,
    payoutsTruncated: false,
    holdings: dividendHoldingsFixture,
    pendingData: [],
    simulated: false,
    ...patch,
  };
}

export const emptyDividends = dividendsFixture({
  forwardIncome: 0,
  forwardYield: null,
  forwardYieldAtCost: null,
  weightedPayoutRatio: null,
  growth3Y: null,
  growth5Y: null,
  declaredIncome: 0,
  received: [],
  forecast: [],
  payouts: [],
  holdings: [],
});

/** The four states of the dividend query for one filter (the widget's default one unless given). */
export function dividendMocks(success: Dividends = dividendsFixture(), { filter = {}, empty = emptyDividends }: { filter?: AnalyticsFilter; empty?: Dividends } = {}) {
  return stateMocks(WidgetDividendsDocument, { filter }, { empty: { portfolioDividends: empty }, success: { portfolioDividends: success } });
}

// For the forward-figure KPIs and the dividend insights table.

/** The market has not answered for O yet: it counts as paying nothing, so the forward income is AAPL's and VTI's. */
export const awaitingRealtyIncome = dividendsFixture({
  forwardIncome: 125.6,
  holdings: dividendHoldingsFixture.map((holding) =>
    holding.stock.ticker === 'O' ? dividendHolding('O', 'Realty Income Corporation', { key: holding.key, stock: holding.stock, shares: holding.shares, dataPending: true }) : holding,
  ),
  pendingData: ['O'],
});

/** Offline mode: every payer's dividends are the simulated provider's. */
export const simulatedDividends = dividendsFixture({
  holdings: dividendHoldingsFixture.map((holding) => ({ ...holding, dataSimulated: holding.forwardRate > 0 })),
  simulated: true,
});
