import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendKpi, NO_PAYERS, paysDividends } from '../sharedDividends/DividendKpi';
import type { PayoutRatioKpiConfig } from './definition';

export function PayoutRatioKpi({ config }: WidgetComponentProps<PayoutRatioKpiConfig>) {
  return (
    <DividendKpi
      config={config}
      figure={(dividends, { percent }) => ({
        testId: 'kpi-payout-ratio',
        value: percent(dividends.weightedPayoutRatio),
        // Funds and ETFs have no earnings of their own, so the provider gives them no ratio.
        caption: dividends.weightedPayoutRatio !== null ? 'weighted by value' : paysDividends(dividends) ? 'no payer’s ratio is known' : NO_PAYERS,
      })}
    />
  );
}
