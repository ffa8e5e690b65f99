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

export function defaultDashboardContent(lookup: (name: string) => AnyWidgetDefinition | undefined): { layouts: DashboardLayouts; widgets: StoredWidgets } {
  let layouts = emptyLayouts();
  const widgets: StoredWidgets = {};
  DEFAULT_WIDGETS.forEach((name, index) => {
    const definition = lookup(name);
    if (!definition) return;
    const id = `default-${index + 1}`;
    widgets[id] = newStoredWidget(definition);
    layouts = placeInLayouts(layouts, id, definition);
  });
  return { layouts, widgets };
}
