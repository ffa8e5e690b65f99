import { parseISO } from 'date-fns';
import { formatDate } from '../../lib/dates';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendKpi } from '../sharedDividends/DividendKpi';
import type { DividendFormats, Dividends } from '../sharedDividends/DividendWidget';
import type { DeclaredDividendsKpiConfig } from './definition';

/** "2 payouts, next paid 15 Dec 26"; the pay date is left out of an announcement now and then. */
function declaredCaption(dividends: Dividends, count: DividendFormats['count']): string {
  const declared = dividends.payouts.filter((payout) => payout.status === 'declared');
  if (declared.length === 0) return 'none declared yet';
  const payouts = `${count(declared.length)} ${declared.length === 1 ? 'payout' : 'payouts'}`;
  // yyyy-MM-dd strings order as dates do.
  const next = declared.reduce<string | null>((soonest, payout) => (payout.payDate !== null && (soonest === null || payout.payDate < soonest) ? payout.payDate : soonest), null);
  return next === null ? `${payouts}, pay date not announced` : `${payouts}, next paid ${formatDate(parseISO(next))}`;
}

export function DeclaredDividendsKpi({ config }: WidgetComponentProps<DeclaredDividendsKpiConfig>) {
  return (
    <DividendKpi
      config={config}
      figure={(dividends, { money, count }) => ({
        testId: 'kpi-declared-dividends',
        value: money(dividends.declaredIncome),
        caption: declaredCaption(dividends, count),
      })}
    />
  );
}
