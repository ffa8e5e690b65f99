/** Money and percentages as widgets show them: the user's locale, the figures' currency. */
import { useCallback } from 'react';
import { useCurrentUser } from '../../features/profile/useCurrentUser';
import { formatCurrency } from '../../lib/format';

export function useMoney(currency: string | null | undefined): (value: number) => string {
  const locale = useCurrentUser()?.userLocale ?? null;
  return useCallback((value: number) => formatCurrency(value, currency ?? undefined, { locale }), [currency, locale]);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A ratio as a percentage with two decimals: 0.1234 -> "12.34%"; null shows a dash. */
export function formatPercent(ratio: number | null | undefined, { signed = false }: { signed?: boolean } = {}): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '—';
  const key = signed ? 'signed' : 'plain';
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'negative' });
    percentFormats.set(key, format);
  }
  return format.format(ratio);
}

/** The colour token of a gain or loss: green up, red down, neutral at zero or unknown. */
export function toneColor(value: number | null | undefined): string {
  if (value === null || value === undefined || value === 0 || !Number.isFinite(value)) return 'fg';
  return value > 0 ? 'fg.success' : 'fg.error';
}
