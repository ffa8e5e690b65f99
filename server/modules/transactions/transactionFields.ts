// Each Transaction field of the API from its stored row. The GraphQL field resolvers read only the
// fields a query selects (a 100,000-row listing makes no second object per row); toTransaction
// reads them all (the compact table, see transactionTables.ts).
import type { Transaction } from '../../generated/resolvers-types';
import { decimal, mul, toNumber } from '../../portfolio/decimal';
import type { TransactionRow } from '../../ledger/transactions.repository';

const num = (value: string) => Number(value);
const ref = (id: string | null, name: string | null) => (id && name !== null ? { _id: id, name } : null);
const inUserCurrency = (value: string, row: TransactionRow) => toNumber(mul(decimal(value), decimal(row.fxRate)));

type Fields = { [K in Exclude<keyof Transaction, '__typename'>]-?: (row: TransactionRow) => Exclude<Transaction[K], undefined> };

export const TRANSACTION_FIELDS: Fields = {
  _id: (row) => row.id,
  ticker: (row) => row.ticker,
  holdingDisplay: (row) => row.holdingDisplay,
  currency: (row) => row.currency,
  isApplyExchangeRate: (row) => row.isApplyExchangeRate,
  date: (row) => row.date,
  type: (row) => row.type as Transaction['type'],
  shares: (row) => num(row.shares),
  shareprice: (row) => num(row.shareprice),
  transactionValue: (row) => num(row.transactionValue),
  shareprice_userCurrency: (row) => inUserCurrency(row.shareprice, row),
  transactionValue_userCurrency: (row) => inUserCurrency(row.transactionValue, row),
  fees: (row) => num(row.fees),
  taxes: (row) => num(row.taxes),
  shares_balance: (row) => num(row.sharesBalance),
  valueAtCostPC: (row) => num(row.valueAtCostPc),
  valueAtCostTC: (row) => num(row.valueAtCostTc),
  costOfSoldPC: (row) => num(row.costOfSoldPc),
  costOfSoldTC: (row) => num(row.costOfSoldTc),
  realizedGainLostPC: (row) => num(row.realizedGainLostPc),
  realizedGainLostTC: (row) => num(row.realizedGainLostTc),
  reference: (row) => row.reference,
  exchangeShortName: (row) => row.exchangeShortName,
  ratioNew: (row) => row.ratioNew,
  ratioOld: (row) => row.ratioOld,
  ratio: (row) => (row.ratioNew === null || row.ratioOld === null ? null : row.ratioNew / row.ratioOld),
  costBasisFraction: (row) => (row.costBasisFraction === null ? null : num(row.costBasisFraction)),
  targetTicker: (row) => row.targetTicker,
  fxRate: (row) => num(row.fxRate),
  updatedAt: (row) => row.updatedAt.toISOString(),
  parentportfolio: (row) => ref(row.portfolioId, row.portfolioName),
  account: (row) => ref(row.accountId, row.accountName),
  broker: (row) => ref(row.brokerId, row.brokerName),
  stock: (row) => ({ name: row.stockName, logoURL: row.logoUrl, ISIN: row.isin, holding_type: row.holdingType }),
};

const FIELD_ENTRIES = Object.entries(TRANSACTION_FIELDS) as [keyof Fields, (row: TransactionRow) => unknown][];

/** Every field at once. */
export function toTransaction(row: TransactionRow): Transaction {
  const transaction: Record<string, unknown> = {};
  for (const [field, read] of FIELD_ENTRIES) transaction[field] = read(row);
  return transaction as Transaction;
}
