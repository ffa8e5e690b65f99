/**
 * Checks on the text fields of an import row, shared by the Flex reader and the mapped reader.
 * Each returns the problem to show, or null. The rules are the transaction rules both sides share
 * (common/), so that the preview shows every problem before the import is sent, plus the spec's
 * identifier check digits and the refusal of formula-looking text.
 */
import { mainUnit } from '../../../../common/currencyUnits';
import { isContainerCodeShape, validateContainerCode, validateIsin } from '../../../../common/identifiers';

export { isContainerCodeShape };
import { MAX_EXCHANGE, MAX_TEXT } from '../../../../common/limits';
import { currencyProblem as ruleCurrencyProblem, tickerProblem } from '../../../../common/transactionRules';
import { parseImportDate, type DateOrder } from '../lib/importDates';
import type { SheetCell } from '../lib/xlsx';
import { looksLikeFormula, quoted } from './cellValues';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Text that a spreadsheet would run (=, +, -, @ first) and that is not simply a signed number. */
export function formulaProblem(label: string, text: string): string | null {
  if (!looksLikeFormula(text) || NUMBER.test(text)) return null;
  const first = text.startsWith('\t') ? 'a tab' : text.startsWith('\r') ? 'a line break' : `"${text.charAt(0)}"`;
  return `${label} ${quoted(text)} looks like a spreadsheet formula (it starts with ${first}). Formulas are never run here: correct the cell in the file.`;
}

/**
 * A check remembered per distinct value: a 100,000-row file repeats a few symbols, currencies and
 * dates, and the checks are pure. Bounded so that a file of all-different values cannot grow it.
 */
function memoized<T>(check: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (cache.has(text)) return cache.get(text) as T;
    const result = check(text);
    if (cache.size >= 10_000) cache.clear();
    cache.set(text, result);
    return result;
  };
}

export const symbolProblem = memoized((symbol: string): string | null => {
  if (symbol === '') return 'Symbol is empty.';
  const formula = formulaProblem('Symbol', symbol);
  if (formula) return formula;
  if (isContainerCodeShape(symbol)) {
    const code = validateContainerCode(symbol);
    return code.ok ? null : `Symbol ${code.error}.`;
  }
  const problem = tickerProblem(symbol);
  return problem ? `Symbol ${quoted(symbol)} ${problem}` : null;
});

/** An ISIN cell (empty is fine); a container code written there is checked as one. */
export const isinProblem = memoized((isin: string): string | null => {
  if (isin === '') return null;
  const formula = formulaProblem('ISIN', isin);
  if (formula) return formula;
  if (isContainerCodeShape(isin)) {
    const code = validateContainerCode(isin);
    return code.ok ? null : `Container code ${code.error}.`;
  }
  const result = validateIsin(isin);
  return result.ok ? null : `ISIN ${result.error}.`;
});

/** The ISIN to send: null for an empty cell or a container code (which the symbol carries instead). */
export function isinValue(isin: string): string | null {
  if (isin === '' || isContainerCodeShape(isin)) return null;
  return isin.toUpperCase();
}

export const currencyProblem = memoized((currency: string): string | null => {
  if (currency === '') return 'Currency is empty.';
  const formula = formulaProblem('Currency', currency);
  if (formula) return formula;
  // A price in pence (GBp, GBX) is read as such: the server keeps it in pounds.
  const problem = ruleCurrencyProblem(currency);
  return problem ? `Currency ${problem}` : null;
});

/** The currency a row is sent with: upper-cased, except a minor unit, whose case is its meaning (GBp is pence, GBP pounds). */
export function rowCurrency(currency: string): string {
  const trimmed = currency.trim();
  return mainUnit(trimmed).divisor !== 1 ? trimmed : trimmed.toUpperCase();
}

export function exchangeProblem(exchange: string): string | null {
  if (exchange === '') return null;
  const formula = formulaProblem('Exchange', exchange);
  if (formula) return formula;
  return exchange.length > MAX_EXCHANGE ? `Exchange ${quoted(exchange)} is longer than ${MAX_EXCHANGE} characters.` : null;
}

/**
 * A free text cell (empty is fine): at most the server's length and, unless `formulas` says
 * otherwise, no formula. The app's own ledger export may hold formula-looking text that is already
 * in the ledger (the server takes it; every CSV export defuses it again).
 */
export function textProblem(label: string, text: string, formulas: 'refused' | 'allowed' = 'refused'): string | null {
  if (text === '') return null;
  const formula = formulas === 'refused' ? formulaProblem(label, text) : null;
  if (formula) return formula;
  return text.length > MAX_TEXT ? `${label} is longer than ${MAX_TEXT} characters.` : null;
}

export const referenceProblem = (reference: string): string | null => textProblem('Trade ID', reference);

export type DateReading = { ok: true; date: string } | { ok: false; problem: string };

/**
 * A date cell to yyyy-MM-dd. A spreadsheet number is a serial date, except an eight-digit one,
 * which is a yyyyMMdd date typed into a number cell (20230403).
 */
export function readDate(cell: SheetCell | undefined, order: DateOrder | undefined): DateReading {
  const value = typeof cell === 'number' && Number.isInteger(cell) && cell >= 10_000_000 ? String(cell) : (cell ?? '');
  if (typeof value === 'number') return dateReading(parseImportDate(value, order));
  return (order === 'monthFirst' ? readMonthFirst : order === 'dayFirst' ? readDayFirst : readUnordered)(value);
}

function dateReading(result: ReturnType<typeof parseImportDate>): DateReading {
  if (result.ok) return { ok: true, date: result.date };
  return { ok: false, problem: result.error.startsWith('The date') ? `${result.error}.` : `Date ${result.error}.` };
}

const readDayFirst = memoized((text: string) => dateReading(parseImportDate(text, 'dayFirst')));
const readMonthFirst = memoized((text: string) => dateReading(parseImportDate(text, 'monthFirst')));
const readUnordered = memoized((text: string) => dateReading(parseImportDate(text)));

