/**
 * What every summary KPI's definition shares (KPIs are 1 wide
 * by 3 high and not resizable; a single figure has nothing to gain from full screen). Spread it
 * into the definition, so the KPI size is written once.
 */
export const KPI_WIDGET = {
  type: 'KPI',
  defaultLayout: { w: 1, h: 3 },
  resizable: false,
  canMaximize: false,
  hideConfig: false,
} as const;
