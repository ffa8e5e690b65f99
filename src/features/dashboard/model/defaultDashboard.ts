/**
 * The dashboard a user gets when they have none: the headline figures in a row, then the value
 * over time, where the money is, and the holdings table. Only widgets in the catalogue are used.
 */
import type { AnyWidgetDefinition } from '../../../widgets/framework/widgetTypes';
import { emptyLayouts, newStoredWidget, placeInLayouts, type DashboardLayouts, type StoredWidgets } from './dashboardDocument';

export const DEFAULT_DASHBOARD_NAME = 'My portfolio';

export const DEFAULT_WIDGETS = [
  'widgetKpiTotalValue',
  'widgetTotalPLKPI',
  'widgetTotalUnRealisedGainLostKPI',
  'widgetTotalRealisedGainLostKPI',
  'widgetKpiTotalIncome',
  'widgetKpiTwr',
  'widgetPortfolioValueOvertimeChart',
  'widgetHoldingAllocation',
  'widgetStockTable',
  'widgetTransactionTimeline',
] as const;

/** The twelve dividend widgets, in the catalogue's order: the dividend dashboard of the journeys and the bench. */
export const DIVIDEND_WIDGETS = [
  'widgetFWDPorfolioYieldKPI',
  'widgetFWDAvgDividendGrowthKPI',
  'widgetFWDYieldAtCostKPI',
  'widgetFWDAnnualIncomeKPI',
  'widgetDeclatedPayoutsKPI',
  'widgetWeightAveragePayoutRatioKPI',
  'widgetMyStockDividendInfoTable',
  'widgetDividendCalendar',
  'widgetDividendTable',
  'widgetDividendHistory',
  'widgetDividendIncomeChart',
  'widgetDividendTimeline',
] as const;

/** The four planning widgets: the planning dashboard of the journey and the screenshots. */
// The planning widgets are also what the plan unlocks: one list, in common/billing.ts.
export { PLANNING_WIDGETS } from '../../../../common/billing';

/** The nine market widgets: the market dashboard of the journey, the bench and the screenshots. */
export const MARKET_WIDGETS = [
  'widgetKpiIndex',
  'widgetIndicesPrices',
  'widgetStockPrice',
  'widgetMiniStockChart',
  'widgetAdvancedRealtimeChart',
  'widgetTechnicalAnalysisWidget',
  'widgetStockHeatMap',
  'widgetStockScreener',
  'newsUpdates',
] as const;

export interface DashboardContent {
  layouts: DashboardLayouts;
  widgets: StoredWidgets;
}

/** A dashboard's documents with these widgets (those in the catalogue), each at the first free spot. */
export function dashboardContent(names: readonly string[], lookup: (name: string) => AnyWidgetDefinition | undefined): DashboardContent {
  let layouts = emptyLayouts();
  const widgets: StoredWidgets = {};
  names.forEach((name, index) => {
    const definition = lookup(name);
    if (!definition) return;
    const id = `w-${index + 1}`;
    widgets[id] = newStoredWidget(definition);
    layouts = placeInLayouts(layouts, id, definition);
  });
  return { layouts, widgets };
}

export function defaultDashboardContent(lookup: (name: string) => AnyWidgetDefinition | undefined): DashboardContent {
  return dashboardContent(DEFAULT_WIDGETS, lookup);
}
