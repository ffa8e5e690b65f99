import type { Resolvers } from '../../generated/resolvers-types';
import { requireReader } from '../../graphql/context';
import { fromDay } from '../../portfolio/days';
import { toNumber, type Decimal } from '../../portfolio/decimal';
import { TRANSACTION_KINDS } from '../../portfolio/types';
import { toStock } from '../transactions/transactions.service';
import type { HoldingDividendAnswer } from './dividendAnswer';

const money = (value: Decimal | null) => (value === null ? null : toNumber(value));
const dateOf = (day: number | null) => (day === null ? null : fromDay(day));

export const analyticsResolvers: Resolvers = {
  Query: {
    async portfolioSummary(_parent, { filter }, context) {
      return context.services.analytics.summary(requireReader(context, { field: 'portfolioSummary', filter }), filter);
    },
    async portfolioHoldings(_parent, { filter }, context) {
      const reader = requireReader(context, { field: 'portfolioHoldings', filter });
      const holdings = await context.services.analytics.holdings(reader, filter);
      // One dividend answer for every holding that asks, and none when no holding does.
      let bySecurity: Promise<Map<string, HoldingDividendAnswer>> | undefined;
      const dividendsOf = async (securityId: string) => {
        bySecurity ??= context.services.analytics.dividends(reader, filter).then((answer) => new Map(answer.holdings.map((h) => [h.securityId, h])));
        return (await bySecurity).get(securityId) ?? null;
      };
      return holdings.map((h) => ({ ...h, dividends: () => dividendsOf(h.securityId) }));
    },
    async portfolioValueSeries(_parent, { filter }, context) {
      return context.services.analytics.valueSeries(requireReader(context, { field: 'portfolioValueSeries', filter }), filter);
    },
    async holdingReturns(_parent, { filter }, context) {
      return context.services.analytics.holdingReturns(requireReader(context, { field: 'holdingReturns', filter }), filter);
    },
    async portfolioDividends(_parent, { filter }, context) {
      return context.services.analytics.dividends(requireReader(context, { field: 'portfolioDividends', filter }), filter);
    },
    async transactionTimeline(_parent, { input }, context) {
      // An embed reads it for exactly its scope's portfolios, as the figures above are checked.
      const reader = requireReader(context, { field: 'transactionTimeline', filter: { portfolio_Ids: input.portfolio_Ids ?? null } });
      return context.services.analytics.transactionTimeline(reader, input);
    },
  },
  TimelineBucket: {
    totals: (bucket) => TRANSACTION_KINDS.flatMap((kind) => {
      const total = bucket.totals[kind];
      return total === undefined ? [] : [{ kind, total }];
    }),
  },
  PortfolioSummary: {
    twr: async (summary) => (await summary.period()).returns.twr,
    twrAnnualised: async (summary) => (await summary.period()).returns.twrAnnualised,
    xirr: async (summary) => (await summary.period()).returns.xirr,
    risk: async (summary) => (await summary.period()).risk,
  },
  HoldingAnalytics: {
    key: (h) => h.securityId,
    stock: (h) => toStock(h.security),
    holdingType: (h) => h.security.holdingType,
    currency: (h) => h.currency,
    shares: (h) => toNumber(h.shares),
    price: (h) => h.price,
    priceDate: (h) => dateOf(h.priceDay),
    priceSource: (h) => h.priceSource,
    priceStale: (h) => h.priceStale,
    priceSimulated: (h) => h.priceSimulated,
    priceGap: (h) => h.priceGap,
    averageCostTC: (h) => money(h.averageCostTC),
    averageCostPC: (h) => money(h.averageCostPC),
    costBasisTC: (h) => toNumber(h.costBasisTC),
    costBasisPC: (h) => toNumber(h.costBasisPC),
    marketValueTC: (h) => money(h.marketValueTC),
    marketValuePC: (h) => money(h.marketValuePC),
    unrealizedGainTC: (h) => money(h.unrealizedGainTC),
    unrealizedGainPC: (h) => money(h.unrealizedGainPC),
    unrealizedPriceGainPC: (h) => money(h.unrealizedPriceGainPC),
    unrealizedCurrencyGainPC: (h) => money(h.unrealizedCurrencyGainPC),
    realizedGainTC: (h) => toNumber(h.realizedGainTC),
    realizedGainPC: (h) => toNumber(h.realizedGainPC),
    realizedPriceGainPC: (h) => toNumber(h.realizedPriceGainPC),
    realizedCurrencyGainPC: (h) => toNumber(h.realizedCurrencyGainPC),
    incomeTC: (h) => toNumber(h.incomeTC),
    incomePC: (h) => toNumber(h.incomePC),
    taxesTC: (h) => toNumber(h.taxesTC),
    taxesPC: (h) => toNumber(h.taxesPC),
    feesTC: (h) => toNumber(h.feesTC),
    feesPC: (h) => toNumber(h.feesPC),
    totalReturnTC: (h) => money(h.totalReturnTC),
    totalReturnPC: (h) => money(h.totalReturnPC),
    weight: (h) => h.weight,
    dividends: (h) => h.dividends?.() ?? null,
  },
  PriceGap: {
    stock: (gap) => toStock(gap.security),
    reason: (gap) => gap.reason,
  },
  HoldingDividends: {
    key: (h) => h.securityId,
    stock: (h) => toStock(h.security),
  },
  DividendPayout: {
    stock: (p) => toStock(p.security),
  },
  HoldingReturn: {
    key: (r) => r.securityId,
    stock: (r) => toStock(r.security),
    twr: (r) => r.returns.twr,
    twrAnnualised: (r) => r.returns.twrAnnualised,
    xirr: (r) => r.returns.xirr,
    risk: (r) => r.risk,
  },
  // The engine's days become dates; the ratios and day counts pass as they are.
  RiskFigures: {
    maxDrawdownPeak: (risk) => dateOf(risk.maxDrawdownPeak),
    maxDrawdownTrough: (risk) => dateOf(risk.maxDrawdownTrough),
    recoveryDate: (risk) => dateOf(risk.recoveryDay),
  },
};
