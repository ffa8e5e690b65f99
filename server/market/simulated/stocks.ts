// Simulated listings: a walk of total return per symbol, and the splits and dividends that turn
// it into real closes. Everything is a pure function of the symbol and the open-day index, from
// walks anchored at ANCHOR_DATE (calendar.ts), so any date range shows the same values for the
// same days on every machine.

import type { DateRange, Dividend, DividendProfile, Split } from '../provider';
import { civilOf, fromDay } from '../../portfolio/days';
import { indexOnOrAfter, indexOnOrBefore, openDays, type OpenDays } from './calendar';
import type { Listing } from './listings';
import { civilDay, rangeIndices, round, roundPrice } from './numbers';
import { createRandom, hashText, seededWalk, type WalkShape } from './seeded';

const TRADING_DAYS_PER_YEAR = 252;
// exp(±0.085) keeps a day's walk move within -8.2%..+8.9%; with a dividend's drop on its ex-day
// the real close still moves by less than 10%.
export const MAX_DAILY_LOG_MOVE = 0.085;
const SPLIT_RATIOS = [2, 2, 3, 4] as const;

export interface ListingShape {
  readonly walk: WalkShape;
  readonly splits: boolean;
  readonly dividends: boolean;
  /** Each dividend as a share of the close before its ex-day. */
  readonly dividendYield: number;
}

export function listingShape(symbol: string): ListingShape {
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

export interface PlannedSplit {
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

export interface SimulatedListing {
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
  /** Standard deviation of the walk's daily log move: the intraday path's scale. */
  readonly volatility: number;
}

/**
 * The listing simulated from the anchor through `lastIndex`. The walk is the value of one
 * original share with dividends reinvested; a split divides the real close by its ratio and an
 * ex-day lowers it by the dividend, the way real prices behave.
 */
export function simulateListing(listing: Listing, lastIndex: number): SimulatedListing {
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
  return { listing, open, closes, walk, endFactor: factor, splits, dividends, terms, volatility: shape.walk.volatility };
}

export function dividendsOf(simulated: SimulatedListing, range: DateRange): Dividend[] {
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
export function dividendProfileOf(simulated: SimulatedListing, today: number): DividendProfile {
  const { listing, open, closes, dividends, terms } = simulated;
  const close = closes[closes.length - 1];
  const last = dividends[dividends.length - 1];
  const base = { symbol: listing.symbol, currency: listing.currency, sector: listing.sector, industry: null, ...earningsOf(listing, close, today) };
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
    payoutRatio: round(0.2 + 0.6 * createRandom(hashText(`${listing.symbol}|payout`))(), 4),
    nextExDate: fromDay(nextEx),
    nextPayDate: fromDay(nextEx + terms.payLag),
  };
}

/** Days between a simulated company's quarterly reports. */
const REPORT_EVERY_DAYS = 91;
/** A report day further off than this is only expected, as a provider's estimate is. */
const CONFIRMED_WITHIN_DAYS = 21;

/**
 * A company's earnings calendar: a report every quarter on a day of its own (drawn once per
 * symbol), quarterly earnings per share at a price-to-earnings ratio drawn once per symbol, and
 * the last report beating or missing its estimate by a surprise drawn once per report. Funds,
 * indices and coins report nothing.
 */
function earningsOf(listing: Listing, close: number | undefined, today: number): Pick<DividendProfile, 'nextEarningsDate' | 'nextEarningsEstimated' | 'epsEstimate' | 'lastEarnings'> {
  if (listing.kind !== 'stock' || close === undefined || close <= 0) return { nextEarningsDate: null, nextEarningsEstimated: false, epsEstimate: null, lastEarnings: null };
  const draw = createRandom(hashText(`${listing.symbol}|earnings`));
  const offset = Math.floor(draw() * REPORT_EVERY_DAYS);
  const next = today + 1 + ((((offset - today - 1) % REPORT_EVERY_DAYS) + REPORT_EVERY_DAYS) % REPORT_EVERY_DAYS);
  const lastReport = next - REPORT_EVERY_DAYS;
  const quarterlyEps = close / (12 + 23 * draw()) / 4;
  const surprise = -0.1 + 0.25 * createRandom(hashText(`${listing.symbol}|surprise|${lastReport}`))();
  // The quarter reported: the last calendar quarter that ended at least three weeks before the report.
  const { year, month } = civilOf(lastReport - 21);
  const quarterEndMonth = Math.floor((month - 1) / 3) * 3;
  const quarterEnd = quarterEndMonth === 0 ? `${year - 1}-12-31` : `${year}-${String(quarterEndMonth).padStart(2, '0')}-${quarterEndMonth === 6 || quarterEndMonth === 9 ? '30' : '31'}`;
  return {
    nextEarningsDate: fromDay(next),
    nextEarningsEstimated: next - today > CONFIRMED_WITHIN_DAYS,
    epsEstimate: round(quarterlyEps, 2),
    lastEarnings: { quarterEnd, epsActual: round(quarterlyEps * (1 + surprise), 2), epsEstimate: round(quarterlyEps, 2) },
  };
}

export function splitsOf(simulated: SimulatedListing, range: DateRange): Split[] {
  const { first, last } = rangeIndices(simulated.open, range, simulated.closes.length - 1);
  return simulated.splits
    .filter((split) => split.index >= first && split.index <= last)
    .map((split) => ({ date: simulated.open.dates[split.index]!, ratio: split.ratio }));
}

