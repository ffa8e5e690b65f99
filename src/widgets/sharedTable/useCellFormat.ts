/**
 * Formatters for table cells whose rows carry their own currency (a price in the security's
 * trade currency), in the user's locale; useMoney covers figures that share one currency.
 */
import { useMemo } from 'react';
import { formatShares } from '../../ui/cellFormats';
import { formatCurrency } from '../../lib/format';
import { useDisplayCurrency, useUserLocale } from '../framework/useMoney';

export interface CellFormat {
  /** The user's display currency: the server's PC figures are in it (USD by default). */
  displayCurrency: string;
  /** The user's locale; null formats as en-US. */
  locale: string | null;
  money: (value: number, currency: string | null | undefined) => string;
  /** A price per share: up to 3 fraction digits where it has them. */
  price: (value: number, currency: string | null | undefined) => string;
  shares: (value: number) => string;
}

export function useCellFormat(): CellFormat {
  const locale = useUserLocale();
  const displayCurrency = useDisplayCurrency();
  return useMemo(
    () => ({
      displayCurrency,
      locale,
      money: (value, currency) => formatCurrency(value, currency ?? displayCurrency, { locale }),
      price: (value, currency) => formatCurrency(value, currency ?? displayCurrency, { locale, price: true }),
      shares: (value) => formatShares(value, locale),
    }),
    [displayCurrency, locale],
  );
}
