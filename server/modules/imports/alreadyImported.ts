// Which import rows the ledger already holds, so importing the same file twice (or two statements
// that overlap) adds nothing the second time. A row with a reference (the broker's trade id) is
// known when a stored transaction has the same reference and ticker. A row without one is known by
// its date, ticker, type, shares, price and amount (a cash row's); two identical fills on one day are real, so those are
// counted: two identical stored transactions account for two identical rows, not three.
import { decimal } from '../../portfolio/decimal';
import type { StoredTrade } from './imports.repository';

export interface ImportCandidate {
  row: number;
  ticker: string;
  reference: string | null;
  /** 'yyyy-MM-ddTHH:mm:ss.SSS' or 'yyyy-MM-dd': compared by day. */
  date: string;
  type: string;
  shares: string;
  shareprice: string;
  transactionValue: string;
}

const referenceKey = (reference: string, ticker: string) => `${reference}\u0000${ticker}`;
// Numbers compared as exact decimals: "17", "17.0" and 17 are one quantity.
const valueKey = (trade: Pick<ImportCandidate, 'date' | 'ticker' | 'type' | 'shares' | 'shareprice' | 'transactionValue'>) =>
  `${trade.date.slice(0, 10)}\u0000${trade.ticker}\u0000${trade.type}\u0000${decimal(trade.shares)}\u0000${decimal(trade.shareprice)}\u0000${decimal(trade.transactionValue)}`;

export const ALREADY_BY_VALUES = 'Already imported: same date, symbol, quantity and price.';
export const alreadyByReference = (reference: string) => `Already imported (TradeID ${reference}).`;

/** The rows the ledger already holds, each with the reason, in row order. */
export function findAlreadyImported(candidates: readonly ImportCandidate[], stored: readonly StoredTrade[]): { row: number; message: string }[] {
  const fileReferences = new Set(candidates.flatMap((c) => (c.reference ? [referenceKey(c.reference, c.ticker)] : [])));
  const storedReferences = new Set<string>();
  // Stored rows a referenced file row matched are spoken for; the rest may match rows by value.
  const byValue = new Map<string, number>();
  for (const trade of stored) {
    const key = trade.reference ? referenceKey(trade.reference, trade.ticker) : null;
    if (key) storedReferences.add(key);
    if (key && fileReferences.has(key)) continue;
    const value = valueKey({ ...trade, date: trade.day });
    byValue.set(value, (byValue.get(value) ?? 0) + 1);
  }
  const found: { row: number; message: string }[] = [];
  for (const candidate of candidates) {
    if (candidate.reference) {
      if (storedReferences.has(referenceKey(candidate.reference, candidate.ticker))) found.push({ row: candidate.row, message: alreadyByReference(candidate.reference) });
      continue;
    }
    const value = valueKey(candidate);
    const left = byValue.get(value) ?? 0;
    if (left > 0) {
      byValue.set(value, left - 1);
      found.push({ row: candidate.row, message: ALREADY_BY_VALUES });
    }
  }
  return found;
}
