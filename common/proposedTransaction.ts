/**
 * A transaction the assistant proposes, carried to the Add transactions screen in its link's query
 * so the user sees it filled in and confirms it by saving (the assistant never writes). The
 * server writes the link; the screen reads it back, refusing anything malformed as if absent.
 */
import { isTransactionKind, type TransactionKind } from './transactionKinds';

export interface ProposedTransaction {
  type: TransactionKind;
  ticker: string;
  /** yyyy-MM-dd */
  date: string;
  shares: number;
  price: number;
  currency: string;
  fees?: number | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** As long as a ticker the form takes. */
const MAX_TICKER = 32;

/** A query's parameters as URLSearchParams reads them (common/ has neither the DOM's nor Node's types). */
export interface QueryParams {
  get(name: string): string | null;
  has(name: string): boolean;
}

/** "?type=Buy&ticker=AAPL&…": the query of the Add transactions link for this proposal. */
export function proposalSearch({ type, ticker, date, shares, price, currency, fees }: ProposedTransaction): string {
  const pairs: [string, string | number][] = [['type', type], ['ticker', ticker], ['date', date], ['shares', shares], ['price', price], ['currency', currency]];
  if (fees !== undefined) pairs.push(['fees', fees]);
  return `?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&')}`;
}

const amount = (text: string | null): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

/** The proposal in a link's query, or null when there is none or any field is malformed. */
export function proposalFrom(search: QueryParams): ProposedTransaction | null {
  const type = search.get('type');
  const ticker = search.get('ticker')?.trim() ?? '';
  const date = search.get('date') ?? '';
  const currency = search.get('currency') ?? '';
  const shares = amount(search.get('shares'));
  const price = amount(search.get('price'));
  const fees = search.has('fees') ? amount(search.get('fees')) : undefined;
  if (!isTransactionKind(type) || ticker === '' || ticker.length > MAX_TICKER || !DAY.test(date) || !CURRENCY.test(currency)) return null;
  if (shares === null || price === null || fees === null) return null;
  return { type, ticker, date, shares, price, currency, ...(fees !== undefined && { fees }) };
}
