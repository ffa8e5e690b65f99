/**
 * Money formatters for figures in the portfolio currency (PC) of widgets whose query does not
 * carry it: WidgetHoldings' *PC fields and WidgetValueSeries are in the filter's currency, which
 * analyticsFilter leaves to the server's default, the user's display currency (spec §9). The
 * compact form ("$15.2K") is for chart axes, where a full amount does not fit.
 */
import { useMemo } from 'react';
import { useCurrentUser } from '../../features/profile/useCurrentUser';
import { DEFAULT_CURRENCY, localeForCurrency } from '../../lib/currency';
import { formatNumber } from '../../lib/format';
import { useMoney } from '../framework/useMoney';

export interface PortfolioMoney {
  currency: string;
  money: (value: number) => string;
  compactMoney: (value: number) => string;
}

export function compactMoneyFormat(currency: string, locale: string): (value: number) => string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
    return (value) => format.format(value);
  } catch {
    // A code Intl does not know as a currency: the compact number alone beats a crash.
    return (value) => formatNumber(value, { locale });
  }
}

export function usePortfolioMoney(): PortfolioMoney {
  const user = useCurrentUser();
  const currency = user?.currency ?? DEFAULT_CURRENCY;
  const locale = localeForCurrency(currency, user?.userLocale);
  const money = useMoney(currency);
  return useMemo(() => ({ currency, money, compactMoney: compactMoneyFormat(currency, locale) }), [currency, locale, money]);
}
