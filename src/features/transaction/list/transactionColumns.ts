/**
 * The transaction table's data columns in one place: label, width, alignment, whether shown by
 * default, how a column sorts and what it writes to CSV. How a cell looks is in TransactionCells.
 */
import type { TransactionFieldsFragment } from '../../../generated/graphql';
import type { CsvValue } from './toCsv';
import type { SortKey, TextOrder } from './sortRows';

export type TransactionRow = TransactionFieldsFragment;

export type ColumnId =
  | 'date'
  | 'type'
  | 'ticker'
  | 'shares'
  | 'price'
  | 'value'
  | 'fees'
  | 'portfolio'
  | 'account'
  | 'broker'
  | 'sharesBalance'
  | 'realisedGain'
  | 'currency'
  | 'reference'
  | 'isin';

/** What cells and CSV headers need besides the row. */
export interface ColumnContext {
  /** The user's currency: the realised gain is in it. */
  userCurrency: string;
  locale: string | null;
}

export interface CsvColumn {
  header: string | ((context: ColumnContext) => string);
  value: (row: TransactionRow) => CsvValue;
}

export interface ColumnDef {
  id: ColumnId;
  label: string;
  /** Minimum width in px; the table scrolls sideways when the columns do not fit. */
  width: number;
  align: 'start' | 'end';
  defaultVisible: boolean;
  sortKey: (row: TransactionRow) => SortKey;
  textOrder?: TextOrder;
  /** The column's CSV fields (the ticker column also writes the security's name). */
  csv: readonly CsvColumn[];
}

const dayOf = (row: TransactionRow) => row.date.slice(0, 10);

export const COLUMNS: readonly ColumnDef[] = [
  { id: 'date', label: 'Date', width: 104, align: 'start', defaultVisible: true, sortKey: (row) => row.date, textOrder: 'ordinal', csv: [{ header: 'Date', value: dayOf }] },
  { id: 'type', label: 'Kind', width: 100, align: 'start', defaultVisible: true, sortKey: (row) => row.type, csv: [{ header: 'Kind', value: (row) => row.type }] },
  {
    id: 'ticker',
    label: 'Security',
    width: 220,
    align: 'start',
    defaultVisible: true,
    sortKey: (row) => row.ticker,
    csv: [
      { header: 'Ticker', value: (row) => row.ticker },
      { header: 'Name', value: (row) => row.stock?.name },
    ],
  },
  { id: 'shares', label: 'Shares', width: 110, align: 'end', defaultVisible: true, sortKey: (row) => row.shares, csv: [{ header: 'Shares', value: (row) => row.shares }] },
  { id: 'price', label: 'Price', width: 120, align: 'end', defaultVisible: true, sortKey: (row) => row.shareprice, csv: [{ header: 'Price', value: (row) => row.shareprice }] },
  { id: 'value', label: 'Value', width: 130, align: 'end', defaultVisible: true, sortKey: (row) => row.transactionValue, csv: [{ header: 'Value', value: (row) => row.transactionValue }] },
  { id: 'fees', label: 'Fees', width: 100, align: 'end', defaultVisible: true, sortKey: (row) => row.fees, csv: [{ header: 'Fees', value: (row) => row.fees }] },
  { id: 'portfolio', label: 'Portfolio', width: 150, align: 'start', defaultVisible: true, sortKey: (row) => row.parentportfolio?.name, csv: [{ header: 'Portfolio', value: (row) => row.parentportfolio?.name }] },
  { id: 'account', label: 'Account', width: 150, align: 'start', defaultVisible: true, sortKey: (row) => row.account?.name, csv: [{ header: 'Account', value: (row) => row.account?.name }] },
  { id: 'broker', label: 'Broker', width: 130, align: 'start', defaultVisible: true, sortKey: (row) => row.broker?.name, csv: [{ header: 'Broker', value: (row) => row.broker?.name }] },
  {
    id: 'sharesBalance',
    label: 'Shares balance',
    width: 130,
    align: 'end',
    defaultVisible: true,
    sortKey: (row) => row.shares_balance,
    csv: [{ header: 'Shares balance', value: (row) => row.shares_balance }],
  },
  {
    id: 'realisedGain',
    label: 'Realised gain',
    width: 140,
    align: 'end',
    defaultVisible: true,
    sortKey: (row) => row.realizedGainLostPC,
    csv: [{ header: ({ userCurrency }) => `Realised gain (${userCurrency})`, value: (row) => row.realizedGainLostPC }],
  },
  { id: 'currency', label: 'Currency', width: 90, align: 'start', defaultVisible: true, sortKey: (row) => row.currency, csv: [{ header: 'Currency', value: (row) => row.currency }] },
  { id: 'reference', label: 'Reference', width: 150, align: 'start', defaultVisible: false, sortKey: (row) => row.reference, csv: [{ header: 'Reference', value: (row) => row.reference }] },
  { id: 'isin', label: 'ISIN', width: 140, align: 'start', defaultVisible: false, sortKey: (row) => row.stock?.ISIN, textOrder: 'ordinal', csv: [{ header: 'ISIN', value: (row) => row.stock?.ISIN }] },
];

const COLUMNS_BY_ID = new Map(COLUMNS.map((column) => [column.id, column]));

export function columnById(id: ColumnId): ColumnDef {
  return COLUMNS_BY_ID.get(id)!;
}

export function isColumnId(value: string): value is ColumnId {
  return COLUMNS_BY_ID.has(value as ColumnId);
}

export type ColumnVisibility = Readonly<Record<ColumnId, boolean>>;

export const DEFAULT_VISIBILITY = Object.fromEntries(COLUMNS.map((column) => [column.id, column.defaultVisible])) as ColumnVisibility;

export function visibleColumns(visibility: ColumnVisibility): ColumnDef[] {
  return COLUMNS.filter((column) => visibility[column.id]);
}
