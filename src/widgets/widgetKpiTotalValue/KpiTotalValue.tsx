import { useWidgetSummaryQuery } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import { KpiFigure } from '../framework/KpiFigure';
import { useMoney } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import type { KpiTotalValueConfig } from './definition';

export function KpiTotalValue({ config }: WidgetComponentProps<KpiTotalValueConfig>) {
  const result = useWidgetSummaryQuery({ variables: { filter: analyticsFilter(config) } });
  const money = useMoney(result.data?.portfolioSummary.currency);
  return (
    <WidgetState
      result={result}
      select={(data) => data.portfolioSummary}
      isEmpty={(summary) => summary.holdingCount === 0 && summary.marketValue === 0}
      emptyText="No holdings in this selection yet."
      type="KPI"
    >
      {(summary) => (
        <KpiFigure
          testId="kpi-total-value"
          value={money(config.selectedType === 'marketValue' ? summary.marketValue : summary.netContributions)}
          caption={config.selectedType === 'marketValue' ? `at the close of ${summary.asOf}` : 'money put in, less money taken out'}
          details={config.showCost ? [{ label: 'At cost', value: money(summary.costBasis) }] : undefined}
        />
      )}
    </WidgetState>
  );
}
