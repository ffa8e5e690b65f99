/**
 * What a KPI's or chart's showLabel asks of the pieces that draw it. The setting is the widget's
 * (every KPI and chart has it, see defineWidget), but the labels are drawn by shared pieces deep
 * inside each widget (KpiFigure, the charts' theme and legends), so it reaches them through context
 * rather than through every widget's props. Outside a widget, labels show.
 */
import { createContext, useContext } from 'react';

export interface WidgetDisplay {
  /** Off: a KPI shows its figure alone, a chart no axis labels or legend. */
  showLabel: boolean;
}

export const WidgetDisplayContext = createContext<WidgetDisplay>({ showLabel: true });

/** The display settings of a resolved config (showLabel is on unless set off). */
export function widgetDisplayOf(config: Readonly<Record<string, unknown>>): WidgetDisplay {
  return { showLabel: config.showLabel !== false };
}

export function useShowLabel(): boolean {
  return useContext(WidgetDisplayContext).showLabel;
}
