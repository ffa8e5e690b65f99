/**
 * What the subscription (or the free trial) unlocks, as one list that the browser (prompts before
 * sending) and the server (which refuses again) both read. The limits only stop making more:
 * nothing a user already created is ever locked away or deleted when a trial or plan ends.
 */

/** The free trial every new user gets, in days (the server's TRIAL_DAYS setting overrides it). */
export const DEFAULT_TRIAL_DAYS = 14;
/** Agent tokens a new user gets with the trial; what is left of them expires with the trial. */
export const TRIAL_TOKENS = 200_000;

/** Dashboards a user without the full features may keep making, up to this many in all. */
export const FREE_DASHBOARDS = 2;
/** The most rows one import may commit without the full features. */
export const FREE_IMPORT_ROWS = 1_000;
/** The planning widgets (issue 23), which need the full features to be added. */
export const PLANNING_WIDGETS = ['widgetFutureValueEstimatorKPI', 'widgetValueGoalTrackerKPI', 'widgetHoldingsRundownKPI', 'widgetForecast'] as const;
const planningWidgetNames: ReadonlySet<string> = new Set(PLANNING_WIDGETS);
export const isPlanningWidget = (name: string): boolean => planningWidgetNames.has(name);

export type PlanFeature = 'extraDashboards' | 'embeds' | 'planningWidgets' | 'largeImports';

/** Each feature that needs fullFeatureEnabled: its name in lists, and the sentence a refusal says. */
export const PLAN_FEATURES: Readonly<Record<PlanFeature, { title: string; needs: string }>> = {
  extraDashboards: {
    title: `More than ${FREE_DASHBOARDS} dashboards`,
    needs: `Creating more than ${FREE_DASHBOARDS} dashboards needs a subscription.`,
  },
  embeds: {
    title: 'Embedding widgets in other websites',
    needs: 'Creating embed links needs a subscription.',
  },
  planningWidgets: {
    title: 'Planning widgets (forecast, future value, goal tracker, holdings rundown)',
    needs: 'Adding planning widgets needs a subscription.',
  },
  largeImports: {
    title: `Imports of more than ${FREE_IMPORT_ROWS.toLocaleString('en-US')} rows`,
    needs: `Importing more than ${FREE_IMPORT_ROWS.toLocaleString('en-US')} rows at once needs a subscription.`,
  },
};

/** The error code of a refusal for want of the full features (extensions.feature names which). */
export const PLAN_REQUIRED = 'PLAN_REQUIRED';

/** Whole days left until `end` from `now`, rounded up (a trial ending in 2 hours has 1 day left), never negative. */
export function daysLeft(end: Date | null, now: Date): number {
  if (!end) return 0;
  const ms = end.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** How many planning widgets a dashboard's widgets object (by id, each with a name) holds. */
export function planningWidgetCount(widgets: unknown): number {
  if (!widgets || typeof widgets !== 'object') return 0;
  return Object.values(widgets as Record<string, { name?: unknown }>).filter((widget) => typeof widget?.name === 'string' && isPlanningWidget(widget.name)).length;
}

/** The check a service asks before making more of what the plan unlocks (PLAN_REQUIRED if not). */
export interface PlanGate {
  requireFeature(uid: string, feature: PlanFeature): Promise<void>;
}
