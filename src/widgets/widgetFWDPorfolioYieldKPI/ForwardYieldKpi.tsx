import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendKpi, NO_PAYERS, paysDividends } from '../sharedDividends/DividendKpi';
import type { ForwardYieldKpiConfig } from './definition';

export function ForwardYieldKpi({ config }: WidgetComponentProps<ForwardYieldKpiConfig>) {
  return (
    <DividendKpi
      config={config}
      figure={(dividends, { money, percent }) => ({
        testId: 'kpi-forward-yield',
        value: percent(dividends.forwardYield),
        caption:
          dividends.forwardYield === null
            ? 'no market value yet to measure against'
            : paysDividends(dividends)
              ? `${money(dividends.forwardIncome)} a year at today’s rates`
              : NO_PAYERS,
      })}
    />
  );
}
