// The user's value goals as their goal tracker widgets hold them, for the assistant's goal tool:
// settings left as they were read as the widget's defaults (GOAL_DEFAULTS), and a value out of
// the widget's bounds (an old or hand-made config) as if unset, as the widget's form would refuse it.
import { dashboardPath } from '../../../common/dashboardPath';
import { GOAL_DEFAULTS, PERIODS_PER_YEAR, PLANNING_LIMITS, type PaymentFrequency } from '../../../common/planningLimits';
import type { Database } from '../../db/database';
import { APP, dashboardsInOrder } from './figureLinks';

export interface GoalTracker {
  readonly goalValue: number;
  readonly useHoldingsValue: boolean;
  readonly initialInvestment: number;
  readonly annualHoldingsGrowthRate: number;
  readonly regularContributionValue: number;
  readonly contributionFrequency: PaymentFrequency;
  /** The dashboard that shows it. */
  readonly link: string;
}

const TRACKER = 'widgetValueGoalTrackerKPI';
/** The most trackers read: a goal question is about one or a few goals. */
const MAX_TRACKERS = 10;

const amount = (value: unknown, fallback: number, min: number) => (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= 1e12 ? value : fallback);

function trackerOf(config: Record<string, unknown>, link: string): GoalTracker {
  const rate = config.annualHoldingsGrowthRate;
  const frequency = config.contributionFrequency;
  return {
    goalValue: amount(config.goalValue, GOAL_DEFAULTS.goalValue, 1),
    useHoldingsValue: typeof config.useHoldingsValue === 'boolean' ? config.useHoldingsValue : GOAL_DEFAULTS.useHoldingsValue,
    initialInvestment: amount(config.initialInvestment, GOAL_DEFAULTS.initialInvestment, 0),
    annualHoldingsGrowthRate: typeof rate === 'number' && rate >= PLANNING_LIMITS.minRate && rate <= PLANNING_LIMITS.maxRate ? rate : GOAL_DEFAULTS.annualHoldingsGrowthRate,
    regularContributionValue: amount(config.regularContributionValue, GOAL_DEFAULTS.regularContributionValue, 0),
    contributionFrequency: typeof frequency === 'string' && Object.hasOwn(PERIODS_PER_YEAR, frequency) ? (frequency as PaymentFrequency) : GOAL_DEFAULTS.contributionFrequency,
    link,
  };
}

/** The goal trackers on the user's dashboards, in the dashboards' order. */
export async function goalTrackersOf(db: Database, uid: string): Promise<GoalTracker[]> {
  const dashboards = await dashboardsInOrder(db, uid);
  const trackers: GoalTracker[] = [];
  for (const dashboard of dashboards) {
    for (const widget of Object.values(dashboard.widgets ?? {})) {
      const { name, config } = (widget ?? {}) as { name?: unknown; config?: unknown };
      if (name !== TRACKER) continue;
      const settings = config && typeof config === 'object' ? (config as Record<string, unknown>) : {};
      trackers.push(trackerOf(settings, `${APP}${dashboardPath({ _id: dashboard.id, name: dashboard.name })}`));
      if (trackers.length === MAX_TRACKERS) return trackers;
    }
  }
  return trackers;
}
