// Foreign-exchange history from the European Central Bank's daily reference rates (SDMX series
// EXR, https://data.ecb.europa.eu). Every ECB rate is quoted against the euro, so any other pair
// is derived through it. The ECB publishes on TARGET business days only (no weekends, no
// 25 Dec or 1 Jan); this provider answers exactly the published days and leaves carrying the
// last value forward to the caller, who knows which calendar it needs.

import {
  type DateRange,
  type FxPoint,
  type MarketDataProvider,
  ProviderError,
} from '../provider';
import { CsvSyntaxError, parseCsv } from './csv';

export interface EcbProviderOptions {
  readonly fetch?: typeof fetch;
  /** Limit for the whole exchange, body included (default 5000 ms). */
  readonly timeoutMs?: number;
  /** The SDMX data endpoint, without a trailing slash. */
  readonly baseUrl?: string;
}

const NAME = 'ecb';
const EURO = 'EUR';
const DEFAULT_BASE_URL = 'https://data-api.ecb.europa.eu/service/data';
const DEFAULT_TIMEOUT_MS = 5000;

/** Units of a currency per 1 EUR, by currency, then by day. */
export type EuroRates = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** A provider that answers FX history, and so declares it as always present. */
export type EcbProvider = MarketDataProvider & Pick<Required<MarketDataProvider>, 'fxHistory'>;

export function createEcbProvider(options: EcbProviderOptions = {}): EcbProvider {
  // Called through a wrapper: a detached platform fetch can lose the receiver it expects.
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');

  return {
    name: NAME,
    simulated: false,
    async fxHistory(base: string, quote: string, range: DateRange): Promise<FxPoint[]> {
      assertRange(range);
      // Identity is not market data: the rate is 1 on every calendar day, which the caller knows
      // without a request, and the ECB has no EUR/EUR series to ask for in the first place.
      if (base === quote) return [];
      if (range.from > range.to) return [];
      // Case matters in currency codes (GBp is pence, not pounds), and only ISO codes have ECB
      // series; anything else cannot be answered here, so the chain should ask elsewhere.
      if (!isIsoCode(base) || !isIsoCode(quote)) return [];

      const currencies = [base, quote].filter((code) => code !== EURO);
      const url = ecbUrl(baseUrl, currencies, range);
      const answer = await fetchText(fetchFn, url, timeoutMs);
      if (answer.kind === 'no-data') return [];
      const rates = parseEcbCsv(answer.body, currencies);
      return crossRates(base, quote, rates, range);
    },
  };
}

/** The csvdata request for the daily EUR reference rates of `currencies`, in one series key. */
export function ecbUrl(baseUrl: string, currencies: readonly string[], range: DateRange): string {
  const query = new URLSearchParams({
    startPeriod: range.from,
    endPeriod: range.to,
    format: 'csvdata',
  });
  return `${baseUrl}/EXR/D.${currencies.join('+')}.EUR.SP00.A?${query.toString()}`;
}

/**
 * Reads a csvdata answer into rates per currency and day. Columns are found by name because the
 * ECB adds and moves attribute columns over time. Throws ProviderError 'malformed' for anything
 * that is not a clean answer to the question asked; rows without a value are skipped (the ECB
 * lists some days as missing rather than leaving them out).
 */
export function parseEcbCsv(text: string, currencies: readonly string[]): EuroRates {
  const records = readRecords(text);
  const [header, ...rows] = records;
  if (header === undefined) return new Map();
  const column = columnIndexes(header);
  const rates = new Map<string, Map<string, number>>(currencies.map((code) => [code, new Map()]));

  rows.forEach((row, index) => {
    const line = index + 2;
    if (row.length !== header.length) {
      throw malformed(`line ${line} has ${row.length} fields, the header ${header.length}`);
    }
    const field = (name: RequiredColumn): string => (row[column[name]] ?? '').trim();
    const currency = field('CURRENCY');
    const byDay = rates.get(currency);
    if (byDay === undefined || field('CURRENCY_DENOM') !== EURO) {
      throw malformed(`line ${line} is ${currency}/${field('CURRENCY_DENOM')}, not a rate asked for`);
    }
    const day = field('TIME_PERIOD');
    if (!isIsoDay(day)) throw malformed(`line ${line} has TIME_PERIOD '${day}'`);
    const rate = parseRate(field('OBS_VALUE'), line);
    if (rate === null) return;
    if (byDay.has(day)) throw malformed(`line ${line} repeats ${currency} on ${day}`);
    byDay.set(day, rate);
  });
  return rates;
}

/**
 * The `base`→`quote` rate on each day of `range` on which every non-euro side was published,
 * sorted by day. With r(X) the units of X per euro, one `base` buys r(quote) / r(base) `quote`;
 * r(EUR) is 1, which makes the direct, the inverse and the triangulated case the same formula.
 */
export function crossRates(base: string, quote: string, rates: EuroRates, range: DateRange): FxPoint[] {
  const perEuro = (code: string, day: string): number | undefined =>
    code === EURO ? 1 : rates.get(code)?.get(day);
  const days = new Set<string>();
  for (const code of [base, quote]) {
    for (const day of rates.get(code)?.keys() ?? []) days.add(day);
  }
  const points: FxPoint[] = [];
  for (const day of [...days].sort()) {
    if (day < range.from || day > range.to) continue;
    const baseRate = perEuro(base, day);
    const quoteRate = perEuro(quote, day);
    if (baseRate === undefined || quoteRate === undefined) continue;
    points.push({ date: day, rate: quoteRate / baseRate });
  }
  return points;
}

const REQUIRED_COLUMNS = ['CURRENCY', 'CURRENCY_DENOM', 'TIME_PERIOD', 'OBS_VALUE'] as const;
type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];

function columnIndexes(header: readonly string[]): Record<RequiredColumn, number> {
  const names = header.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) throw malformed(`no ${missing.join(', ')} column`);
  return {
    CURRENCY: names.indexOf('CURRENCY'),
    CURRENCY_DENOM: names.indexOf('CURRENCY_DENOM'),
    TIME_PERIOD: names.indexOf('TIME_PERIOD'),
    OBS_VALUE: names.indexOf('OBS_VALUE'),
  };
}

function readRecords(text: string): string[][] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw malformed(`not CSV: ${error.message}`);
    throw error;
  }
}

const DECIMAL = /^\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** The rate in a cell, or null for a missing observation. */
function parseRate(cell: string, line: number): number | null {
  // SDMX writes a missing observation as an empty cell or as NaN.
  if (cell === '' || cell === 'NaN') return null;
  const rate = DECIMAL.test(cell) ? Number(cell) : Number.NaN;
  // A zero rate would turn into an infinite inverse, so it is as broken as text.
  if (!Number.isFinite(rate) || rate <= 0) throw malformed(`line ${line} has OBS_VALUE '${cell}'`);
  return rate;
}

type Answer = { kind: 'data'; body: string } | { kind: 'no-data' };

/**
 * GETs `url` and reads its body, all within `timeoutMs`. The limit races the work as well as
 * aborting it, so neither a server that never answers nor a fetch that ignores its signal can
 * stall the chain.
 */
async function fetchText(fetchFn: typeof fetch, url: string, timeoutMs: number): Promise<Answer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected before aborting, so the race settles on the timeout, not on the abort error.
      reject(new ProviderError(NAME, 'timeout', `no answer within ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([exchange(fetchFn, url, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function exchange(fetchFn: typeof fetch, url: string, signal: AbortSignal): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchFn(url, { signal, headers: { Accept: 'text/csv' } });
  } catch (error) {
    throw new ProviderError(NAME, 'unavailable', `request failed: ${errorText(error)}`);
  }
  const outcome = classifyStatus(response.status);
  if (outcome !== 'data') {
    // Nothing to read, and an unread body would hold the connection open.
    response.body?.cancel().catch(() => undefined);
    if (outcome === 'no-data') return { kind: 'no-data' };
    throw outcome;
  }
  try {
    return { kind: 'data', body: await response.text() };
  } catch (error) {
    throw new ProviderError(NAME, 'unavailable', `reading the answer failed: ${errorText(error)}`);
  }
}

/** What an HTTP status means here: a body to read, no such series, or the error to throw. */
export function classifyStatus(status: number): 'data' | 'no-data' | ProviderError {
  if (status >= 200 && status < 300) return 'data';
  // The ECB answers 404 both for an unknown currency and for a period without observations.
  if (status === 404) return 'no-data';
  if (status === 429) return new ProviderError(NAME, 'rate-limited', 'HTTP 429');
  if (status >= 500) return new ProviderError(NAME, 'unavailable', `HTTP ${status}`);
  // Any other answer (a 400 to a well-formed request, a redirect loop) means the API moved.
  return new ProviderError(NAME, 'unavailable', `unexpected HTTP ${status}`);
}

function assertRange(range: DateRange): void {
  // A bad date is the caller's bug, not the ECB's; a RangeError keeps it from passing as a miss.
  if (!isIsoDay(range.from) || !isIsoDay(range.to)) {
    throw new RangeError(`ecb: range ${range.from}..${range.to} is not two 'yyyy-MM-dd' days`);
  }
}

function isIsoCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function malformed(message: string): ProviderError {
  return new ProviderError(NAME, 'malformed', message);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
