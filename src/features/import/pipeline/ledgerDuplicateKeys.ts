import { duplicateKey } from '../lib/importRows';

/** The fields of a ledger transaction (as the transactions query returns them) that matching needs. */
export interface LedgerTransactionKeyFields {
  ticker: string;
  /** yyyy-MM-dd or an ISO date-time ("2023-04-03T00:00:00.000"); only the calendar date counts. */
  date: string;
  type: string;
  shares: number | null;
  shareprice: number | null;
  reference?: string | null;
  transactionValue?: number | null;
}

/**
 * The duplicate keys of the transactions already in the ledger, one per transaction (so the same
 * key twice when two equal trades are held), to pass as `existingKeys` when parsing a file.
 */
export function ledgerDuplicateKeys(transactions: readonly LedgerTransactionKeyFields[]): string[] {
  return transactions.map((transaction) =>
    duplicateKey({
      ticker: transaction.ticker,
      // The ledger returns the date-time without a zone (no trailing Z), so its first ten characters
      // are the calendar date as entered; no time zone conversion may move it.
      date: transaction.date.slice(0, 10),
      type: transaction.type,
      shares: transaction.shares ?? 0,
      shareprice: transaction.shareprice ?? 0,
      reference: transaction.reference ?? null,
      transactionValue: transaction.transactionValue ?? null,
    }),
  );
}

/** The ledger's tickers by ISIN, as ParseImportOptions.knownTickers takes them (the first ticker of an ISIN wins). */
export function ledgerTickersByIsin(transactions: readonly { ticker: string; stock?: { ISIN?: string | null } | null }[]): [string, string][] {
  const known = new Map<string, string>();
  for (const { ticker, stock } of transactions) {
    const isin = stock?.ISIN?.trim().toUpperCase();
    if (isin && !known.has(isin)) known.set(isin, ticker);
  }
  return [...known];
}
