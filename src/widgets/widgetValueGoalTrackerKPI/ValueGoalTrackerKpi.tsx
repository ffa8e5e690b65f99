import { PERIODS_PER_YEAR, periodsUntilGoal } from '../../../common/planning';
import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { formatPercent } from '../framework/useMoney';
import { whenIn } from '../sharedPlanning/duration';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { ValueGoalTrackerConfig } from './definition';

export function ValueGoalTrackerKpi({ config }: WidgetComponentProps<ValueGoalTrackerConfig>) {
  return (
    <SummaryKpi
      config={config}
      isEmpty={(summary) => config.useHoldingsValue && holdsNothing(summary)}
      emptyText="No holdings towards the goal yet: start from an initial investment in the settings."
    >
      {(summary, { money }) => {
        const start = config.useHoldingsValue ? summary.marketValue : config.initialInvestment;
        const plan = { initial: start, lumpSum: 0, annualRate: config.annualHoldingsGrowthRate, payment: config.regularContributionValue, frequency: config.contributionFrequency };
        const periods = periodsUntilGoal(plan, config.goalValue);
        const when =
          periods === null ? 'not reached at this pace' : periods === 0 ? 'reached' : `reached ${whenIn((periods * 12) / PERIODS_PER_YEAR[config.contributionFrequency], config.displayBy)} at this pace`;
        return <KpiFigure testId="kpi-goal" value={formatPercent(Math.min(1, start / config.goalValue))} caption={`of ${money(config.goalValue)}: ${when}`} />;
      }}
    </SummaryKpi>
  );
}
