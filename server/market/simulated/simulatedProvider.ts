// The offline market: made-up but coherent data for any symbol, currency pair and index, for
// development, demos and tests without network or keys. Everything is a pure function of the
// symbol (or currency code) and the day, from walks anchored at ANCHOR_DATE, so any date range
// shows the same values for the same days on every machine. Nothing is cached between calls:
// a 25-year history is a few thousand steps of arithmetic.

import { mainUnit } from '../../../common/currencyUnits';
import { isDisplayCurrency, type DisplayCurrency } from '../../../common/displayCurrencies';
import {
  type DailyBar,
  type DateRange,
  type Dividend,
  type DividendProfile,
  type FxPoint,
  type MarketDataProvider,
  type MarketIndex,
  type NewsItem,
  type Quote,
  type SecurityProfile,
  type Split,
} from '../provider';
import { fromDay, isCalendarDay, toDay, todayDay } from '../../portfolio/days';
import { HORIZON_DATE, indexOnOrAfter, indexOnOrBefore, openDays, type OpenDays } from './calendar';
import { describeListing, searchListings, type Listing } from './listings';
import { createRandom, hashText, seededWalk, type WalkShape } from './seeded';

export interface SimulatedProviderOptions {
  /** The simulation's present ('yyyy-MM-dd'): no data after it. Defaults to today in UTC. */
  readonly today?: string;
}

const TRADING_DAYS_PER_YEAR = 252;
// exp(±0.085) keeps a day's walk move within -8.2%..+8.9%; with a dividend's drop on its ex-day
// the real close still moves by less than 10%.
const MAX_DAILY_LOG_MOVE = 0.085;
const SPLIT_RATIOS = [2, 2, 3, 4] as const;

export function createSimulatedProvider(options: SimulatedProviderOptions = {}): MarketDataProvider {
  const today = presentDay(options.today);
  return {
    name: 'simulated',
    simulated: true,
    search: async (query) => searchListings(query),
    profile: async (symbol) => profileOf(symbol),
    history: async (symbol, range) => historyOf(symbol, range, today),
    quotes: async (symbols) => symbols.flatMap((symbol) => quoteOf(symbol, today) ?? []),
    dividends: async (symbol, range) => dividendsOf(symbol, range, today),
    dividendProfile: async (symbol) => dividendProfileOf(symbol, today),
    splits: async (symbol, range) => splitsOf(symbol, range, today),
    fxHistory: async (base, quote, range) => fxHistoryOf(base, quote, range, today),
    indexQuotes: async (indices) => indices.flatMap((index) => indexQuoteOf(index, today) ?? []),
    news: async (symbol) => newsOf(symbol, today),
  };
}

function presentDay(today: string | undefined): number {
  if (today === undefined) return Math.min(todayDay(), toDay(HORIZON_DATE));
  if (!isCalendarDay(today)) throw new RangeError(`Not a calendar day: ${JSON.stringify(today)}`);
  return Math.min(toDay(today), toDay(HORIZON_DATE));
}

function profileOf(symbol: string): SecurityProfile | null {
  const listing = describeListing(symbol);
  if (!listing) return null;
  return {
    symbol: listing.symbol,
    name: listing.name,
    exchange: listing.exchange,
    currency: listing.currency,
    kind: listing.kind,
    sector: listing.sector,
    country: listing.country,
    isin: null,
    logoUrl: null,
  };
}

// ---- Listings: a walk of total return, and the splits and dividends that turn it into closes.

interface ListingShape {
  readonly walk: WalkShape;
  readonly splits: boolean;
  readonly dividends: boolean;
  /** Each dividend as a share of the close before its ex-day. */
  readonly dividendYield: number;
}

function listingShape(symbol: string): ListingShape {
  const draw = createRandom(hashText(`${symbol}|shape`));
  // Every draw is taken whatever the branches, so adding a field later cannot shift the others.
  const splitDraw = draw();
  const startDraw = draw();
  const driftDraw = draw();
  const volatilityDraw = draw();
  const pullDraw = draw();
  const dividendDraw = draw();
  const yieldDraw = draw();
  const splits = splitDraw < 1 / 3;
  // Listings that split start high (60..500) so that after up to 4 × 4 they are not pennies.
  const start = splits ? 60 * (500 / 60) ** startDraw : 5 * 100 ** startDraw;
  return {
    walk: {
      start,
      drift: (0.08 * driftDraw) / TRADING_DAYS_PER_YEAR,
      volatility: 0.008 + 0.012 * volatilityDraw,
      pull: 0.002 + 0.002 * pullDraw,
      maxStep: MAX_DAILY_LOG_MOVE,
    },
    splits,
    dividends: dividendDraw < 0.5,
    dividendYield: 0.003 + 0.007 * yieldDraw,
  };
}

interface PlannedSplit {
  readonly index: number;
  readonly ratio: number;
}

interface DividendTerms {
  /** Ex-days as open-day indices, ascending, never 0 (the close before sets the amount). */
  readonly indices: readonly number[];
  readonly payLag: number;
  readonly declareLag: number;
}

function plannedSplits(symbol: string, open: OpenDays): PlannedSplit[] {
  const draw = createRandom(hashText(`${symbol}|splits`));
  const twice = draw() < 0.5;
  const years = [2003 + Math.floor(draw() * 10)];
  if (twice) years.push(years[0]! + 3 + Math.floor(draw() * 8));
  return years.map((year) => {
    const month = 1 + Math.floor(draw() * 12);
    const dayOfMonth = 1 + Math.floor(draw() * 28);
    const ratio = SPLIT_RATIOS[Math.floor(draw() * SPLIT_RATIOS.length)]!;
    return { index: indexOnOrAfter(open, civilDay(year, month, dayOfMonth)), ratio };
  });
}

function dividendTerms(symbol: string, open: OpenDays, lastIndex: number, splitIndices: ReadonlySet<number>): DividendTerms {
  const draw = createRandom(hashText(`${symbol}|dividends`));
  const firstYear = 2000 + Math.floor(draw() * 8);
  const firstMonth = 1 + Math.floor(draw() * 3);
  const dayOfMonth = 1 + Math.floor(draw() * 25);
  const payLag = 14 + Math.floor(draw() * 17);
  const declareLag = 21 + Math.floor(draw() * 15);
  const lastYear = Number(open.dates[Math.max(0, lastIndex)]!.slice(0, 4));
  const indices: number[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    for (let quarter = 0; quarter < 4; quarter++) {
      const planned = indexOnOrAfter(open, civilDay(year, firstMonth + 3 * quarter, dayOfMonth));
      // A split and an ex-day on one day would price the dividend on the pre-split scale.
      const index = splitIndices.has(planned) ? planned + 1 : planned;
      if (index > 0 && index <= lastIndex) indices.push(index);
    }
  }
  return { indices, payLag, declareLag };
}

interface SimulatedListing {
  readonly listing: Listing;
  readonly open: OpenDays;
  /** Real closes at open-day indices 0..lastIndex. */
  readonly closes: Float64Array;
  /** The total-return walk; adjClose is proportional to it. */
  readonly walk: Float64Array;
  /** Product of every split and dividend factor up to lastIndex: adjClose = walk × endFactor. */
  readonly endFactor: number;
  readonly splits: readonly PlannedSplit[];
  readonly dividends: readonly { readonly index: number; readonly amount: number }[];
  readonly terms: DividendTerms;
}

/**
 * The listing simulated from the anchor through `lastIndex`. The walk is the value of one
 * original share with dividends reinvested; a split divides the real close by its ratio and an
 * ex-day lowers it by the dividend, the way real prices behave.
 */
function simulateListing(listing: Listing, lastIndex: number): SimulatedListing {
  const open = openDays('exchange');
  const shape = listingShape(listing.symbol);
  const splits = shape.splits ? plannedSplits(listing.symbol, open).filter((split) => split.index <= lastIndex) : [];
  const splitIndices = new Set(splits.map((split) => split.index));
  const terms: DividendTerms = shape.dividends
    ? dividendTerms(listing.symbol, open, lastIndex, splitIndices)
    : { indices: [], payLag: 0, declareLag: 0 };
  const walk = seededWalk(hashText(`${listing.symbol}|walk`), shape.walk, lastIndex + 1);
  const closes = new Float64Array(walk.length);
  const dividends: { index: number; amount: number }[] = [];
  let factor = 1;
  let nextSplit = 0;
  let nextDividend = 0;
  // The next event days as plain numbers: reading past an array's end on every day of the hot
  // loop is several times slower in V8 than comparing with Infinity.
  let splitAt = splits[0]?.index ?? Infinity;
  let dividendAt = terms.indices[0] ?? Infinity;
  for (let i = 0; i < walk.length; i++) {
    if (i === splitAt) {
      factor /= splits[nextSplit]!.ratio;
      nextSplit++;
      splitAt = splits[nextSplit]?.index ?? Infinity;
    }
    if (i === dividendAt) {
      const previous = closes[i - 1]!;
      const amount = Math.max(0.0001, round(previous * shape.dividendYield, 4));
      factor *= 1 - amount / previous;
      dividends.push({ index: i, amount });
      nextDividend++;
      dividendAt = terms.indices[nextDividend] ?? Infinity;
    }
    closes[i] = roundPrice(walk[i]! * factor);
  }
  return { listing, open, closes, walk, endFactor: factor, splits, dividends, terms };
}

function simulateUntil(symbol: string, today: number): SimulatedListing | null {
  const listing = describeListing(symbol);
  if (!listing) return null;
  return simulateListing(listing, indexOnOrBefore(openDays('exchange'), today));
}

function historyOf(symbol: string, range: DateRange, today: number): DailyBar[] {
  const simulated = simulateUntil(symbol, today);
  if (!simulated) return [];
  const { first, last } = rangeIndices(simulated.open, range, simulated.closes.length - 1);
  const bars: DailyBar[] = [];
  for (let i = first; i <= last; i++) {
    bars.push({
      date: simulated.open.dates[i]!,
      close: simulated.closes[i]!,
      adjClose: round(simulated.walk[i]! * simulated.endFactor, 6),
    });
  }
  return bars;
}

function quoteOf(symbol: string, today: number): Quote | null {
  const simulated = simulateUntil(symbol, today);
  const last = simulated ? simulated.closes.length - 1 : -1;
  if (!simulated || last < 0) return null;
  return {
    symbol: simulated.listing.symbol,
    price: simulated.closes[last]!,
    currency: simulated.listing.currency,
    at: `${simulated.open.dates[last]!}T${simulated.listing.closeUtc}:00.000Z`,
    previousClose: last > 0 ? simulated.closes[last - 1]! : null,
  };
}

function dividendsOf(symbol: string, range: DateRange, today: number): Dividend[] {
  const simulated = simulateUntil(symbol, today);
  if (!simulated) return [];
  const { open, terms, listing } = simulated;
  const { first, last } = rangeIndices(open, range, simulated.closes.length - 1);
  return simulated.dividends
    .filter((dividend) => dividend.index >= first && dividend.index <= last)
    .map((dividend) => {
      const exDay = open.days[dividend.index]!;
      return {
        exDate: open.dates[dividend.index]!,
        // T+1 settlement: the holders of record are those who held at the close before ex.
        recordDate: open.dates[dividend.index + 1] ?? null,
        payDate: open.dates[indexOnOrAfter(open, exDay + terms.payLag)] ?? null,
        declaredDate: open.dates[indexOnOrBefore(open, exDay - terms.declareLag)] ?? null,
        amount: dividend.amount,
        currency: listing.currency,
      };
    });
}

/** Days between a simulated payer's quarterly ex-dates, about. */
const QUARTER_DAYS = 91;

/**
 * The dividend profile of the simulated history: the latest quarterly payment annualised as the
 * forward rate, the last year's payments as the trailing one, both over the latest close; the
 * next ex-date a quarter after the last (paid the listing's usual lag later); a payout ratio
 * drawn once per symbol. A listing that pays nothing has rates and dates null.
 */
function dividendProfileOf(symbol: string, today: number): DividendProfile | null {
  const simulated = simulateUntil(symbol, today);
  if (!simulated) return null;
  const { listing, open, closes, dividends, terms } = simulated;
  const close = closes[closes.length - 1];
  const last = dividends[dividends.length - 1];
  const base = { symbol: listing.symbol, currency: listing.currency, sector: listing.sector, industry: null };
  if (!last || close === undefined || close <= 0) {
    return { ...base, forwardRate: null, forwardYield: null, trailingRate: null, trailingYield: null, payoutRatio: null, nextExDate: null, nextPayDate: null };
  }
  const forwardRate = round(last.amount * 4, 4);
  const yearAgo = today - 365;
  const trailingRate = round(dividends.filter((d) => open.days[d.index]! > yearAgo).reduce((sum, d) => sum + d.amount, 0), 4);
  const nextEx = open.days[last.index]! + QUARTER_DAYS;
  return {
    ...base,
    forwardRate,
    forwardYield: round(forwardRate / close, 6),
    trailingRate: trailingRate > 0 ? trailingRate : null,
    trailingYield: trailingRate > 0 ? round(trailingRate / close, 6) : null,
    payoutRatio: round(0.2 + 0.6 * createRandom(hashText(`${symbol}|payout`))(), 4),
    nextExDate: fromDay(nextEx),
    nextPayDate: fromDay(nextEx + terms.payLag),
  };
}

function splitsOf(symbol: string, range: DateRange, today: number): Split[] {
  const simulated = simulateUntil(symbol, today);
  if (!simulated) return [];
  const { first, last } = rangeIndices(simulated.open, range, simulated.closes.length - 1);
  return simulated.splits
    .filter((split) => split.index >= first && split.index <= last)
    .map((split) => ({ date: simulated.open.dates[split.index]!, ratio: split.ratio }));
}

// ---- Currencies: each one's value in USD is its own walk; a rate is the ratio of two values,
// so inverse and cross rates agree by construction. Every display currency has a level near its
// real one (the type makes a new display currency add its line), so a demo in any of them shows
// believable figures.

export const USD_VALUES: Readonly<Record<DisplayCurrency, number>> = {
  USD: 1,
  EUR: 1.1,
  GBP: 1.3,
  JPY: 0.008,
  CHF: 1.1,
  CAD: 0.75,
  AUD: 0.68,
  NZD: 0.62,
  SEK: 0.095,
  NOK: 0.095,
  DKK: 0.147,
  HKD: 0.128,
  SGD: 0.74,
  CNY: 0.14,
  INR: 0.012,
  ZAR: 0.055,
  ILS: 0.27,
  BRL: 0.19,
  MXN: 0.055,
  KRW: 0.00075,
  PLN: 0.25,
  CZK: 0.044,
  HUF: 0.0028,
  RON: 0.22,
  ISK: 0.0075,
  TRY: 0.03,
  IDR: 0.000063,
  MYR: 0.22,
  PHP: 0.018,
  THB: 0.029,
};

const ISO_CURRENCY = /^[A-Z]{3}$/;

/** USD per unit of `code` at weekday indices 0..lastIndex; null for a code that is not ISO 4217-shaped. */
function usdValues(code: string, lastIndex: number): Float64Array | null {
  // Minor units (GBp, ZAc, ILA) are their main unit divided, so GBp→GBP is exactly 0.01.
  const unit = mainUnit(code);
  if (!ISO_CURRENCY.test(unit.currency)) return null;
  const steps = lastIndex + 1;
  if (unit.currency === 'USD') return new Float64Array(steps).fill(1 / unit.divisor);
  // Codes outside the table get a level between 0.0005 and 1.6 USD, as most currencies have.
  const level = isDisplayCurrency(unit.currency) ? USD_VALUES[unit.currency] : 0.0005 * 3200 ** (hashText(`${unit.currency}|level`) / 4_294_967_296);
  const values = seededWalk(
    hashText(`${unit.currency}|fx`),
    { start: level, drift: 0, volatility: 0.005, pull: 0.003, maxStep: 0.04 },
    steps,
  );
  if (unit.divisor !== 1) for (let i = 0; i < values.length; i++) values[i] = values[i]! / unit.divisor;
  return values;
}

/** Daily rates (units of `quote` per `base`) on every weekday: currencies trade around the clock. */
function fxHistoryOf(base: string, quote: string, range: DateRange, today: number): FxPoint[] {
  const open = openDays('weekdays');
  const lastToday = indexOnOrBefore(open, today);
  const { first, last } = rangeIndices(open, range, lastToday);
  if (first > last) return [];
  const baseValues = usdValues(base, last);
  const quoteValues = usdValues(quote, last);
  if (!baseValues || !quoteValues) return [];
  const points: FxPoint[] = [];
  for (let i = first; i <= last; i++) points.push({ date: open.dates[i]!, rate: baseValues[i]! / quoteValues[i]! });
  return points;
}

// ---- Indices: walks from their level at the anchor towards their level at the start of 2025.

interface IndexListing {
  readonly symbol: string;
  readonly currency: string;
  readonly closeUtc: string;
  readonly levelAt2000: number;
  readonly levelAt2025: number;
}

const INDEX_LISTINGS: Readonly<Record<MarketIndex, IndexListing>> = {
  NASDAQ: { symbol: '^IXIC', currency: 'USD', closeUtc: '21:00', levelAt2000: 4131, levelAt2025: 19280 },
  'S&P 500': { symbol: '^GSPC', currency: 'USD', closeUtc: '21:00', levelAt2000: 1455, levelAt2025: 5868 },
  DAX: { symbol: '^GDAXI', currency: 'EUR', closeUtc: '16:30', levelAt2000: 6750, levelAt2025: 19900 },
  'Nikkei 225': { symbol: '^N225', currency: 'JPY', closeUtc: '06:00', levelAt2000: 18937, levelAt2025: 39300 },
  'Dow Jones': { symbol: '^DJI', currency: 'USD', closeUtc: '21:00', levelAt2000: 11357, levelAt2025: 42390 },
};

function indexQuoteOf(index: MarketIndex, today: number): (Quote & { index: MarketIndex }) | null {
  const open = openDays('exchange');
  const last = indexOnOrBefore(open, today);
  if (last < 0) return null;
  const listing = INDEX_LISTINGS[index];
  const stepsTo2025 = indexOnOrAfter(open, toDay('2025-01-02'));
  const levels = seededWalk(
    hashText(`${index}|index`),
    {
      start: listing.levelAt2000,
      drift: Math.log(listing.levelAt2025 / listing.levelAt2000) / stepsTo2025,
      volatility: 0.011,
      pull: 0.004,
      maxStep: MAX_DAILY_LOG_MOVE,
    },
    last + 1,
  );
  return {
    index,
    symbol: listing.symbol,
    price: round(levels[last]!, 2),
    currency: listing.currency,
    at: `${open.dates[last]!}T${listing.closeUtc}:00.000Z`,
    previousClose: last > 0 ? round(levels[last - 1]!, 2) : null,
  };
}

// ---- News: a few fixed headlines per symbol, dated in the days before `today`.

const HEADLINES: readonly ((name: string) => string)[] = [
  (name) => `${name} shares move as traders weigh quarterly results`,
  (name) => `${name} sets date for investor day`,
  (name) => `Analysts revisit price targets for ${name}`,
  (name) => `${name} trading volume picks up ahead of sector data`,
  (name) => `What the latest guidance means for ${name} holders`,
  (name) => `${name} management comments on capital allocation`,
  (name) => `${name} added to watchlists after a steady month`,
];

function newsOf(symbol: string, today: number): NewsItem[] {
  const listing = describeListing(symbol);
  if (!listing) return [];
  const draw = createRandom(hashText(`${listing.symbol}|news`));
  const count = 3 + Math.floor(draw() * 3);
  const firstHeadline = Math.floor(draw() * HEADLINES.length);
  const items: NewsItem[] = [];
  let day = today;
  for (let i = 0; i < count; i++) {
    day -= 1 + Math.floor(draw() * 4);
    const hour = String(6 + Math.floor(draw() * 14)).padStart(2, '0');
    const minute = String(Math.floor(draw() * 60)).padStart(2, '0');
    items.push({
      title: `[Simulated] ${HEADLINES[(firstHeadline + i) % HEADLINES.length]!(listing.symbol)}`,
      publisher: 'Simulated Wire',
      url: `https://example.com/news/${encodeURIComponent(listing.symbol.toLowerCase())}/${i + 1}`,
      publishedAt: `${fromDay(day)}T${hour}:${minute}:00.000Z`,
    });
  }
  return items;
}

// ---- Small helpers.

/** Open-day indices of a range, clipped to the calendar and to `lastIndex` (the present). */
function rangeIndices(open: OpenDays, range: DateRange, lastIndex: number): { first: number; last: number } {
  return {
    first: indexOnOrAfter(open, toDay(range.from)),
    last: Math.min(lastIndex, indexOnOrBefore(open, toDay(range.to))),
  };
}

function civilDay(year: number, month: number, dayOfMonth: number): number {
  return toDay(`${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`);
}

function round(value: number, decimals: 2 | 4 | 6): number {
  const scale = decimals === 2 ? 100 : decimals === 4 ? 10_000 : 1_000_000;
  return Math.round(value * scale) / scale;
}

/** Cents from 10 up, finer below (as exchanges tick), and never 0. */
function roundPrice(value: number): number {
  if (value >= 10) return Math.round(value * 100) / 100;
  return Math.max(0.0001, Math.round(value * 10_000) / 10_000);
}
