/**
 * How each column's cell looks: plain elements marked with data attributes that rowStyles
 * styles. Text from users (names, references, tickers) is rendered as text, never as HTML; long
 * text is cut with an ellipsis and kept whole in the tooltip.
 */
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates';
import { NOT_A_NUMBER, formatCurrency } from '../../../lib/format';
import { StockLogo } from './StockLogo';
import type { ColumnContext, ColumnId, TransactionRow } from './transactionColumns';
import type { TransactionKind } from './transactionKinds';

const shareFormats = new Map<string, Intl.NumberFormat>();

/** Share counts keep their fractions (crypto and fractional shares go to 1e-8). */
export function formatShares(value: number, locale: string | null): string {
  if (Number.isNaN(value)) return NOT_A_NUMBER;
  const key = locale ?? 'en-US';
  let format = shareFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { maximumFractionDigits: 8, signDisplay: 'negative' });
    shareFormats.set(key, format);
  }
  return format.format(value);
}

const MISSING = <span data-subtle="">—</span>;

function Plain({ children }: { children: string | null | undefined }) {
  return children ? <span title={children}>{children}</span> : MISSING;
}

/** The kind in its colour, like the KindBadge of the menus, without a component per row. */
export function KindTag({ kind }: { kind: TransactionKind }) {
  return <span data-kind={kind}>{kind}</span>;
}

export function gainDirection(value: number): 'up' | 'down' | undefined {
  return value > 0 ? 'up' : value < 0 ? 'down' : undefined;
}

function Gain({ value, currency, locale }: { value: number | null; currency: string; locale: string | null }) {
  if (value === null) return MISSING;
  return (
    <span data-gain={gainDirection(value)} data-muted={value === 0 ? '' : undefined}>
      {formatCurrency(value, currency, { locale })}
    </span>
  );
}

export function SecurityCell({ row }: { row: TransactionRow }) {
  const name = row.stock?.name;
  return (
    <div data-security="">
      <StockLogo ticker={row.ticker} logoURL={row.stock?.logoURL} />
      <div data-security-text="">
        <span data-ticker="" title={row.ticker}>
          {row.ticker}
        </span>
        {name && (
          <span data-name="" title={name}>
            {name}
          </span>
        )}
      </div>
    </div>
  );
}

type CellRenderer = (row: TransactionRow, context: ColumnContext) => ReactNode;

/** Kinds that trade shares at a price; the others carry an amount (Income) or a ratio (Split, Merge). */
const PRICED_KINDS: ReadonlySet<string> = new Set(['Buy', 'Sell', 'DRIP']);

/** The shares a row moves, or its ratio ("2 for 1") for a Split or Merge; nothing for Income. */
export function sharesText(row: TransactionRow, locale: string | null): string | null {
  if (PRICED_KINDS.has(row.type) || row.type === 'Spin-Off') return formatShares(row.shares, locale);
  if (row.ratio !== null && row.ratio !== undefined) return `${formatShares(row.ratio, locale)} for 1`;
  return null;
}

export function priceText(row: TransactionRow, locale: string | null): string | null {
  return PRICED_KINDS.has(row.type) ? formatCurrency(row.shareprice, row.currency, { locale, price: true }) : null;
}

export const CELLS = {
  date: (row) => formatDate(row.date),
  type: (row) => <KindTag kind={row.type} />,
  ticker: (row) => <SecurityCell row={row} />,
  shares: (row, { locale }) => sharesText(row, locale) ?? MISSING,
  price: (row, { locale }) => priceText(row, locale) ?? MISSING,
  value: (row, { locale }) => formatCurrency(row.transactionValue, row.currency, { locale }),
  fees: (row, { locale }) => formatCurrency(row.fees, row.currency, { locale }),
  portfolio: (row) => <Plain>{row.parentportfolio?.name}</Plain>,
  account: (row) => <Plain>{row.account?.name}</Plain>,
  broker: (row) => <Plain>{row.broker?.name}</Plain>,
  sharesBalance: (row, { locale }) => (row.shares_balance === null ? MISSING : formatShares(row.shares_balance, locale)),
  realisedGain: (row, { userCurrency, locale }) => <Gain value={row.realizedGainLostPC} currency={userCurrency} locale={locale} />,
  currency: (row) => row.currency,
  reference: (row) => <Plain>{row.reference}</Plain>,
  isin: (row) => <Plain>{row.stock?.ISIN}</Plain>,
} satisfies Record<ColumnId, CellRenderer>;
