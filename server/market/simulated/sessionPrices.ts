// What the simulation shows of a series at its present: the daily bars (candles from each
// session's walk, the session under way as a live bar), the quote that moves with the walk, the
// intraday candles, and the row the screener filters. All of it reads one walk per session
// (intraday.ts), so the figures agree: the quote's price is the last intraday candle's close and
// the live bar's close, and its previous close is the close of the daily bar before.

import type { DailyBar, DateRange, IntradayBar, IntradayInterval, MarketQuote, Quote, ScreenerRow } from '../provider';
import { fromDay } from '../../portfolio/days';
import { openDays } from './calendar';
import { intradayCandles, priceAt, rangeTo, sessionCandle, sessionPath, volumeAt, type SessionPath } from './intraday';
import { rangeIndices, round } from './numbers';
import { adjustedClose, type Series } from './series';
import { sessionsUpTo, type Present, type Session } from './session';

const INTERVAL_MINUTES: Readonly<Record<IntradayInterval, number>> = { '5m': 5, '15m': 15 };
/** Sessions in a year: the 52-week range looks this far back. */
const YEAR_OF_SESSIONS = 252;
/** A dividend older than this no longer gives a forward yield. */
const DIVIDEND_STALE_DAYS = 200;

/** The session a quote shows, read at the present. */
interface Live {
  readonly path: SessionPath;
  readonly over: boolean;
  readonly price: number;
  readonly high: number;
  readonly low: number;
  readonly volume: number | null;
}

function liveOf(series: Series): Live {
  const { session, elapsed } = series.position;
  const path = sessionPath(series, session);
  const { high, low } = rangeTo(path, 0, elapsed);
  return { path, over: elapsed >= session.length, price: priceAt(path, elapsed), high, low, volume: volumeAt(path, elapsed) };
}

/** The close before the session's: the previous bar's, or for crypto off the calendar the last bar's. */
function previousCloseOf(series: Series): number | null {
  const { session } = series.position;
  return session.loop ? series.closes[session.index]! : (series.closes[session.index - 1] ?? null);
}

function barSession(series: Series, index: number): Session {
  return { day: openDays('exchange').days[index]!, index, loop: false, openMinute: series.hours.open, length: series.hours.close - series.hours.open };
}

/** Daily bars within `range` up to the session a quote shows, that one live while it runs. */
export function dailyBarsOf(series: Series, range: DateRange): DailyBar[] {
  const { session, elapsed } = series.position;
  const open = openDays('exchange');
  const { first, last } = rangeIndices(open, range, session.index);
  const running = !session.loop && elapsed < session.length;
  const bars: DailyBar[] = [];
  for (let i = first; i <= last; i++) {
    const date = open.dates[i]!;
    const adjClose = adjustedClose(series, i);
    if (running && i === session.index) {
      const live = liveOf(series);
      const adjusted = round((live.price * adjClose) / series.closes[i]!, 6);
      bars.push({ date, close: live.price, adjClose: adjusted, open: live.path.prices[0]!, high: live.high, low: live.low, volume: live.volume });
    } else {
      const { close, open: opening, high, low, volume } = sessionCandle(series, barSession(series, i));
      bars.push({ date, close, adjClose, open: opening, high, low, volume });
    }
  }
  return bars;
}

/** The last `days` sessions in `interval` candles, oldest first, the running one up to now. */
export function intradayOf(series: Series, days: number, interval: IntradayInterval): IntradayBar[] {
  const { position } = series;
  return sessionsUpTo(position, days, series.hours, series.crypto).flatMap((session) => {
    const elapsed = session.day === position.session.day ? position.elapsed : session.length;
    return intradayCandles(sessionPath(series, session), INTERVAL_MINUTES[interval], elapsed);
  });
}

function quoteTime(series: Series, live: Live, present: Present): string {
  if (live.over) return `${fromDay(series.position.session.day)}T${series.closeUtc}:00.000Z`;
  return new Date(Math.floor(present.ms / 1000) * 1000).toISOString();
}

/** The price of the session a quote shows, as the portfolio reads it. */
export function quoteOf(series: Series, present: Present): Quote {
  const live = liveOf(series);
  return { symbol: series.symbol, price: live.price, currency: series.currency, at: quoteTime(series, live, present), previousClose: previousCloseOf(series) };
}

/** Highest and lowest of the last year's closes (split-adjusted to today's shares) and today's range. */
function yearRange(series: Series, live: Live): { high: number; low: number } {
  const { session } = series.position;
  const splits = series.listing?.splits ?? [];
  let high = live.high;
  let low = live.low;
  let factor = 1;
  const newest = session.loop ? session.index : session.index - 1;
  for (let i = newest; i >= Math.max(0, session.index - YEAR_OF_SESSIONS + 1); i--) {
    for (const split of splits) if (split.index === i + 1) factor *= split.ratio;
    const close = series.closes[i]! / factor;
    high = Math.max(high, close);
    low = Math.min(low, close);
  }
  return { high: round(high, 4), low: round(low, 4) };
}

/** The latest quarterly dividend annualised over the price; null for a listing that has stopped paying or never paid. */
function dividendYieldOf(series: Series, price: number): number | null {
  const listing = series.listing;
  const last = listing?.dividends.at(-1);
  if (!listing || !last || series.position.session.day - listing.open.days[last.index]! > DIVIDEND_STALE_DAYS) return null;
  return round((last.amount * 4) / price, 6);
}

export function marketQuoteOf(series: Series, present: Present): MarketQuote {
  const live = liveOf(series);
  const previousClose = previousCloseOf(series);
  const change = previousClose === null ? 0 : round(live.price - previousClose, 6);
  const year = yearRange(series, live);
  return {
    symbol: series.symbol,
    name: series.name,
    currency: series.currency,
    price: live.price,
    change,
    changePercent: previousClose === null ? 0 : change / previousClose,
    previousClose,
    open: live.path.prices[0]!,
    dayHigh: live.high,
    dayLow: live.low,
    volume: live.volume,
    marketState: series.position.state,
    fiftyTwoWeekHigh: year.high,
    fiftyTwoWeekLow: year.low,
    marketCap: series.shares === null ? null : Math.round(series.shares * live.price),
    trailingPE: series.earnings === null ? null : round(live.price / series.earnings, 2),
    dividendYield: dividendYieldOf(series, live.price),
    at: quoteTime(series, live, present),
  };
}

export function screenerRowOf(series: Series, present: Present): ScreenerRow {
  const quote = marketQuoteOf(series, present);
  return {
    symbol: quote.symbol,
    name: series.name,
    exchange: series.exchange,
    currency: quote.currency,
    price: quote.price,
    changePercent: quote.changePercent,
    marketCap: quote.marketCap,
    trailingPE: quote.trailingPE,
    dividendYield: quote.dividendYield,
    fiftyTwoWeekHigh: quote.fiftyTwoWeekHigh,
    fiftyTwoWeekLow: quote.fiftyTwoWeekLow,
    sector: series.sector,
  };
}
