import { contributed, futureValue } from '../../../common/planning';
import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { whenIn } from '../sharedPlanning/duration';
import { planOf } from '../sharedPlanning/planOf';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { FutureValueEstimatorConfig } from './definition';

export function FutureValueEstimatorKpi({ config }: WidgetComponentProps<FutureValueEstimatorConfig>) {
  return (
    <SummaryKpi
      config={config}
      // Without the holdings' value the plan stands on the initial investment: never empty.
      isEmpty={(summary) => config.useHoldingsValue && holdsNothing(summary)}
      emptyText="No holdings to start from yet: start from an initial investment in the settings."
    >
      {(summary, { money }) => {
        const plan = planOf(config, summary.marketValue);
        return (
          <KpiFigure
            testId="kpi-future-value"
            value={money(futureValue(plan))}
            caption={`${whenIn(config.forecastLengthYears * 12, config.displayBy)}, ${money(contributed(plan))} put in`}
          />
        );
      }}
    </SummaryKpi>
  );
}
