// Facts the browser and the server must agree on live in common/: no DOM, no Node.

/**
 * The planning settings' frequencies and bounds, apart from the planning maths: the widget
 * catalogue (every dashboard's first load) needs these few bytes for the settings form, not the
 * simulation, which arrives with the planning widgets' own code.
 */
export type PaymentFrequency = 'monthly' | 'quarterly' | 'annually';

export const PERIODS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = { monthly: 12, quarterly: 4, annually: 1 };

/** The bounds the planning settings keep (the config form says so next to the field). */
export const PLANNING_LIMITS = {
  /** Yearly growth, a fraction: −100 % to +100 %. */
  minRate: -1,
  maxRate: 1,
  maxYears: 100,
} as const;

/**
 * The value goal tracker's settings when the user left them as they were: the widget's form shows
 * these, and the assistant reads a saved tracker with them filled in.
 */
export const GOAL_DEFAULTS = {
  goalValue: 100_000,
  useHoldingsValue: true,
  initialInvestment: 1000,
  annualHoldingsGrowthRate: 0.03,
  regularContributionValue: 0,
  contributionFrequency: 'monthly' as PaymentFrequency,
} as const;
