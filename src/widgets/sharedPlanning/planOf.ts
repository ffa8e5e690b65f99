import type { GrowthPlan } from '../../../common/planning';
import type { ConfigOf } from '../framework/configFields';
import type { planningFields } from './planningFields';

type PlanSettings = ConfigOf<typeof planningFields>;

/** The plan of the settings, starting from the holdings' value when asked to. */
export function planOf(config: PlanSettings, holdingsValue: number): GrowthPlan {
  return {
    initial: config.useHoldingsValue ? holdingsValue : config.initialInvestment,
    lumpSum: config.lumpSumContributionValue,
    annualRate: config.annualHoldingsGrowthRate,
    payment: config.regularContributionValue,
    frequency: config.contributionFrequency,
    years: config.forecastLengthYears,
  };
}
