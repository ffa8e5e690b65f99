import type { KpiDetail } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendKpi, NO_PAYERS, paysDividends } from '../sharedDividends/DividendKpi';
import type { Dividends } from '../sharedDividends/DividendWidget';
import type { DividendEstimateKpiConfig } from './definition';

/**
 * Payers whose income is not in the estimate: without an exchange rate from their currency their
 * income has no value in the display currency yet, so the sum leaves them out. Named, since the
 * figure is otherwise too low without a sign of it.
 */
function leftOut(dividends: Dividends): KpiDetail[] {
  const tickers = dividends.holdings.filter((holding) => holding.forwardRate > 0 && holding.forwardIncome === null).map((holding) => holding.stock.ticker);
  return tickers.length === 0 ? [] : [{ label: 'No exchange rate', value: tickers.join(', '), testId: 'kpi-dividend-estimate-left-out' }];
}

export function DividendEstimateKpi({ config }: WidgetComponentProps<DividendEstimateKpiConfig>) {
  return (
    <DividendKpi
      config={config}
      figure={(dividends, { money }) => ({
        testId: 'kpi-dividend-estimate',
        value: money(dividends.forwardIncome),
        caption: paysDividends(dividends) ? `${money(dividends.forwardIncome / 12)} a month on average` : NO_PAYERS,
        details: leftOut(dividends),
      })}
    />
  );
}
