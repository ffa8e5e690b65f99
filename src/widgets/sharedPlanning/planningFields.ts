/**
 * The planning widgets' settings under the spec's names and defaults (10 years, initial 1,000,
 * growth 0.03, monthly contributions of 0, lump sum 0, withdrawal 0), each bounded as the planning
 * maths requires: the settings form refuses a value outside its range next to the field.
 */
import { GOAL_DEFAULTS, PLANNING_LIMITS, type PaymentFrequency } from '../../../common/planningLimits';
import { booleanField, numberField, selectField, type FieldOption } from '../framework/configFields';
import type { DisplayBy } from './duration';

const FREQUENCIES: readonly FieldOption<PaymentFrequency>[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'annually', label: 'Yearly' },
];

/** The spec's displayBy for the planning KPIs: a time from now, or the month it falls in. */
export const displayByField = selectField(
  'Say when as',
  [
    { value: 'duration', label: 'A time from now (in 8 years 3 months)' },
    { value: 'date', label: 'A month (by March 2035)' },
  ] as const satisfies readonly FieldOption<DisplayBy>[],
  'duration',
);

/** The largest amount a plan takes: far past any portfolio, small enough to stay exact in a float. */
const MAX_AMOUNT = 1_000_000_000_000;

export const planningFields = {
  useHoldingsValue: booleanField('Start from the holdings’ value', false, 'Off: start from the initial investment below.'),
  initialInvestment: numberField('Initial investment', GOAL_DEFAULTS.initialInvestment, { min: 0, max: MAX_AMOUNT, step: 100 }),
  annualHoldingsGrowthRate: numberField('Yearly growth (0.03 is 3 %)', GOAL_DEFAULTS.annualHoldingsGrowthRate, { min: PLANNING_LIMITS.minRate, max: PLANNING_LIMITS.maxRate, step: 0.005 }, 'From −1 (−100 %) to 1 (+100 %).'),
  forecastLengthYears: numberField('Years', 10, { min: 1, max: PLANNING_LIMITS.maxYears }),
  regularContributionValue: numberField('Regular contribution', GOAL_DEFAULTS.regularContributionValue, { min: 0, max: MAX_AMOUNT, step: 50 }),
  contributionFrequency: selectField('Contribution frequency', FREQUENCIES, GOAL_DEFAULTS.contributionFrequency),
  lumpSumContributionValue: numberField('Lump sum now', 0, { min: 0, max: MAX_AMOUNT, step: 100 }),
};

/** A goal plan's settings: the goal (beyond the spec's fields: a tracker needs a target), and the pace towards it. */
export const goalFields = {
  goalValue: numberField('Goal', GOAL_DEFAULTS.goalValue, { min: 1, max: MAX_AMOUNT, step: 1000 }),
  useHoldingsValue: booleanField('Start from the holdings’ value', GOAL_DEFAULTS.useHoldingsValue, 'Off: start from the initial investment below.'),
  initialInvestment: planningFields.initialInvestment,
  annualHoldingsGrowthRate: planningFields.annualHoldingsGrowthRate,
  regularContributionValue: planningFields.regularContributionValue,
  contributionFrequency: planningFields.contributionFrequency,
  displayBy: displayByField,
};

/** A depletion plan's settings: where it starts, how it grows, and what is taken out how often. */
export const withdrawalFields = {
  useHoldingsValue: planningFields.useHoldingsValue,
  initialInvestment: planningFields.initialInvestment,
  annualHoldingsGrowthRate: planningFields.annualHoldingsGrowthRate,
  regularWithdrawalAmount: numberField('Regular withdrawal', 0, { min: 0, max: MAX_AMOUNT, step: 50 }),
  withdrawalFrequency: selectField('Withdrawal frequency', FREQUENCIES, 'monthly'),
  displayBy: displayByField,
};
