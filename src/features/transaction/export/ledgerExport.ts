/**
 * The ledger export: every transaction of every portfolio, with every field the import needs to
 * write it again, as CSV (for spreadsheets and backups) or JSON (the same records, typed). The
 * import recognises both (src/features/import/pipeline/readLedgerExport.ts), so an export is also
 * a backup and the way to move a ledger to another account.
 *
 * A field a kind does not have is left empty (null in JSON), never written as 0: a Split has a
 * ratio and no shares, a lump-sum Income a value and no shares or price. Numbers are the ledger's
 * own (no rounding, no locale), written as plain decimals.
 */
import { format } from 'date-fns';
import type { TransactionRow } from '../list/transactionColumns';
import type { TransactionKind } from '../../../ui/kindPalettes';
import { toCsvFile, type CsvValue } from '../list/toCsv';
import { ratioText } from '../../../../common/ratio';

export const LEDGER_EXPORT_FORMAT = 'portfolio-tracker-ledger';
export const LEDGER_EXPORT_VERSION = 1;

/** One transaction as the export writes it. */
export interface LedgerRecord {
  /** yyyy-MM-ddTHH:mm:ss.SSS, the day and time the ledger keeps (no zone). */
  date: string;
  kind: TransactionKind;
  ticker: string;
  /** The security's name: for people reading the file, not read back. */
  name: string | null;
  exchange: string | null;
  isin: string | null;
  currency: string;
  /** False when the figures are not converted to the user's currency. */
  applyExchangeRate: boolean;
  shares: number | null;
  price: number | null;
  /** The transaction value: shares × price, a lump-sum Income's amount, or a cash row's amount. */
  value: number | null;
  fees: number;
  taxes: number;
  /** New shares for old ones, "3:1" (see common/ratio.ts). */
  ratio: string | null;
  targetTicker: string | null;
  costBasisFraction: number | null;
  holdingDisplay: string | null;
  reference: string | null;
  /** Where the transaction is filed: the import writes into the portfolio and account it is given. */
  portfolio: string | null;
  broker: string | null;
  account: string | null;
  /** Computed by the ledger: for people reading the file, not read back. */
  sharesBalance: number | null;
  /** In the user's currency (the JSON document's `currency`, the CSV header's brackets). */
  realisedGain: number | null;
}

/** The JSON export. */
export interface LedgerExportDocument {
  format: typeof LEDGER_EXPORT_FORMAT;
  version: typeof LEDGER_EXPORT_VERSION;
  exportedAt: string;
  /** The user's currency, which realisedGain is in. */
  currency: string;
  transactions: LedgerRecord[];
}

type KindField = 'shares' | 'price' | 'value' | 'ratio' | 'targetTicker' | 'costBasisFraction';

/** The fields each kind has; the others are left empty. A new kind does not compile until it is here. */
export const KIND_FIELDS = {
  Buy: ['shares', 'price', 'value'],
  Sell: ['shares', 'price', 'value'],
  DRIP: ['shares', 'price', 'value'],
  // Per share (shares and price) or a lump sum (value only): see perShareIncome.
  Income: ['shares', 'price', 'value'],
  Split: ['ratio'],
  'Spin-Off': ['shares', 'ratio', 'targetTicker', 'costBasisFraction'],
  Merge: ['ratio', 'targetTicker'],
  // Cash: the amount is the value, in the row's currency (the ticker is that currency's code).
  Deposit: ['value'],
  Withdrawal: ['value'],
  Interest: ['value'],
  Fee: ['value'],
  Tax: ['value'],
  // The value given, and the shares (units) received of the target currency.
  Conversion: ['shares', 'value', 'targetTicker'],
} as const satisfies Record<TransactionKind, readonly KindField[]>;

export function kindHas(kind: TransactionKind, field: KindField): boolean {
  return (KIND_FIELDS[kind] as readonly KindField[]).includes(field);
}

/** An Income row paid per share; otherwise it is a lump sum with no shares or price. */
const perShareIncome = (row: Pick<TransactionRow, 'shares' | 'shareprice'>) => row.shares > 0 && row.shareprice > 0;

export function toLedgerRecord(row: TransactionRow): LedgerRecord {
  const has = (field: KindField) => kindHas(row.type, field) && (row.type !== 'Income' || field === 'value' || perShareIncome(row));
  return {
    date: row.date,
    kind: row.type,
    ticker: row.ticker,
    name: row.stock?.name ?? null,
    exchange: row.exchangeShortName ?? null,
    isin: row.stock?.ISIN ?? null,
    currency: row.currency,
    applyExchangeRate: row.isApplyExchangeRate,
    shares: has('shares') ? row.shares : null,
    price: has('price') ? row.shareprice : null,
    value: has('value') ? row.transactionValue : null,
    fees: row.fees,
    taxes: row.taxes,
    ratio: has('ratio') && row.ratioNew != null && row.ratioOld != null ? ratioText({ newShares: row.ratioNew, oldShares: row.ratioOld }) : null,
    targetTicker: has('targetTicker') ? (row.targetTicker ?? null) : null,
    costBasisFraction: has('costBasisFraction') ? (row.costBasisFraction ?? null) : null,
    holdingDisplay: row.holdingDisplay ?? null,
    reference: row.reference ?? null,
    portfolio: row.parentportfolio?.name ?? null,
    broker: row.broker?.name ?? null,
    account: row.account?.name ?? null,
    sharesBalance: row.shares_balance ?? null,
    realisedGain: row.realizedGainLostPC ?? null,
  };
}

/**
 * The ledger in the order it was written: oldest first, and transactions of one day in the order
 * they were entered (the list comes newest first, ties newest first), which the import keeps, so
 * that a Sell entered after a Buy of the same day is read after it again.
 */
export function ledgerRecords(rows: readonly TransactionRow[]): LedgerRecord[] {
  const oldestFirst = [...rows].reverse();
  oldestFirst.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return oldestFirst.map(toLedgerRecord);
}

// ---------------------------------------------------------------------------------------------
// CSV

/** A CSV column: a record field, or the date's time of day. */
export type LedgerCsvKey = Exclude<keyof LedgerRecord, 'date'> | 'day' | 'time';

const MIDNIGHT = '00:00:00.000';

/** The columns in file order; the first ones and their titles are those the list export had. */
export const LEDGER_CSV_COLUMNS: readonly { key: LedgerCsvKey; header: string }[] = [
  { key: 'day', header: 'Date' },
  { key: 'time', header: 'Time' },
  { key: 'kind', header: 'Kind' },
  { key: 'ticker', header: 'Ticker' },
  { key: 'name', header: 'Name' },
  { key: 'exchange', header: 'Exchange' },
  { key: 'isin', header: 'ISIN' },
  { key: 'currency', header: 'Currency' },
  { key: 'applyExchangeRate', header: 'Apply exchange rate' },
  { key: 'shares', header: 'Shares' },
  { key: 'price', header: 'Price' },
  { key: 'value', header: 'Value' },
  { key: 'fees', header: 'Fees' },
  { key: 'taxes', header: 'Taxes' },
  { key: 'ratio', header: 'Ratio' },
  { key: 'targetTicker', header: 'Target ticker' },
  { key: 'costBasisFraction', header: 'Cost basis fraction' },
  { key: 'holdingDisplay', header: 'Holding display' },
  { key: 'reference', header: 'Reference' },
  { key: 'portfolio', header: 'Portfolio' },
  { key: 'broker', header: 'Broker' },
  { key: 'account', header: 'Account' },
  { key: 'sharesBalance', header: 'Shares balance' },
  { key: 'realisedGain', header: 'Realised gain' },
];

/** The realised gain's title names the user's currency, as the list export's did. */
export const realisedGainHeader = (currency: string) => `Realised gain (${currency})`;

function csvValue(record: LedgerRecord, key: LedgerCsvKey): CsvValue {
  if (key === 'day') return record.date.slice(0, 10);
  if (key === 'time') {
    // Left empty for a transaction entered without a time, as most are.
    const time = record.date.slice(11);
    return time === '' || time === MIDNIGHT ? null : time;
  }
  const value = record[key];
  return typeof value === 'boolean' ? String(value) : value;
}

export function ledgerCsv(rows: readonly TransactionRow[], userCurrency: string): string {
  const header = LEDGER_CSV_COLUMNS.map(({ key, header }) => (key === 'realisedGain' ? realisedGainHeader(userCurrency) : header));
  function* lines(): Generator<CsvValue[]> {
    yield header;
    for (const record of ledgerRecords(rows)) yield LEDGER_CSV_COLUMNS.map(({ key }) => csvValue(record, key));
  }
  return toCsvFile(lines());
}

// ---------------------------------------------------------------------------------------------
// JSON

export function ledgerJson(rows: readonly TransactionRow[], userCurrency: string, now: Date = new Date()): string {
  const document: LedgerExportDocument = {
    format: LEDGER_EXPORT_FORMAT,
    version: LEDGER_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    currency: userCurrency,
    transactions: ledgerRecords(rows),
  };
  return `${JSON.stringify(document, null, 1)}\n`;
}

/** ledger-2026-11-21.csv or .json, in the user's local day. */
export function ledgerFileName(extension: 'csv' | 'json', now: Date = new Date()): string {
  return `ledger-${format(now, 'yyyy-MM-dd')}.${extension}`;
}
