import { PERIODS_PER_YEAR, periodsUntilDepleted } from '../../../common/planning';
import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { duration, monthFromNow } from '../sharedPlanning/duration';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { HoldingsRundownConfig } from './definition';

export function HoldingsRundownKpi({ config }: WidgetComponentProps<HoldingsRundownConfig>) {
  return (
    <SummaryKpi
      config={config}
      isEmpty={(summary) => config.useHoldingsValue && holdsNothing(summary)}
      emptyText="No holdings to draw on yet: start from an initial investment in the settings."
    >
      {(summary, { money }) => {
        const start = config.useHoldingsValue ? summary.marketValue : config.initialInvestment;
        const withdrawal = config.regularWithdrawalAmount;
        const periods = periodsUntilDepleted(start, config.annualHoldingsGrowthRate, withdrawal, config.withdrawalFrequency);
        const every = { monthly: 'a month', quarterly: 'a quarter', annually: 'a year' }[config.withdrawalFrequency];
        if (periods === null) {
          return (
            <KpiFigure
              testId="kpi-rundown"
              value="Never runs out"
              caption={withdrawal > 0 ? `${money(withdrawal)} ${every} is covered by the growth` : 'no withdrawal set: choose one in the settings'}
            />
          );
        }
        const months = (periods * 12) / PERIODS_PER_YEAR[config.withdrawalFrequency];
        const value = config.displayBy === 'duration' ? duration(months) : `until ${monthFromNow(months)}`;
        return <KpiFigure testId="kpi-rundown" value={value} caption={`taking ${money(withdrawal)} ${every} from ${money(start)}`} />;
      }}
    </SummaryKpi>
  );
}
