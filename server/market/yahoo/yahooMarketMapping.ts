// Pure translation of the Yahoo answers the market widgets read (v7 quote, predefined screeners,
// trending symbols, insights) into the provider types. Each takes the answer as `unknown`, raw
// JSON or as yahoo-finance2 hands it over (times as Unix seconds or as Dates), and never throws:
// what cannot be read comes back empty or null, and the caller decides whether that is a
// ProviderError('malformed'). Candles from the chart answer are in yahooMarketBars.ts.

import { mainUnit } from '../../../common/currencyUnits';
import {
  OUTLOOK_HORIZONS,
  type HorizonOutlook,
  type MarketQuote,
  type MarketState,
  type OutlookDirection,
  type OutlookHorizon,
  type ScreenerRow,
  type TechnicalOutlook,
  type TrendingSymbol,
} from '../provider';
import { finite, isRecord, nonNegative, positive, text, type YahooRecord } from './yahooMapping';

const recordOf = (value: unknown): YahooRecord => (isRecord(value) ? value : {});
const recordsOf = (value: unknown): YahooRecord[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const trimmed = (value: unknown): string | null => text(value)?.trim() ?? null;

/**
 * The result of a screener, trending or insights answer. The raw answer wraps it in
 * `finance.result` (a one-entry list for screeners and trending, an object for insights);
 * yahoo-finance2 hands over the result itself.
 */
function financeResult(answer: unknown): YahooRecord {
  const record = recordOf(answer);
  if (!('finance' in record)) return record;
  const result: unknown = recordOf(record['finance'])['result'];
  return Array.isArray(result) ? recordOf(result[0]) : recordOf(result);
}

/** A Yahoo time: Unix seconds in the raw answer, a Date from yahoo-finance2. */
function instant(value: unknown): string | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value * 1000 : Number.NaN;
  // ±8.64e15 ms is what a Date holds; beyond it toISOString throws.
  return Number.isFinite(ms) && ms > 0 && ms <= 8.64e15 ? new Date(ms).toISOString() : null;
}

/** Yahoo's percent (1.27 for 1.27 %) as the fraction the product keeps. */
const fractionOfPercent = (value: unknown): number | null => {
  const percent = finite(value);
  return percent === null ? null : percent / 100;
};

/** A price in the main unit: pence-quoted listings divided by 100. */
const inMainUnit = (value: unknown, divisor: number): number | null => {
  const price = positive(value);
  return price === null ? null : price / divisor;
};

// PREPRE and POSTPOST are Yahoo's overnight states, after the post-market session ended (20:00
// New York) and before the pre-market one opens (04:00): no price is being made then.
const MARKET_STATES: Readonly<Record<string, MarketState>> = {
  PRE: 'pre',
  REGULAR: 'regular',
  POST: 'post',
  PREPRE: 'closed',
  POSTPOST: 'closed',
  CLOSED: 'closed',
};

/** Yahoo's marketState as one of four; anything unknown or absent counts as closed, so no widget shows a stale price as live. */
export function marketStateOf(value: unknown): MarketState {
  return (typeof value === 'string' && Object.hasOwn(MARKET_STATES, value) ? MARKET_STATES[value] : undefined) ?? 'closed';
}

/**
 * Fields a quote and a screener row share. Yahoo gives marketCap in the main unit already
 * (OCDO.L: 823 million shares at 3.088 GBP is 2.55e9, the recorded figure), so it is not
 * divided; a price-to-earnings ratio has no unit and is kept only when positive.
 */
function listingBasics(quote: YahooRecord) {
  const symbol = text(quote['symbol']);
  const price = positive(quote['regularMarketPrice']);
  const quoted = text(quote['currency']);
  if (symbol === null || price === null || quoted === null) return null;
  const unit = mainUnit(quoted);
  return {
    symbol,
    name: trimmed(quote['longName']) ?? trimmed(quote['shortName']) ?? trimmed(quote['displayName']),
    currency: unit.currency,
    divisor: unit.divisor,
    price: price / unit.divisor,
    previousClose: inMainUnit(quote['regularMarketPreviousClose'], unit.divisor),
    changePercent: fractionOfPercent(quote['regularMarketChangePercent']),
    marketCap: positive(quote['marketCap']),
    trailingPE: positive(quote['trailingPE']),
    // The quote endpoint's dividend yield is a percent (ABBV 3.4), unlike quoteSummary's fraction.
    dividendYield: fractionOfPercent(nonNegative(quote['dividendYield'])),
    fiftyTwoWeekHigh: inMainUnit(quote['fiftyTwoWeekHigh'], unit.divisor),
    fiftyTwoWeekLow: inMainUnit(quote['fiftyTwoWeekLow'], unit.divisor),
  };
}

/**
 * One entry of a v7 quote answer (`quoteResponse.result[i]`) as a price widget shows it; null
 * without a symbol, a positive price, a currency or a time. A change Yahoo leaves out is worked
 * out from the previous close; without either the quote is null, as nothing would be invented.
 */
export function marketQuoteFromYahoo(record: unknown): MarketQuote | null {
  const quote = recordOf(record);
  const basics = listingBasics(quote);
  const at = instant(quote['regularMarketTime']);
  if (basics === null || at === null) return null;
  const { divisor, previousClose } = basics;
  const givenChange = finite(quote['regularMarketChange']);
  const change = givenChange !== null ? givenChange / divisor : previousClose === null ? null : basics.price - previousClose;
  const changePercent = basics.changePercent ?? (change === null || previousClose === null ? null : change / previousClose);
  if (change === null || changePercent === null) return null;
  // A currency pair has no volume; Yahoo sends 0 for it.
  const volume = quote['quoteType'] === 'CURRENCY' ? null : nonNegative(quote['regularMarketVolume']);
  return {
    symbol: basics.symbol,
    name: basics.name,
    currency: basics.currency,
    price: basics.price,
    change,
    changePercent,
    previousClose,
    open: inMainUnit(quote['regularMarketOpen'], divisor),
    dayHigh: inMainUnit(quote['regularMarketDayHigh'], divisor),
    dayLow: inMainUnit(quote['regularMarketDayLow'], divisor),
    volume,
    marketState: marketStateOf(quote['marketState']),
    fiftyTwoWeekHigh: basics.fiftyTwoWeekHigh,
    fiftyTwoWeekLow: basics.fiftyTwoWeekLow,
    marketCap: basics.marketCap,
    trailingPE: basics.trailingPE,
    dividendYield: basics.dividendYield,
    at,
  };
}

/**
 * Every readable quote of a v7 quote answer, in its order: the raw `{ quoteResponse: { result } }`
 * or the list yahoo-finance2 hands over.
 */
export function marketQuotesFromYahoo(answer: unknown): MarketQuote[] {
  const quotes = Array.isArray(answer) ? answer : recordOf(recordOf(answer)['quoteResponse'])['result'];
  return recordsOf(quotes).flatMap((quote) => marketQuoteFromYahoo(quote) ?? []);
}

/**
 * The rows of a predefined screener answer (day gainers, losers, most active, aggressive small
 * caps: `quotes` of the result), in Yahoo's order, which is the screen's sort. The movers
 * widgets read the same rows: a row has the price and the day's change they show. A quote
 * without a symbol, price, currency or change is left out.
 */
export function screenerRowsFromYahoo(answer: unknown): ScreenerRow[] {
  return recordsOf(financeResult(answer)['quotes']).flatMap((quote): ScreenerRow[] => {
    const basics = listingBasics(quote);
    if (basics === null || basics.changePercent === null) return [];
    return [
      {
        symbol: basics.symbol,
        name: basics.name ?? basics.symbol,
        exchange: trimmed(quote['fullExchangeName']) ?? trimmed(quote['exchange']),
        currency: basics.currency,
        price: basics.price,
        changePercent: basics.changePercent,
        marketCap: basics.marketCap,
        trailingPE: basics.trailingPE,
        dividendYield: basics.dividendYield,
        fiftyTwoWeekHigh: basics.fiftyTwoWeekHigh,
        fiftyTwoWeekLow: basics.fiftyTwoWeekLow,
        sector: trimmed(quote['sector']),
      },
    ];
  });
}

/** The trending symbols (`quotes[].symbol` of the result) in Yahoo's order, each once. */
export function trendingFromYahoo(answer: unknown): TrendingSymbol[] {
  const symbols = recordsOf(financeResult(answer)['quotes']).flatMap((quote) => text(quote['symbol']) ?? []);
  return [...new Set(symbols)].map((symbol) => ({ symbol }));
}

const DIRECTIONS: Readonly<Record<string, OutlookDirection>> = { bullish: 'bullish', bearish: 'bearish', neutral: 'neutral' };

const OUTLOOK_KEYS = {
  short: 'shortTermOutlook',
  intermediate: 'intermediateTermOutlook',
  long: 'longTermOutlook',
} as const satisfies Record<OutlookHorizon, string>;

function horizonOutlook(horizon: OutlookHorizon, events: YahooRecord): HorizonOutlook[] {
  const outlook = recordOf(events[OUTLOOK_KEYS[horizon]]);
  const direction = text(outlook['direction'])?.toLowerCase();
  const known = direction !== undefined && Object.hasOwn(DIRECTIONS, direction) ? DIRECTIONS[direction] : undefined;
  return known === undefined ? [] : [{ horizon, direction: known, score: finite(outlook['score']) }];
}

/**
 * The technical outlook of an insights answer (`instrumentInfo` of the result): direction and
 * score per horizon from `technicalEvents`, support, resistance and stop loss from
 * `keyTechnicals`. The answer names no currency; its levels are in the listing's quote unit,
 * so `quoteCurrency` (GBp for a London share) brings them to the main one. Null when the answer
 * names no symbol or has neither outlooks nor levels.
 */
export function technicalOutlookFromInsights(answer: unknown, quoteCurrency: string | null = null): TechnicalOutlook | null {
  const result = financeResult(answer);
  const symbol = text(result['symbol']);
  const info = recordOf(result['instrumentInfo']);
  const events = recordOf(info['technicalEvents']);
  const levels = recordOf(info['keyTechnicals']);
  if (symbol === null) return null;
  const divisor = quoteCurrency === null ? 1 : mainUnit(quoteCurrency).divisor;
  const outlook: TechnicalOutlook = {
    symbol,
    provider: trimmed(events['provider']) ?? trimmed(levels['provider']),
    horizons: OUTLOOK_HORIZONS.flatMap((horizon) => horizonOutlook(horizon, events)),
    support: inMainUnit(levels['support'], divisor),
    resistance: inMainUnit(levels['resistance'], divisor),
    stopLoss: inMainUnit(levels['stopLoss'], divisor),
  };
  const empty = outlook.horizons.length === 0 && outlook.support === null && outlook.resistance === null && outlook.stopLoss === null;
  return empty ? null : outlook;
}
