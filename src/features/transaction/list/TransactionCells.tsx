/**
 * How each column's cell looks: plain elements marked with data attributes that rowStyles
 * styles. Text from users (names, references, tickers) is rendered as text, never as HTML; long
 * text is cut with an ellipsis and kept whole in the tooltip.
 */
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates';
import { formatCurrency } from '../../../lib/format';
import { cashLine, formatShares, gainDirection, priceText, sharesText } from '../../../ui/cellFormats';
import { StockLogo } from './StockLogo';
import type { ColumnContext, ColumnId, TransactionRow } from './transactionColumns';
import type { TransactionKind } from '../../../ui/kindPalettes';

const MISSING = <span data-subtle="">—</span>;

function Plain({ children }: { children: string | null | undefined }) {
  return children ? <span title={children}>{children}</span> : MISSING;
}

/** The kind in its colour, like the KindBadge of the menus, without a component per row. */
export function KindTag({ kind }: { kind: TransactionKind }) {
  return <span data-kind={kind}>{kind}</span>;
}

function Gain({ value, currency, locale }: { value: number | null; currency: string; locale: string | null }) {
  if (value === null) return MISSING;
  return (
    <span data-gain={gainDirection(value)} data-muted={value === 0 ? '' : undefined}>
      {formatCurrency(value, currency, { locale })}
    </span>
  );
}

/** The holding a row names: a security's ticker and name, or a cash row's currency and what it did. */
export function holdingOf(row: TransactionRow, locale: string | null): { ticker: string; name: string | null } {
  const cash = cashLine(row, locale);
  return cash === null ? { ticker: row.ticker, name: row.stock?.name ?? null } : { ticker: row.currency, name: cash };
}

/** A security's logo, or a banknote for cash (a currency has no logo; its code is written beside it). */
export function RowLogo({ row }: { row: TransactionRow }) {
  if (cashLine(row, null) === null) return <StockLogo ticker={row.ticker} logoURL={row.stock?.logoURL} />;
  return (
    <span data-logo="" data-cash="" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <rect x="2.5" y="6.5" width="19" height="11" rx="1.5" />
        <circle cx="12" cy="12" r="2.5" />
      </svg>
    </span>
  );
}

export function SecurityCell({ row, locale }: { row: TransactionRow; locale: string | null }) {
  const { ticker, name } = holdingOf(row, locale);
  return (
    <div data-security="">
      <RowLogo row={row} />
      <div data-security-text="">
        <span data-ticker="" title={ticker}>
          {ticker}
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

export const CELLS = {
  date: (row) => formatDate(row.date),
  type: (row) => <KindTag kind={row.type} />,
  ticker: (row, { locale }) => <SecurityCell row={row} locale={locale} />,
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
