/**
 * Transactions for tests and the list's measurement: one with sensible defaults, and a
 * generated ledger of any size (deterministic, so figures compare between runs).
 */
import { vtiTransaction } from '../../../testing/ledgerFixtures';
import type { TransactionRow } from './transactionColumns';
import { TRANSACTION_KINDS } from '../../../ui/kindPalettes';
import { seededRandom } from '../../../../common/seededRandom';
import { isCashKind } from '../../../../common/transactionKinds';

// Securities' kinds only: every generated row names a security, as the measured ledgers did.
const SECURITY_KINDS = TRANSACTION_KINDS.filter((kind) => !isCashKind(kind));

type Overrides = Partial<Omit<TransactionRow, 'stock'>> & { stock?: Partial<NonNullable<TransactionRow['stock']>> | null };

export function makeTransaction(id: string, overrides: Overrides = {}): TransactionRow & { __typename: 'Transaction' } {
  const { stock, ...rest } = overrides;
  const base = vtiTransaction({ _id: id });
  return {
    ...base,
    // 10 at 200 in the user's currency (USD), on 15 March 2024.
    isApplyExchangeRate: false,
    date: '2024-03-15T00:00:00.000',
    shares: 10,
    shareprice: 200,
    transactionValue: 2000,
    shareprice_userCurrency: 200,
    transactionValue_userCurrency: 2000,
    fees: 1,
    shares_balance: 10,
    valueAtCostPC: 2000,
    valueAtCostTC: 2000,
    fxRate: 1,
    updatedAt: '2024-03-15T00:00:00.000Z',
    ...rest,
    stock: stock === null ? null : ({ ...base.stock, name: 'Vanguard Total Stock Market ETF', ISIN: 'US9229087690', ...stock } as TransactionRow['stock']),
  };
}

/** `count` transactions over 500 securities, 4 portfolios, 6 accounts and 20 years, newest first. */
export function generateTransactions(count: number, seed = 1): TransactionRow[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const tickers = Array.from({ length: 500 }, (_, index) => `T${index.toString(36).toUpperCase().padStart(3, '0')}`);
  const portfolios = ['Main', 'Pension', 'Kids', 'Trading'].map((name, index) => ({ __typename: 'NamedRef', _id: `p${index}`, name }));
  const brokers = ['IBKR', 'Degiro', 'Schwab'].map((name, index) => ({ __typename: 'NamedRef', _id: `b${index}`, name }));
  const accounts = Array.from({ length: 6 }, (_, index) => ({ __typename: 'NamedRef', _id: `a${index}`, name: `Account ${index}` }));
  const start = Date.UTC(2006, 0, 1);
  const span = 20 * 365 * 86_400_000;
  const rows = Array.from({ length: count }, (_, index) => {
    const day = new Date(start + Math.floor(next() * span)).toISOString().slice(0, 10);
    const ticker = pick(tickers);
    const accountIndex = Math.floor(next() * accounts.length);
    const shares = Math.round(next() * 1000) / 10;
    const price = Math.round(next() * 50_000) / 100;
    return makeTransaction(`t${index}`, {
      ticker,
      date: `${day}T00:00:00.000`,
      type: pick(SECURITY_KINDS),
      shares,
      shareprice: price,
      transactionValue: shares * price,
      currency: pick(['USD', 'EUR', 'GBP']),
      realizedGainLostPC: Math.round((next() - 0.5) * 100_000) / 100,
      reference: `REF-${index}`,
      parentportfolio: pick(portfolios) as TransactionRow['parentportfolio'],
      account: accounts[accountIndex] as TransactionRow['account'],
      broker: brokers[accountIndex % brokers.length] as TransactionRow['broker'],
      stock: { name: `${ticker} Holdings Inc.`, ISIN: `US${String(index % 1e9).padStart(9, '0')}0` },
    });
  });
  return rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
