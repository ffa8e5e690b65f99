/**
 * Which of a table's two saved set-ups a widget shows: `mobile` in the dashboard's narrowest
 * layout (one column, a phone), `default` everywhere else. The dashboard decides it from its own
 * breakpoint and provides it, so the widgets follow the grid's threshold without importing it.
 */
import { createContext, useContext } from 'react';

export const WIDGET_LAYOUTS = ['default', 'mobile'] as const;
export type WidgetLayout = (typeof WIDGET_LAYOUTS)[number];

const WidgetLayoutContext = createContext<WidgetLayout>('default');

export const WidgetLayoutProvider = WidgetLayoutContext.Provider;

export function useWidgetLayout(): WidgetLayout {
  return useContext(WidgetLayoutContext);
}
