// The ledger's figures for widgets, all behind one filter: which portfolios, which kind of
// holding, whether closed positions count, as of which close, over which range, in which
// currency. Money figures are exact (the engine's decimals, valued at as-of quotes); series and
// returns are float64 over daily points. Everything reads the ledger service's cached engine
// results, so a warm summary is a revaluation of the positions, nothing more.
import type { DataOwner } from '../../auth/tokenVerifier';
import type { AnalyticsFilter, HoldingTypeFilter } from '../../generated/resolvers-types';
import { appError } from '../../graphql/errors';
import { indexAsOf, mergeLayers, scaledBy, seriesFrom, valueAsOf, type AsOfSeries } from '../../portfolio/asOf';
import { fromDay, isCalendarDay, toDay, todayDay } from '../../portfolio/days';
import { ZERO, add, decimal, isZero, toNumber } from '../../portfolio/decimal';
import { computeHoldings, totalHoldings, type Holding, type Quote } from '../../portfolio/holdings';
import { buildTimelines, periodReturns, valueSeries, type HoldingTimeline, type PeriodReturns, type ValueSeries } from '../../portfolio/series';
import type { Position } from '../../portfolio/types';
import { PRICE_SOURCES, type PriceSource, type QuoteBook } from '../quotes/quoteBook';
import { MAX_DATE, MIN_DATE } from '../transactions/transactionInput';
import type { HoldingLedger } from '../transactions/ledger';
import type { LedgerService, LedgerState } from '../transactions/ledger.service';
import type { SecurityRow } from '../transactions/transactions.repository';
import { createUsersCache } from '../shared/usersCache';

/** A filter checked against the user's data: days as numbers, portfolios as a set. */
export interface ResolvedFilter {
  readonly portfolioIds: ReadonlySet<string> | null;
  readonly holdingType: HoldingTypeFilter;
  readonly includePastHoldings: boolean;
  readonly asOf: number;
  readonly from: number | null;
  readonly to: number;
  readonly currency: string;
}

/** One security's figures over the filter's portfolios. */
export interface HoldingFigures extends Holding {
  readonly securityId: string;
  readonly security: SecurityRow;
  readonly price: number | null;
  readonly priceDay: number | null;
  readonly priceSource: PriceSource | null;
  /** The price is older than STALE_AFTER_DAYS before the as-of day (and not the user's own). */
  readonly priceStale: boolean;
  /** The price is the simulated provider's (offline mode): made-up data the UI labels. */
  readonly priceSimulated: boolean;
  readonly weight: number | null;
}

const HOLDING_TYPES: Record<HoldingTypeFilter, (security: SecurityRow, paidIncome: boolean) => boolean> = {
  allHoldings: () => true,
  allStocks: (s) => s.holdingType === 'stock',
  dividendStocks: (s, paid) => s.holdingType === 'stock' && paid,
  nonDividendStocks: (s, paid) => s.holdingType === 'stock' && !paid,
  ETF: (s) => s.holdingType === 'etf',
  funds: (s) => s.holdingType === 'fund',
};

export const HOLDING_TYPE_FILTERS = Object.keys(HOLDING_TYPES) as HoldingTypeFilter[];

export const isHoldingTypeFilter = (value: unknown): value is HoldingTypeFilter => typeof value === 'string' && Object.hasOwn(HOLDING_TYPES, value);

function parseDay(value: string | null | undefined, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < MIN_DATE || value > MAX_DATE) {
    throw appError('BAD_USER_INPUT', `filter.${field} must be a date written yyyy-MM-dd between ${MIN_DATE} and ${MAX_DATE}.`);
  }
  if (!isCalendarDay(value)) throw appError('BAD_USER_INPUT', `filter.${field} is not a real date: "${value}".`);
  return toDay(value);
}

const sumPositions = (a: Position, b: Position): Position => ({
  holdingKey: a.holdingKey,
  currency: a.currency,
  shares: add(a.shares, b.shares),
  costTC: add(a.costTC, b.costTC),
  costPC: add(a.costPC, b.costPC),
  realizedTC: add(a.realizedTC, b.realizedTC),
  realizedPC: add(a.realizedPC, b.realizedPC),
  incomeTC: add(a.incomeTC, b.incomeTC),
  incomePC: add(a.incomePC, b.incomePC),
  taxesTC: add(a.taxesTC, b.taxesTC),
  taxesPC: add(a.taxesPC, b.taxesPC),
  feesTC: add(a.feesTC, b.feesTC),
  feesPC: add(a.feesPC, b.feesPC),
  incomeFeesTC: add(a.incomeFeesTC, b.incomeFeesTC),
  incomeFeesPC: add(a.incomeFeesPC, b.incomeFeesPC),
});

interface Valued {
  price: AsOfSeries;
  source: Uint8Array;
  /** The provider layer is simulated data. */
  simulated: boolean;
}

/**
 * A price this many days older than the as-of day is flagged stale: a weekend plus a two-day
 * holiday (Good Friday to Easter Monday) is 4 days, so 5 means the provider stopped answering
 * or the listing stopped trading.
 */
export const STALE_AFTER_DAYS = 5;

export interface AnalyticsServiceDeps {
  ledger: LedgerService;
  quotes: QuoteBook;
  ownedPortfolioIds(ownerUid: string, ids: readonly string[]): Promise<Set<string>>;
}

export function createAnalyticsService({ ledger, quotes, ownedPortfolioIds }: AnalyticsServiceDeps) {
  // Derived per holding object: a write replaces the touched holdings' objects, so these go with them.
  const timelines = new WeakMap<HoldingLedger, HoldingTimeline>();
  const prices = new WeakMap<HoldingLedger, { key: string; valued: Valued }>();
  const tradeRateSeries = new WeakMap<HoldingLedger, AsOfSeries>();
  const flows = new WeakMap<HoldingLedger, Flows>();
  const flowsOf = (holding: HoldingLedger): Flows => {
    let found = flows.get(holding);
    if (!found) flows.set(holding, (found = flowsOfEvents(holding)));
    return found;
  };
  const storedRates = createUsersCache<{ key: string; rates: Map<string, AsOfSeries | undefined> }>();

  const timelineOf = (holding: HoldingLedger) => {
    let timeline = timelines.get(holding);
    if (!timeline) {
      // Every holding has an event: it exists because a row (or a Spin-Off or Merge target) named it.
      timeline = buildTimelines(holding.events).get(holding.key)!;
      timelines.set(holding, timeline);
    }
    return timeline;
  };

  async function resolveFilter(owner: DataOwner, filter: AnalyticsFilter | null | undefined, userCurrency: string): Promise<ResolvedFilter> {
    const asOf = parseDay(filter?.asOf, 'asOf') ?? todayDay();
    const to = parseDay(filter?.to, 'to') ?? asOf;
    const from = parseDay(filter?.from, 'from');
    if (from !== null && from > to) throw appError('BAD_USER_INPUT', 'filter.from must not be after filter.to.');
    let portfolioIds: Set<string> | null = null;
    if (filter?.portfolio_Ids && filter.portfolio_Ids.length > 0) {
      const wanted = [...new Set(filter.portfolio_Ids)];
      portfolioIds = await ownedPortfolioIds(owner.uid, wanted);
      if (portfolioIds.size < wanted.length) throw appError('NOT_FOUND', 'Portfolio does not exist!');
    }
    return {
      portfolioIds,
      holdingType: filter?.holdingType ?? 'allHoldings',
      includePastHoldings: filter?.includePastHoldings ?? false,
      asOf,
      from,
      to,
      currency: filter?.currency ?? userCurrency,
    };
  }

  async function stateFor(owner: DataOwner, filter: ResolvedFilter, state: LedgerState): Promise<LedgerState> {
    if (filter.currency === state.settings.currency && filter.asOf >= todayDay()) return state;
    // Another currency, or a past close: the engine runs again on what the filter needs.
    return ledger.stateAt(owner, { currency: filter.currency, asOf: filter.asOf });
  }

  /** The holdings the filter selects (per portfolio), closed ones included. */
  function selected(state: LedgerState, filter: ResolvedFilter): HoldingLedger[] {
    const out: HoldingLedger[] = [];
    for (const holding of state.holdings.values()) {
      if (filter.portfolioIds && !filter.portfolioIds.has(holding.portfolioId)) continue;
      const security = state.securities.get(holding.securityId);
      if (!security || !HOLDING_TYPES[filter.holdingType](security, holding.paidIncome)) continue;
      out.push(holding);
    }
    return out;
  }

  /**
   * The provider's closes in each holding's trade currency. A listing can be quoted in another
   * currency than the one its holder traded in (a London ETF quoted in USD, bought in GBP); its
   * closes are converted at the day's rate, and without a rate they are left out rather than
   * mixed with figures in another currency.
   */
  async function providerInTradeCurrency(
    owner: DataOwner,
    holdings: readonly HoldingLedger[],
    stored: Awaited<ReturnType<typeof quotes.prices>>,
  ): Promise<Map<HoldingLedger, AsOfSeries | undefined>> {
    const result = new Map<HoldingLedger, AsOfSeries | undefined>();
    const foreign = new Map<string, Set<string>>(); // trade currency → quote currencies
    for (const holding of holdings) {
      const layers = stored.get(holding.securityId);
      const quoted = layers?.currency;
      if (!layers?.provider || !quoted || quoted === holding.position.currency) {
        result.set(holding, layers?.provider);
        continue;
      }
      let set = foreign.get(holding.position.currency);
      if (!set) foreign.set(holding.position.currency, (set = new Set()));
      set.add(quoted);
    }
    for (const [tradeCurrency, quotedIn] of foreign) {
      const rates = await quotes.ratesInto(owner.uid, [...quotedIn], tradeCurrency);
      for (const holding of holdings) {
        if (result.has(holding) || holding.position.currency !== tradeCurrency) continue;
        const layers = stored.get(holding.securityId)!;
        const rate = rates.get(layers.currency!);
        result.set(holding, rate && scaledBy(layers.provider!, rate));
      }
    }
    return result;
  }

  /** Each holding's price series: manual, then provider, then its own trade prices, by exact date. */
  async function priceSeries(owner: DataOwner, state: LedgerState, holdings: readonly HoldingLedger[]): Promise<Map<HoldingLedger, Valued>> {
    const version = `${state.quotesVersion}:${quotes.generation}`;
    const result = new Map<HoldingLedger, Valued>();
    const missing = holdings.filter((h) => {
      const cached = prices.get(h);
      if (cached && cached.key === version) result.set(h, cached.valued);
      return !result.has(h);
    });
    if (missing.length > 0) {
      const stored = await quotes.prices(owner.uid, [...new Set(missing.map((h) => h.securityId))]);
      const inTradeCurrency = await providerInTradeCurrency(owner, missing, stored);
      for (const holding of missing) {
        const layers = stored.get(holding.securityId);
        const merged = mergeLayers([layers?.manual, inTradeCurrency.get(holding), seriesFrom(holding.tradePrices)]);
        const valued = { price: merged.series, source: merged.source, simulated: layers?.simulated ?? false };
        prices.set(holding, { key: version, valued });
        result.set(holding, valued);
      }
    }
    return result;
  }

  /**
   * TC → PC rates per holding: the stored series of its currency (manual over provider); when none
   * is stored, the rates its own transactions used. Per holding, so no request merges the
   * trade rates of a whole ledger.
   */
  async function rateSeries(owner: DataOwner, state: LedgerState, holdings: readonly HoldingLedger[], pc: string): Promise<Map<string, AsOfSeries | undefined>> {
    const currencies = [...new Set(holdings.map((h) => h.position.currency))].sort();
    // Stored rates change only with the user's quotes version or the provider's generation, not
    // with ledger writes: kept per user, so the summary after an edit does not read them again.
    const key = `${state.quotesVersion}:${quotes.generation}:${pc}:${currencies.join()}`;
    let cached = storedRates.get(owner.uid);
    if (cached?.key !== key) {
      cached = { key, rates: await quotes.ratesInto(owner.uid, currencies, pc) };
      storedRates.set(owner.uid, cached);
    }
    const stored = cached.rates;
    const result = new Map<string, AsOfSeries | undefined>();
    for (const holding of holdings) {
      const series = stored.get(holding.position.currency);
      if (series) {
        result.set(holding.key, series);
        continue;
      }
      let own = tradeRateSeries.get(holding);
      if (!own) tradeRateSeries.set(holding, (own = seriesFrom(holding.tradeRates)));
      result.set(holding.key, own.days.length > 0 ? own : undefined);
    }
    return result;
  }

  async function figures(owner: DataOwner, rawFilter: AnalyticsFilter | null | undefined) {
    const current = await ledger.state(owner);
    const filter = await resolveFilter(owner, rawFilter, current.settings.currency);
    const state = await stateFor(owner, filter, current);
    const holdings = selected(state, filter);
    const [priced, rates] = await Promise.all([priceSeries(owner, state, holdings), rateSeries(owner, state, holdings, filter.currency)]);
    return { filter, state, holdings, priced, rates };
  }

  type Figures = Awaited<ReturnType<typeof figures>>;

  /** Per security, across the filter's portfolios, valued at the as-of close. */
  function holdingFigures({ filter, state, holdings, priced, rates }: Figures): HoldingFigures[] {
    const bySecurity = new Map<string, { position: Position; holdings: HoldingLedger[] }>();
    for (const holding of holdings) {
      const entry = bySecurity.get(holding.securityId);
      const position = { ...holding.position, holdingKey: holding.securityId };
      if (entry) {
        entry.position = sumPositions(entry.position, position);
        entry.holdings.push(holding);
      } else bySecurity.set(holding.securityId, { position, holdings: [holding] });
    }
    const quoteOf = new Map<string, Quote>();
    const priceInfo = new Map<string, { price: number; day: number; source: PriceSource; simulated: boolean }>();
    for (const [securityId, entry] of bySecurity) {
      // Holdings of one security share its quotes; the first one's series has them all but its own trades.
      const valued = priced.get(entry.holdings[0]!)!;
      const index = indexAsOf(valued.price, filter.asOf);
      const rateSeriesOf = rates.get(entry.holdings[0]!.key);
      const rate = rateSeriesOf && valueAsOf(rateSeriesOf, filter.asOf);
      if (index < 0) continue;
      const price = valued.price.values[index]!;
      const source = PRICE_SOURCES[valued.source[index]!]!;
      priceInfo.set(securityId, { price, day: valued.price.days[index]!, source, simulated: source === 'provider' && valued.simulated });
      if (rate) quoteOf.set(securityId, { price: decimal(price), fxRateToPC: decimal(rate.value.toPrecision(12)) });
    }
    const positions = new Map([...bySecurity].map(([id, entry]) => [id, entry.position]));
    const valued = computeHoldings(positions, quoteOf).filter((h) => filter.includePastHoldings || !isZero(h.shares));
    const total = valued.reduce((sum, h) => (h.marketValuePC === null ? sum : add(sum, h.marketValuePC)), ZERO);
    return valued.map((h) => {
      const info = priceInfo.get(h.holdingKey);
      return {
        ...h,
        securityId: h.holdingKey,
        security: state.securities.get(h.holdingKey)!,
        price: info?.price ?? null,
        priceDay: info?.day ?? null,
        priceSource: info?.source ?? null,
        priceStale: info !== undefined && info.source !== 'manual' && filter.asOf - info.day > STALE_AFTER_DAYS,
        priceSimulated: info?.simulated ?? false,
        // A ratio for charts: float is enough (and keeps 1/3 from printing as 0.333333333333).
        weight: h.marketValuePC === null || isZero(total) ? null : toNumber(h.marketValuePC) / toNumber(total),
      };
    }).sort((a, b) => a.security.ticker.localeCompare(b.security.ticker) || a.securityId.localeCompare(b.securityId));
  }

  function seriesOf(figuresIn: Figures, holdings: readonly HoldingLedger[]): ValueSeries {
    const { filter, priced, rates } = figuresIn;
    const first = holdings.reduce((min, h) => Math.min(min, h.firstDay), Number.POSITIVE_INFINITY);
    const from = filter.from ?? (Number.isFinite(first) ? first : filter.to);
    const byKey = new Map(holdings.map((h) => [h.key, h]));
    return valueSeries(
      holdings.map(timelineOf),
      {
        price: (key) => priced.get(byKey.get(key)!)?.price,
        fxToPC: (key) => rates.get(key),
      },
      from,
      filter.to,
    );
  }

  return {
    async summary(owner: DataOwner, filter: AnalyticsFilter | null | undefined) {
      const all = await figures(owner, filter);
      // Totals count closed positions too (their realised gains and income are the portfolio's).
      const everything = holdingFigures({ ...all, filter: { ...all.filter, includePastHoldings: true } });
      const total = totalHoldings(everything);
      const open = everything.filter((h) => !isZero(h.shares));
      const shown = all.filter.includePastHoldings ? everything : open;
      const counts = new Map<string, number>();
      for (const h of shown) counts.set(h.security.holdingType, (counts.get(h.security.holdingType) ?? 0) + 1);
      const bought = all.holdings.reduce((sum, h) => sum + flowsOf(h).bought, 0);
      const series = lazy(() => seriesOf(all, all.holdings));
      return {
        currency: all.filter.currency,
        asOf: fromDay(all.filter.asOf),
        marketValue: toNumber(total.marketValuePC),
        costBasis: toNumber(total.costBasisPC),
        unrealizedGain: toNumber(total.unrealizedGainPC),
        realizedGain: toNumber(total.realizedGainPC),
        income: toNumber(total.incomePC),
        taxes: toNumber(total.taxesPC),
        fees: toNumber(total.feesPC),
        totalReturn: toNumber(total.totalReturnPC),
        totalReturnPercent: bought > 0 ? toNumber(total.totalReturnPC) / bought : null,
        netContributions: netContributionsAsOf(all.holdings, all.filter.asOf, flowsOf),
        holdingCount: shown.length,
        holdingCountByType: [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([holdingType, count]) => ({ holdingType, count })),
        unpricedHoldings: total.unpricedHoldings.map((id) => all.state.securities.get(id)?.ticker ?? id),
        stalePriceHoldings: open.filter((h) => h.priceStale).map((h) => h.security.ticker),
        simulatedPrices: everything.some((h) => h.priceSimulated),
        // Returns need the daily series: computed only when a client asks for them.
        returns: lazy(() => periodReturns(series())),
      };
    },

    async holdings(owner: DataOwner, filter: AnalyticsFilter | null | undefined): Promise<HoldingFigures[]> {
      return holdingFigures(await figures(owner, filter));
    },

    async valueSeries(owner: DataOwner, filter: AnalyticsFilter | null | undefined) {
      const all = await figures(owner, filter);
      const series = seriesOf(all, all.holdings);
      return Array.from(series.days, (day, i) => ({
        date: fromDay(day),
        value: round2(series.value[i]!),
        cost: round2(series.cost[i]!),
        netContributions: round2(series.netContributions[i]!),
      }));
    },

    async holdingReturns(owner: DataOwner, filter: AnalyticsFilter | null | undefined): Promise<{ securityId: string; security: SecurityRow; returns: PeriodReturns }[]> {
      const all = await figures(owner, filter);
      const shown = new Set(holdingFigures(all).map((h) => h.securityId));
      const bySecurity = new Map<string, HoldingLedger[]>();
      for (const h of all.holdings) if (shown.has(h.securityId)) bySecurity.set(h.securityId, [...(bySecurity.get(h.securityId) ?? []), h]);
      return [...bySecurity].map(([securityId, holdings]) => ({
        securityId,
        security: all.state.securities.get(securityId)!,
        returns: periodReturns(seriesOf(all, holdings)),
      }));
    },
  };
}

/** A holding's money in and out over its whole life, and the day of its last event. */
interface Flows {
  bought: number;
  net: number;
  lastDay: number;
}

function flowsOfEvents(holding: HoldingLedger): Flows {
  let bought = 0;
  let net = 0;
  let lastDay = Number.NEGATIVE_INFINITY;
  for (const e of holding.events) {
    bought += Math.max(0, e.flowPC);
    net += e.flowPC;
    lastDay = Math.max(lastDay, e.day);
  }
  return { bought, net, lastDay };
}

function netContributionsAsOf(holdings: readonly HoldingLedger[], asOf: number, flowsOf: (h: HoldingLedger) => Flows): number {
  let sum = 0;
  for (const h of holdings) {
    const flows = flowsOf(h);
    if (asOf >= flows.lastDay) sum += flows.net;
    else for (const e of h.events) if (e.day <= asOf) sum += e.flowPC;
  }
  return round2(sum);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
export type SummaryFigures = Awaited<ReturnType<AnalyticsService['summary']>>;
export type HoldingReturnFigures = Awaited<ReturnType<AnalyticsService['holdingReturns']>>[number];
