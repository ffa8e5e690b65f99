// The offline market: made-up but coherent data for any symbol, currency pair and index, for
// development, demos and tests without network or keys. Everything is a pure function of the
// symbol (or currency code), the day and, within a session, the minute: the same inputs give the
// same answers on every machine. Nothing is cached between calls: a 25-year history is a few
// thousand steps of arithmetic, and a day's candle a few hundred.
//
// The parts: listings.ts (who a symbol is), stocks.ts (daily closes, splits, dividends),
// indices.ts, fx.ts, session.ts (when venues trade), intraday.ts (the price within a session),
// series.ts and sessionPrices.ts (what a symbol shows at the present), universe.ts, news.ts,
// outlook.ts.

import { intradaySessions, type MarketDataProvider, type SecurityProfile } from '../provider';
import { isCalendarDay, toDay } from '../../portfolio/days';
import { HORIZON_DATE } from './calendar';
import { fxHistoryOf } from './fx';
import { INDEX_LISTINGS } from './indices';
import { describeListing, searchListings } from './listings';
import { marketNewsOf, newsOf } from './news';
import { technicalOutlookOf } from './outlook';
import { seriesOf, type Series } from './series';
import { endOfDay, presentAt, type Present } from './session';
import { dailyBarsOf, intradayOf, marketQuoteOf, quoteOf } from './sessionPrices';
import { dividendProfileOf, dividendsOf, splitsOf } from './stocks';
import { moversOf, universeOf } from './universe';

export { USD_VALUES } from './fx';

export interface SimulatedProviderOptions {
  /**
   * A present that is a whole day ('yyyy-MM-dd'), over: every session of it closed. Without it
   * the present is `now`.
   */
  readonly today?: string;
  /** The clock (ms since the epoch); defaults to Date.now. Not together with `today`. */
  readonly now?: () => number;
}

const HORIZON_DAY = toDay(HORIZON_DATE);

export function createSimulatedProvider(options: SimulatedProviderOptions = {}): MarketDataProvider {
  const present = presentOf(options);
  const series = (symbol: string): Series | null => seriesOf(symbol, present());
  const each = <T>(symbols: readonly string[], read: (found: Series, at: Present) => T): T[] => {
    const at = present();
    return [...new Set(symbols)].flatMap((symbol) => {
      const found = seriesOf(symbol, at);
      return found ? [read(found, at)] : [];
    });
  };
  const listing = (symbol: string) => series(symbol)?.listing ?? null;
  return {
    name: 'simulated',
    simulated: true,
    search: async (query) => searchListings(query),
    profile: async (symbol) => profileOf(symbol),
    history: async (symbol, range) => {
      const found = series(symbol);
      return found ? dailyBarsOf(found, range) : [];
    },
    quotes: async (symbols) => each(symbols, quoteOf),
    dividends: async (symbol, range) => {
      const found = listing(symbol);
      return found ? dividendsOf(found, range) : [];
    },
    dividendProfile: async (symbol) => {
      const found = listing(symbol);
      return found ? dividendProfileOf(found, present().day) : null;
    },
    splits: async (symbol, range) => {
      const found = listing(symbol);
      return found ? splitsOf(found, range) : [];
    },
    fxHistory: async (base, quote, range) => fxHistoryOf(base, quote, range, present().day),
    indexQuotes: async (indices) =>
      [...new Set(indices)].flatMap((index) => each([INDEX_LISTINGS[index].symbol], (found, at) => ({ ...quoteOf(found, at), index }))),
    news: async (symbol) => newsOf(symbol, present().day),
    marketNews: async () => marketNewsOf(present()),
    marketQuotes: async (symbols) => each(symbols, marketQuoteOf),
    intraday: async (symbol, days, interval) => {
      const found = series(symbol);
      return found ? intradayOf(found, intradaySessions(days), interval) : [];
    },
    movers: async (direction, count) => moversOf(present(), direction, count),
    screenerUniverse: async () => universeOf(present()),
    technicalOutlook: async (symbol) => {
      const found = series(symbol);
      return found ? technicalOutlookOf(found) : null;
    },
  };
}

/** The present each call sees: the end of `today`, or `now` read afresh; never past the horizon. */
function presentOf(options: SimulatedProviderOptions): () => Present {
  if (options.today !== undefined && options.now !== undefined) throw new RangeError('Give the simulation a day or a clock, not both');
  if (options.today !== undefined) {
    if (!isCalendarDay(options.today)) throw new RangeError(`Not a calendar day: ${JSON.stringify(options.today)}`);
    const fixed = endOfDay(Math.min(toDay(options.today), HORIZON_DAY));
    return () => fixed;
  }
  const now = options.now ?? Date.now;
  return () => {
    const at = presentAt(now());
    return at.day > HORIZON_DAY ? endOfDay(HORIZON_DAY) : at;
  };
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
