// The ledger's figures for widgets, all behind one filter: which portfolios, which kind of
// holding, whether closed positions count, as of which close, over which range, in which
// currency. Money figures are exact (the engine's decimals, valued at as-of quotes); series and
// returns are float64 over daily points. Everything reads the ledger service's cached engine
// results, so a warm summary is a revaluation of the positions, nothing more.
//
// Each answer is kept per user by operation, filter and the versions of what it was computed
// from, and shared while it computes: identical requests of one user (a dashboard opened in many
// tabs) cost one computation, and a repeated one none until the ledger or its quotes change.
// Series and returns run in the engine pool (off the event loop when they are long), and a long
// series is answered at a coarser resolution past a point budget.
//
// The transaction timeline needs no engine: see transactionTimeline.ts.
import type { DataOwner } from '../../auth/tokenVerifier';
import { createEnginePool, type EnginePool } from '../../engine/enginePool';
import type { PeriodFigures, SeriesHolding, SeriesJobInput, SeriesPoints } from '../../engine/engineJobs';
import type { AnalyticsFilter, HoldingTypeFilter } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import { constantSeries, indexAsOf, scaledBy, valueAsOf, type AsOfSeries } from '../../portfolio/asOf';
import { fromDay, todayDay } from '../../portfolio/days';
import { ZERO, add, decimal, isZero, toNumber } from '../../portfolio/decimal';
import { computeHoldings, totalHoldings, type Holding, type Quote } from '../../portfolio/holdings';
import { SERIES_POINT_BUDGET, type SeriesResolution } from '../../portfolio/series';
import type { Position } from '../../portfolio/types';
import type { PriceSource, QuoteBook } from '../../market/quoteBook';
import { FLOWS_AFTER_WIDTH, type HoldingLedger } from '../../ledger/ledger';
import type { LedgerService, LedgerState } from '../../ledger/ledger.service';
import type { SecurityRow } from '../../ledger/transactions.repository';
import { createUsersCache } from '../../ledger/usersCache';
import type { AnalyticsRepository } from './analytics.repository';
import { sectorOf } from '../../../common/analyticsFilter';
import { ownedSelectionOf, parseDay, parseSectors } from './analyticsInput';
import { boughtSince, flowsOfEvents, flowsSince, netContributionsAsOf, round2, type Flows, type OpeningFigures } from './summaryFlows';
import { dividendAnswer, type DividendAnswer, type HoldingDividendAnswer } from './dividendAnswer';
import { createTransactionTimeline } from './transactionTimeline';
import { priceAsOf, priceGapOf, simulatedAnchors, STALE_AFTER_DAYS, type PriceGapReason, type Priced } from './priceLayers';

/** A filter checked against the user's data: days as numbers, portfolios as a set. */
export interface ResolvedFilter {
  readonly portfolioIds: ReadonlySet<string> | null;
  readonly holdingType: HoldingTypeFilter;
  readonly includePastHoldings: boolean;
  /** Sorted sector names (as sectorOf gives them), or null for every sector. */
  readonly sectors: readonly string[] | null;
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
  /** Why an open holding's value rests on no current market or manual close; null when it does. */
  readonly priceGap: PriceGapReason | null;
  readonly weight: number | null;
}

/** A holding as the API answers it: with its dividend figures for the same filter, computed when a client asks for them. */
export interface HoldingAnswer extends HoldingFigures {
  readonly dividends?: () => Promise<HoldingDividendAnswer | null>;
}

/** A held security of the summary whose value rests on no current close. */
export interface PriceGapFigures {
  readonly security: SecurityRow;
  readonly reason: PriceGapReason;
}

/** One point of a value series answer: the close of its day, standing for its period (see SeriesResolution). */
export interface ValuePointFigures {
  readonly date: string;
  readonly value: number;
  readonly cost: number;
  readonly netContributions: number;
  readonly resolution: SeriesResolution;
}

/**
 * Each holding-type filter, given the security and whether it pays a dividend: by the market's
 * data for a security the providers have answered for, otherwise by the income recorded for it.
 */
const HOLDING_TYPES: Record<HoldingTypeFilter, (security: SecurityRow, pays: boolean) => boolean> = {
  allHoldings: () => true,
  allStocks: (s) => s.holdingType === 'stock',
  dividendStocks: (s, pays) => s.holdingType === 'stock' && pays,
  nonDividendStocks: (s, pays) => s.holdingType === 'stock' && !pays,
  ETF: (s) => s.holdingType === 'etf',
  funds: (s) => s.holdingType === 'fund',
};

/** A currency's cash row (docs/decisions/0007): a holding the tables, counts and per-holding returns leave out. */
const isCash = (security: SecurityRow | undefined): boolean => security?.holdingType === 'cash';

/** Whether a security is in the filter's sectors; cash is in none, so any sector filter leaves it out. */
const inSectors = (security: SecurityRow, sectors: readonly string[] | null): boolean =>
  sectors === null || (!isCash(security) && sectors.includes(sectorOf(security.sector)));

const ONE_UNIT = constantSeries(1);

export const HOLDING_TYPE_FILTERS = Object.keys(HOLDING_TYPES) as HoldingTypeFilter[];

export const isHoldingTypeFilter = (value: unknown): value is HoldingTypeFilter => typeof value === 'string' && Object.hasOwn(HOLDING_TYPES, value);

const sumPositions = (a: Position, b: Position): Position => ({
  holdingKey: a.holdingKey,
  currency: a.currency,
  shares: add(a.shares, b.shares),
  costTC: add(a.costTC, b.costTC),
  costPC: add(a.costPC, b.costPC),
  realizedTC: add(a.realizedTC, b.realizedTC),
  realizedPC: add(a.realizedPC, b.realizedPC),
  realizedCurrencyPC: add(a.realizedCurrencyPC, b.realizedCurrencyPC),
  incomeTC: add(a.incomeTC, b.incomeTC),
  incomePC: add(a.incomePC, b.incomePC),
  taxesTC: add(a.taxesTC, b.taxesTC),
  taxesPC: add(a.taxesPC, b.taxesPC),
  feesTC: add(a.feesTC, b.feesTC),
  feesPC: add(a.feesPC, b.feesPC),
  incomeFeesTC: add(a.incomeFeesTC, b.incomeFeesTC),
  incomeFeesPC: add(a.incomeFeesPC, b.incomeFeesPC),
});

/** Answers kept per user (in flight or done; a series as arrays, at most SERIES_POINT_BUDGET points). */
const ANSWERS_PER_USER = 16;

/** Valuations kept per ledger state (one per selection and close; see valuedFigures). */
const VALUED_PER_STATE = 8;

/** Securities whose stored prices are read per query when many are missing: other requests get in between. */
const PRICE_READS_PER_QUERY = 10;

/** The series sweep's main-thread cost per holding and day, in microseconds, if run in-process (see EnginePool). */
const SERIES_MICROSECONDS_PER_HOLDING_DAY = 0.02;
/** Merging a holding's price layers, per point. */
const MERGE_MICROSECONDS_PER_POINT = 0.1;

/** Lets the event loop serve what is waiting (other users' requests) before going on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface AnalyticsServiceDeps {
  ledger: LedgerService;
  quotes: QuoteBook;
  ownedPortfolioIds(ownerUid: string, ids: readonly string[]): Promise<Set<string>>;
  /** The transaction timeline's reads. */
  repository: Pick<AnalyticsRepository, 'ledgerVersion' | 'transactionDays' | 'incomeDays'>;
  /** Where series and returns are computed (in-process when absent). */
  engine?: EnginePool;
}

export function createAnalyticsService({ ledger, quotes, ownedPortfolioIds, repository, engine = createEnginePool({ workers: 0 }) }: AnalyticsServiceDeps) {
  const ownedSelection = ownedSelectionOf(ownedPortfolioIds);
  const timeline = createTransactionTimeline({ repository, ownedSelection });
  // Derived per holding object: a write replaces the touched holdings' objects, so these go with them.
  const prices = new WeakMap<HoldingLedger, { key: string; priced: Priced }>();
  const mergedPrices = new WeakMap<HoldingLedger, { key: string; series: AsOfSeries }>();
  const flows = new WeakMap<HoldingLedger, Flows>();
  const flowsOf = (holding: HoldingLedger): Flows => {
    let found = flows.get(holding);
    if (!found) flows.set(holding, (found = flowsOfEvents(holding)));
    return found;
  };
  const storedRates = createUsersCache<{ key: string; rates: Map<string, AsOfSeries | undefined> }>();
  const answers = createUsersCache<Map<string, Promise<unknown>>>();
  async function resolveFilter(owner: DataOwner, filter: AnalyticsFilter | null | undefined, userCurrency: string): Promise<ResolvedFilter> {
    const asOf = parseDay(filter?.asOf, 'filter.asOf') ?? todayDay();
    const to = parseDay(filter?.to, 'filter.to') ?? asOf;
    const from = parseDay(filter?.from, 'filter.from');
    if (from !== null && from > to) throw appError('BAD_USER_INPUT', 'filter.from must not be after filter.to.');
    const portfolioIds = await ownedSelection(owner, filter?.portfolio_Ids);
    return {
      portfolioIds,
      holdingType: filter?.holdingType ?? 'allHoldings',
      includePastHoldings: filter?.includePastHoldings ?? false,
      sectors: parseSectors(filter?.sector, 'filter.sector'),
      asOf,
      from,
      to,
      currency: filter?.currency ?? userCurrency,
    };
  }

  async function stateFor(owner: DataOwner, filter: ResolvedFilter, state: LedgerState): Promise<LedgerState> {
    if (filter.currency === state.settings.currency && filter.asOf >= todayDay()) return state;
    // Another currency, or a past close: the engine runs again on what the filter needs.
    return ledger.stateAt(owner, { currency: filter.currency, asOf: filter.asOf }, state);
  }

  /** The holdings the filter selects (per portfolio), closed ones included. */
  async function selected(state: LedgerState, filter: ResolvedFilter): Promise<HoldingLedger[]> {
    const inPortfolios = [...state.holdings.values()].filter((holding) => !filter.portfolioIds || filter.portfolioIds.has(holding.portfolioId));
    // "Pays a dividend" is the market's word for what it knows (a stock that pays is a dividend
    // stock whether or not its income was recorded), and the ledger's for the rest.
    // Read afresh, not from the ledger's securities: the market may have answered since they were read.
    const byMarket = filter.holdingType === 'dividendStocks' || filter.holdingType === 'nonDividendStocks';
    const payers = byMarket ? await quotes.dividendPayers(inPortfolios.map((h) => h.securityId)) : new Map<string, boolean>();
    return inPortfolios.filter((holding) => {
      const security = state.securities.get(holding.securityId);
      const pays = payers.get(holding.securityId) ?? holding.paidIncome;
      return security !== undefined && HOLDING_TYPES[filter.holdingType](security, pays) && inSectors(security, filter.sectors);
    });
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

  /** Each holding's price layers: manual, then provider, then its own trade prices (see Priced). */
  async function priceLayers(owner: DataOwner, state: LedgerState, holdings: readonly HoldingLedger[]): Promise<Map<HoldingLedger, Priced>> {
    const version = `${state.quotesVersion}:${quotes.generation}`;
    const result = new Map<HoldingLedger, Priced>();
    const missing = holdings.filter((h) => {
      const cached = prices.get(h);
      if (cached && cached.key === version) result.set(h, cached.priced);
      return !result.has(h);
    });
    // Cash (docs/decisions/0007): a unit of a currency is worth one, always; no price is read or fetched.
    for (const holding of missing) {
      if (!isCash(state.securities.get(holding.securityId))) continue;
      const priced: Priced = { layers: [undefined, ONE_UNIT, holding.tradePrices], simulated: false };
      prices.set(holding, { key: version, priced });
      result.set(holding, priced);
    }
    const securities = [...new Set(missing.filter((h) => !result.has(h)).map((h) => h.securityId))];
    // Quotes version 0: the user never wrote a manual quote (see LedgerService.quotesChanged).
    const manual = securities.length > 0 && state.quotesVersion > 0 ? await quotes.manualPrices(owner.uid, securities) : new Map<string, AsOfSeries>();
    // A large ledger's first read is hundreds of securities' history: in parts, with other
    // requests between them. What the quote book holds already is one part, read from memory.
    const unread = securities.filter((id) => !quotes.providerPricesHeld(id));
    const parts = [securities.filter((id) => quotes.providerPricesHeld(id))];
    for (let i = 0; i < unread.length; i += PRICE_READS_PER_QUERY) parts.push(unread.slice(i, i + PRICE_READS_PER_QUERY));
    for (const [n, ids] of parts.entries()) {
      if (ids.length === 0) continue;
      if (n > 1) await nextTurn();
      const part = new Set(ids);
      const stored = await quotes.prices(owner.uid, [...part], manual);
      const holdingsOfPart = missing.filter((h) => part.has(h.securityId) && !result.has(h));
      const inTradeCurrency = await providerInTradeCurrency(owner, holdingsOfPart, stored);
      const anchors = simulatedAnchors(holdingsOfPart, inTradeCurrency, (h) => stored.get(h.securityId)?.simulated === true);
      for (const holding of holdingsOfPart) {
        const layers = stored.get(holding.securityId);
        const provider = inTradeCurrency.get(holding);
        const anchor = anchors.get(holding.securityId);
        const priced: Priced = {
          layers: [layers?.manual, provider && anchor !== undefined ? scaledBy(provider, constantSeries(anchor)) : provider, holding.tradePrices],
          simulated: layers?.simulated ?? false,
        };
        prices.set(holding, { key: version, priced });
        result.set(holding, priced);
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
      const read = await quotes.ratesInto(owner.uid, currencies, pc);
      cached = { key, rates: read };
      storedRates.set(owner.uid, cached);
    }
    const stored = cached.rates;
    const result = new Map<string, AsOfSeries | undefined>();
    for (const holding of holdings) {
      const series = stored.get(holding.position.currency);
      result.set(holding.key, series ?? (holding.tradeRates.days.length > 0 ? holding.tradeRates : undefined));
    }
    return result;
  }

  async function figures(owner: DataOwner, filter: ResolvedFilter, current: LedgerState) {
    const state = await stateFor(owner, filter, current);
    const holdings = await selected(state, filter);
    const [priced, rates] = await Promise.all([priceLayers(owner, state, holdings), rateSeries(owner, state, holdings, filter.currency)]);
    return { filter, state, holdings, priced, rates };
  }

  type Figures = Awaited<ReturnType<typeof figures>>;

  /**
   * One answer per user, operation, filter and versions of the figures it reads: identical
   * requests share it while it computes and after, until the ledger or its quotes change. A
   * failure is not kept.
   */
  async function answer<T>(
    owner: DataOwner,
    operation: string,
    rawFilter: AnalyticsFilter | null | undefined,
    compute: (all: Figures) => Promise<T> | T,
    shape: (filter: ResolvedFilter) => ResolvedFilter = (filter) => filter,
    /** The ledger's state as the caller has just read it, for several answers of one moment. */
    known?: LedgerState,
  ): Promise<T> {
    const current = known ?? (await ledger.state(owner));
    const filter = shape(await resolveFilter(owner, rawFilter, current.settings.currency));
    const { settings } = current;
    const key = [
      operation,
      current.version,
      current.quotesVersion,
      quotes.generation,
      settings.currency,
      settings.costMethod,
      JSON.stringify({ ...filter, portfolioIds: filter.portfolioIds && [...filter.portfolioIds].sort() }),
    ].join('|');
    let mine = answers.get(owner.uid);
    if (!mine) answers.set(owner.uid, (mine = new Map()));
    const found = mine.get(key) as Promise<T> | undefined;
    if (found) {
      // Most recently used last, so the least used goes first.
      mine.delete(key);
      mine.set(key, found);
      return found;
    }
    const computing = figures(owner, filter, current).then(compute);
    mine.set(key, computing);
    if (mine.size > ANSWERS_PER_USER) mine.delete(mine.keys().next().value!);
    computing.catch(() => mine.get(key) === computing && mine.delete(key));
    return computing;
  }

  /** Per security, across the filter's portfolios, valued at the as-of close; cash is not a holding to list. */
  const holdingFigures = (all: Figures): HoldingFigures[] => valuedFigures(all).filter((h) => !isCash(h.security));

  // Periods ending on one close (a dashboard's ranges, the day's and the week's value update)
  // value the same holdings at the same prices: once per state, selection and close.
  const valuedOnce = new WeakMap<LedgerState, Map<string, HoldingFigures[]>>();

  /** Per security (and per currency's cash), across the filter's portfolios, valued at the as-of close. */
  function valuedFigures(all: Figures): HoldingFigures[] {
    const { filter, state } = all;
    const key = JSON.stringify([
      filter.asOf, filter.currency, filter.includePastHoldings, filter.holdingType, filter.sectors,
      filter.portfolioIds && [...filter.portfolioIds].sort(), state.quotesVersion, quotes.generation,
    ]);
    let mine = valuedOnce.get(state);
    if (!mine) valuedOnce.set(state, (mine = new Map()));
    let found = mine.get(key);
    if (!found) {
      found = valueHoldings(all);
      mine.set(key, found);
      if (mine.size > VALUED_PER_STATE) mine.delete(mine.keys().next().value!);
    }
    return found;
  }

  function valueHoldings({ filter, state, holdings, priced, rates }: Figures): HoldingFigures[] {
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
    const priceInfo = new Map<string, { price: number; day: number; source: PriceSource; simulated: boolean; closeKnown: boolean }>();
    for (const [securityId, entry] of bySecurity) {
      // Holdings of one security share its quotes; the first one's layers have them all but its own trades.
      const first = priced.get(entry.holdings[0]!)!;
      const found = priceAsOf(first.layers, filter.asOf);
      const rateSeriesOf = rates.get(entry.holdings[0]!.key);
      const rate = rateSeriesOf && valueAsOf(rateSeriesOf, filter.asOf);
      if (!found) continue;
      // A trade newer than the last close values the holding at that trade (the same day's market
      // price); only a holding with no close at all is valued by its own trades for want of one.
      const [manual, provider] = first.layers;
      const closeKnown = [manual, provider].some((layer) => layer !== undefined && indexAsOf(layer, filter.asOf) >= 0);
      priceInfo.set(securityId, { price: found.value, day: found.day, source: found.source, simulated: found.source === 'provider' && first.simulated, closeKnown });
      if (rate) quoteOf.set(securityId, { price: decimal(found.value), fxRateToPC: decimal(rate.value.toPrecision(12)) });
    }
    const positions = new Map([...bySecurity].map(([id, entry]) => [id, entry.position]));
    const valued = computeHoldings(positions, quoteOf).filter((h) => filter.includePastHoldings || !isZero(h.shares));
    const total = valued.reduce((sum, h) => (h.marketValuePC === null ? sum : add(sum, h.marketValuePC)), ZERO);
    return valued
      .map((h) => {
        const info = priceInfo.get(h.holdingKey);
        const priceStale = info !== undefined && info.source !== 'manual' && filter.asOf - info.day > STALE_AFTER_DAYS;
        // Object.assign, not a spread followed by more fields: on Node 20 that copy of a holding's
        // 25 fields measured 19 µs against 1.3 µs, a third of a day's valuation of every user.
        return Object.assign({}, h, {
          securityId: h.holdingKey,
          security: state.securities.get(h.holdingKey)!,
          price: info?.price ?? null,
          priceDay: info?.day ?? null,
          priceSource: info?.source ?? null,
          priceStale,
          priceSimulated: info?.simulated ?? false,
          priceGap: priceGapOf(h, info?.closeKnown ?? false, priceStale),
          // A ratio for charts: float is enough (and keeps 1/3 from printing as 0.333333333333).
          weight: h.marketValuePC === null || isZero(total) ? null : toNumber(h.marketValuePC) / toNumber(total),
        });
      })
      .sort((a, b) => a.security.ticker.localeCompare(b.security.ticker) || a.securityId.localeCompare(b.securityId));
  }

  /**
   * Daily series of groups of holdings (the portfolio's, or one per security) from the filter's
   * `from` (or the first event) to its `to`, with their returns and/or their points sampled to the
   * budget, in the engine pool. Price layers merged there come back to be kept for the next one.
   */
  async function seriesOf(owner: DataOwner, all: Figures, groups: readonly (readonly HoldingLedger[])[], wanted: { returns: boolean; pointBudget: number }) {
    const { filter, priced, rates, state } = all;
    const holdings = [...new Set(groups.flat())];
    const first = holdings.reduce((min, h) => Math.min(min, h.firstDay), Number.POSITIVE_INFINITY);
    const from = filter.from ?? (Number.isFinite(first) ? first : filter.to);
    const version = `${state.quotesVersion}:${quotes.generation}`;
    let cost = 0;
    const inputs: SeriesHolding[] = holdings.map((holding) => {
      cost += Math.max(0, filter.to - Math.max(from, holding.firstDay) + 1) * SERIES_MICROSECONDS_PER_HOLDING_DAY;
      const merged = mergedPrices.get(holding);
      let price: SeriesHolding['price'];
      if (merged?.key === version) price = merged.series;
      else {
        const layers = priced.get(holding)!.layers;
        cost += layers.reduce((points, layer) => points + (layer?.days.length ?? 0), 0) * MERGE_MICROSECONDS_PER_POINT;
        price = layers;
      }
      return { events: holding.events, price, rate: rates.get(holding.key) };
    });
    const index = new Map(holdings.map((holding, i) => [holding, i]));
    const input: SeriesJobInput = {
      holdings: inputs,
      groups: groups.map((group) => group.map((holding) => index.get(holding)!)),
      from,
      to: filter.to,
      ...wanted,
    };
    const out = await engine.run('series', input, { uid: owner.uid, cost });
    out.merged.forEach((series, i) => {
      if (series) mergedPrices.set(holdings[i]!, { key: version, series });
    });
    return out.groups;
  }

  /**
   * The selection's figures at the close of `day`, the opening an interval's flows are measured
   * from: each holding's accumulated flows and shares after its last event on or before that day
   * (kept per event by the ledger run, so no run is needed), valued at that day's price and rate by
   * the same rules as the closing figures (a security's prices from its first holding's layers; a
   * holding held without a price or rate counts for its flows, not its value). In float64, as
   * series are: the interval's figures are given to the cent.
   */
  function openingFigures({ holdings, priced, rates, state }: Figures, day: number): OpeningFigures {
    const opening = { realizedPC: 0, realizedCurrencyPC: 0, incomePC: 0, taxesPC: 0, feesPC: 0, unrealizedGainPC: 0, totalReturnPC: 0, securitiesValuePC: 0 };
    const firstOf = new Map<string, HoldingLedger>();
    for (const h of holdings) if (!firstOf.has(h.securityId)) firstOf.set(h.securityId, h);
    for (const h of holdings) {
      const { days, sharesAfter, costPCAfter, flowsAfter } = h.events;
      const i = indexAsOf({ days, values: sharesAfter }, day);
      // Opened after the day: nothing of it stood then.
      if (i < 0) continue;
      const [realized = 0, realizedCurrency = 0, income = 0, taxes = 0, fees = 0, incomeFees = 0] = flowsAfter.subarray(i * FLOWS_AFTER_WIDTH, (i + 1) * FLOWS_AFTER_WIDTH);
      opening.realizedPC += realized;
      opening.realizedCurrencyPC += realizedCurrency;
      opening.incomePC += income;
      opening.taxesPC += taxes;
      opening.feesPC += fees;
      let value = 0;
      if (sharesAfter[i] !== 0) {
        const first = firstOf.get(h.securityId)!;
        const price = priceAsOf(priced.get(first)!.layers, day);
        const rateSeriesOf = rates.get(first.key);
        const rate = rateSeriesOf && valueAsOf(rateSeriesOf, day);
        if (!price || !rate) continue;
        value = sharesAfter[i]! * price.value * rate.value;
      }
      const unrealized = value - costPCAfter[i]!;
      opening.unrealizedGainPC += unrealized;
      opening.totalReturnPC += realized + unrealized + income - taxes - incomeFees;
      if (!isCash(state.securities.get(h.securityId))) opening.securitiesValuePC += value;
    }
    return opening;
  }

  const pointsOf = (points: SeriesPoints): ValuePointFigures[] =>
    Array.from(points.days, (day, i) => ({
      date: fromDay(day),
      value: round2(points.value[i]!),
      cost: round2(points.cost[i]!),
      netContributions: round2(points.netContributions[i]!),
      resolution: points.resolution,
    }));

  /**
   * Without a range start, every figure is all time to asOf. With one, the flows (realised
   * gains, income, taxes, fees, total return) are what happened from `from` to the range's end
   * (the as-of close, or `to` when earlier), measured as the end's figures less the opening ones
   * at the close before `from`; the values (market value, cost, unrealised gain, cash, counts,
   * net contributions) stand as of the range's end.
   */
  async function summary(owner: DataOwner, filter: AnalyticsFilter | null | undefined, known?: LedgerState) {
    return answer(
      owner,
      'summary',
      filter,
      (all) => {
        // Totals count closed positions too (their realised gains and income are the portfolio's).
        const valued = valuedFigures({ ...all, filter: { ...all.filter, includePastHoldings: true } });
        const everything = valued.filter((h) => !isCash(h.security));
        const cash = valued.filter((h) => isCash(h.security) && !isZero(h.shares));
        // Gains, income, taxes and fees count the cash's (interest, account fees, currency gains);
        // the value and cost are the securities', and the cash is its own figure beside them.
        const total = totalHoldings(valued);
        const securitiesTotal = cash.length === 0 ? total : totalHoldings(everything);
        const cashBalance = cash.reduce((sum, h) => (h.marketValuePC === null ? sum : add(sum, h.marketValuePC)), ZERO);
        const open = everything.filter((h) => !isZero(h.shares));
        const shown = all.filter.includePastHoldings ? everything : open;
        const counts = new Map<string, number>();
        for (const h of shown) counts.set(h.security.holdingType, (counts.get(h.security.holdingType) ?? 0) + 1);
        const { from } = all.filter;
        const opening = from === null ? null : openingFigures(all, from - 1);
        const flows = flowsSince(total, opening);
        // What the return is over: the securities held at the start (none for all time) plus those
        // bought since. A deposit is not a purchase, and a settled buy is counted once, on its security.
        const atStart = opening === null ? null : round2(opening.securitiesValuePC);
        const bought = all.holdings.reduce((sum, h) => (isCash(all.state.securities.get(h.securityId)) ? sum : sum + boughtSince(h, from, flowsOf)), 0);
        const invested = (atStart ?? 0) + bought;
        return {
          currency: all.filter.currency,
          asOf: fromDay(all.filter.asOf),
          from: from === null ? null : fromDay(from),
          marketValue: toNumber(securitiesTotal.marketValuePC),
          openingMarketValue: atStart,
          costBasis: toNumber(securitiesTotal.costBasisPC),
          unrealizedGain: toNumber(total.unrealizedGainPC),
          unrealizedGainChange: flows.unrealizedGainPC,
          realizedGain: flows.realizedGainPC,
          unrealizedPriceGain: toNumber(total.unrealizedPriceGainPC),
          unrealizedCurrencyGain: toNumber(total.unrealizedCurrencyGainPC),
          realizedPriceGain: flows.realizedPriceGainPC,
          realizedCurrencyGain: flows.realizedCurrencyGainPC,
          income: flows.incomePC,
          taxes: flows.taxesPC,
          fees: flows.feesPC,
          totalReturn: flows.totalReturnPC,
          totalReturnPercent: invested > 0 ? flows.totalReturnPC / invested : null,
          bought: round2(bought),
          netContributions: netContributionsAsOf(all.holdings, all.filter.asOf, flowsOf),
          cashBalance: toNumber(cashBalance),
          netWorth: toNumber(add(securitiesTotal.marketValuePC, cashBalance)),
          cashBalances: cash
            .map((h) => ({ currency: h.currency, balance: toNumber(h.shares), value: h.marketValuePC === null ? null : toNumber(h.marketValuePC) }))
            .sort((a, b) => a.currency.localeCompare(b.currency)),
          holdingCount: shown.length,
          holdingCountByType: [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([holdingType, count]) => ({ holdingType, count })),
          unpricedHoldings: total.unpricedHoldings.map((id) => all.state.securities.get(id)?.ticker ?? id),
          stalePriceHoldings: open.filter((h) => h.priceStale).map((h) => h.security.ticker),
          priceGaps: open.flatMap((h): PriceGapFigures[] => (h.priceGap === null ? [] : [{ security: h.security, reason: h.priceGap }])),
          simulatedPrices: everything.some((h) => h.priceSimulated),
          // Returns and risk need the daily series: computed only when a client asks for them, once per answer.
          period: lazy(async (): Promise<PeriodFigures> => (await seriesOf(owner, all, [all.holdings], { returns: true, pointBudget: 0 }))[0]!.period!),
        };
      },
      // A range ends at its `to` when that comes before the as-of close: the values stand where the flows stop.
      (resolved) => (resolved.from === null || resolved.to >= resolved.asOf ? resolved : { ...resolved, asOf: resolved.to }),
      known,
    );
  }

  return {
    summary,

    /**
     * Several summaries of the ledger as it stands now (the periods of one day's update), asking
     * whether it is current once, or not at all when the caller has just read its state.
     */
    async summaries(owner: DataOwner, filters: readonly AnalyticsFilter[], known?: LedgerState) {
      const current = known ?? (await ledger.state(owner));
      const answers: SummaryFigures[] = [];
      // One after the other: the second finds what the first read (prices, the past day's run) kept.
      for (const filter of filters) answers.push(await summary(owner, filter, current));
      return answers;
    },

    async holdings(owner: DataOwner, filter: AnalyticsFilter | null | undefined): Promise<HoldingFigures[]> {
      return answer(owner, 'holdings', filter, holdingFigures);
    },

    /** The value series; past SERIES_POINT_BUDGET days, sampled at the finest resolution that fits. */
    async valueSeries(owner: DataOwner, filter: AnalyticsFilter | null | undefined): Promise<ValuePointFigures[]> {
      // Kept as arrays (a few bytes a point); the point objects are made per request.
      const points = await answer(owner, 'valueSeries', filter, async (all) => (await seriesOf(owner, all, [all.holdings], { returns: false, pointBudget: SERIES_POINT_BUDGET }))[0]!.points!);
      return pointsOf(points);
    },

    async holdingReturns(owner: DataOwner, filter: AnalyticsFilter | null | undefined): Promise<({ securityId: string; security: SecurityRow } & PeriodFigures)[]> {
      return answer(owner, 'holdingReturns', filter, async (all) => {
        const shown = new Set(holdingFigures(all).map((h) => h.securityId));
        const bySecurity = new Map<string, HoldingLedger[]>();
        for (const h of all.holdings) if (shown.has(h.securityId)) bySecurity.set(h.securityId, [...(bySecurity.get(h.securityId) ?? []), h]);
        const securities = [...bySecurity];
        if (securities.length === 0) return [];
        const groups = await seriesOf(
          owner,
          all,
          securities.map(([, holdings]) => holdings),
          { returns: true, pointBudget: 0 },
        );
        return securities.map(([securityId], i) => ({ securityId, security: all.state.securities.get(securityId)!, ...groups[i]!.period! }));
      });
    },

    /** The dividend figures of the filter's securities, closed positions included for what they were paid (see dividendAnswer). */
    async dividends(owner: DataOwner, filter: AnalyticsFilter | null | undefined): Promise<DividendAnswer> {
      return answer(owner, 'dividends', filter, (all) => {
        const valued = holdingFigures({ ...all, filter: { ...all.filter, includePastHoldings: true } });
        const securities = new Set(valued.map((h) => h.securityId));
        const selection = { filter: all.filter, state: all.state, holdings: all.holdings.filter((h) => securities.has(h.securityId)) };
        return dividendAnswer(
          { quotes, repository },
          owner,
          selection,
          valued.map((h) => ({ securityId: h.securityId, currency: h.currency, marketValuePC: h.marketValuePC === null ? null : toNumber(h.marketValuePC), costBasisPC: toNumber(h.costBasisPC) })),
        );
      });
    },

    transactionTimeline: timeline.transactionTimeline,
  };
}

/** A holding's money in and out over its whole life, and the day of its last event. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
export type SummaryFigures = Awaited<ReturnType<AnalyticsService['summary']>>;
export type HoldingReturnFigures = Awaited<ReturnType<AnalyticsService['holdingReturns']>>[number];
