/**
 * The transaction list's filters and sort, kept in the URL's search params so a filtered view
 * can be bookmarked or shared: ?q=vti&portfolio=<id>&account=<id>&kind=Buy&kind=Sell
 * &from=2024-01-01&to=2024-12-31&sort=value&dir=asc. Anything unreadable there is ignored.
 */
import { columnById, isColumnId, type ColumnId, type TransactionRow } from './transactionColumns';
import { isTransactionKind, type TransactionKind } from '../../../ui/kindPalettes';
import { sortRows, type SortDirection } from './sortRows';
import { MAX_DATE, MIN_DATE } from '../../../../common/limits';

export interface TransactionFilters {
  /** Part of a ticker or a security name, any case. */
  search: string;
  portfolioId: string | null;
  accountId: string | null;
  /** The kinds shown; empty means every kind. */
  kinds: readonly TransactionKind[];
  /** First and last day shown (yyyy-MM-dd), inclusive. */
  from: string | null;
  to: string | null;
}

export interface TransactionSort {
  column: ColumnId;
  direction: SortDirection;
}

export const NO_FILTERS: TransactionFilters = { search: '', portfolioId: null, accountId: null, kinds: [], from: null, to: null };

/** Newest first, as the server lists them. */
export const DEFAULT_SORT: TransactionSort = { column: 'date', direction: 'desc' };

/** The date inputs' range: the dates a transaction may have. */
export const MIN_DAY = MIN_DATE;
export const MAX_DAY = MAX_DATE;

const PARAM = { search: 'q', portfolio: 'portfolio', account: 'account', kind: 'kind', from: 'from', to: 'to', sort: 'sort', direction: 'dir' } as const;
const FILTER_PARAMS = [PARAM.search, PARAM.portfolio, PARAM.account, PARAM.kind, PARAM.from, PARAM.to];

/** A real calendar day within the picker's range, or null. */
export function validDay(text: string | null | undefined): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text) || text < MIN_DAY || text > MAX_DAY) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

export function hasFilters(filters: TransactionFilters): boolean {
  return Boolean(filters.search.trim() || filters.portfolioId || filters.accountId || filters.kinds.length || filters.from || filters.to);
}

export function filtersFromParams(params: URLSearchParams): TransactionFilters {
  const kinds = [...new Set(params.getAll(PARAM.kind).filter(isTransactionKind))];
  return {
    search: params.get(PARAM.search) ?? '',
    portfolioId: params.get(PARAM.portfolio) || null,
    accountId: params.get(PARAM.account) || null,
    kinds,
    from: validDay(params.get(PARAM.from)),
    to: validDay(params.get(PARAM.to)),
  };
}

export function sortFromParams(params: URLSearchParams): TransactionSort {
  const column = params.get(PARAM.sort);
  if (!column || !isColumnId(column)) return DEFAULT_SORT;
  return { column, direction: params.get(PARAM.direction) === 'asc' ? 'asc' : 'desc' };
}

/** `params` with the filters written in (and empty ones removed); other params are kept. */
export function withFilters(params: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.search) next.set(PARAM.search, filters.search);
  if (filters.portfolioId) next.set(PARAM.portfolio, filters.portfolioId);
  if (filters.accountId) next.set(PARAM.account, filters.accountId);
  for (const kind of filters.kinds) next.append(PARAM.kind, kind);
  if (filters.from) next.set(PARAM.from, filters.from);
  if (filters.to) next.set(PARAM.to, filters.to);
  return next;
}

export function withSort(params: URLSearchParams, sort: TransactionSort): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = sort.column === DEFAULT_SORT.column && sort.direction === DEFAULT_SORT.direction;
  if (isDefault) {
    next.delete(PARAM.sort);
    next.delete(PARAM.direction);
  } else {
    next.set(PARAM.sort, sort.column);
    next.set(PARAM.direction, sort.direction);
  }
  return next;
}

/** A header click: a new column starts in its natural order (text A→Z, numbers and dates high→low); the same column flips. */
export function nextSort(current: TransactionSort, column: ColumnId): TransactionSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  const numeric = columnById(column).align === 'end' || column === 'date';
  return { column, direction: numeric ? 'desc' : 'asc' };
}

export function sortTransactions(rows: readonly TransactionRow[], sort: TransactionSort): readonly TransactionRow[] {
  const column = columnById(sort.column);
  return sortRows(rows, column.sortKey, sort.direction, column.textOrder);
}

/**
 * The rows that pass every filter, in their given order, in one pass. With no filter the same
 * array comes back, so memoised consumers do not recompute.
 */
export function filterTransactions(rows: readonly TransactionRow[], filters: TransactionFilters): readonly TransactionRow[] {
  if (!hasFilters(filters)) return rows;
  const search = filters.search.trim().toLowerCase();
  const kinds = filters.kinds.length ? new Set<string>(filters.kinds) : null;
  const { portfolioId, accountId, from } = filters;
  // Dates are 'yyyy-MM-ddTHH:mm:ss.SSS': a day's rows all sort below `${day}T\uffff`.
  const toBound = filters.to ? `${filters.to}T\uffff` : null;
  return rows.filter(
    (row) =>
      (!kinds || kinds.has(row.type)) &&
      (!portfolioId || row.parentportfolio?._id === portfolioId) &&
      (!accountId || row.account?._id === accountId) &&
      (!from || row.date >= from) &&
      (!toBound || row.date <= toBound) &&
      (!search || row.ticker.toLowerCase().includes(search) || (row.stock?.name?.toLowerCase().includes(search) ?? false)),
  );
}

export interface NamedOption {
  id: string;
  name: string;
}

export interface BrokerAccounts extends NamedOption {
  accounts: NamedOption[];
}

export interface FilterOptions {
  portfolios: NamedOption[];
  /** Accounts grouped by their broker, both by name. */
  brokers: BrokerAccounts[];
}

const byName = (a: NamedOption, b: NamedOption) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

/** The portfolios and accounts the transactions use (one pass), for the filter menus. */
export function filterOptions(rows: readonly TransactionRow[]): FilterOptions {
  const portfolios = new Map<string, NamedOption>();
  const brokers = new Map<string, { id: string; name: string; accounts: Map<string, NamedOption> }>();
  const NO_BROKER = { _id: '', name: 'No broker' };
  for (const row of rows) {
    const portfolio = row.parentportfolio;
    if (portfolio && !portfolios.has(portfolio._id)) portfolios.set(portfolio._id, { id: portfolio._id, name: portfolio.name });
    const account = row.account;
    if (!account) continue;
    const broker = row.broker ?? NO_BROKER;
    let group = brokers.get(broker._id);
    if (!group) {
      group = { id: broker._id, name: broker.name, accounts: new Map() };
      brokers.set(broker._id, group);
    }
    if (!group.accounts.has(account._id)) group.accounts.set(account._id, { id: account._id, name: account.name });
  }
  return {
    portfolios: [...portfolios.values()].sort(byName),
    brokers: [...brokers.values()].map((group) => ({ id: group.id, name: group.name, accounts: [...group.accounts.values()].sort(byName) })).sort(byName),
  };
}
