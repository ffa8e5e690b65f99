import { columnSortModelField, columnVisibilityField, numberField, sectorField, selectField, visibleColumns, type ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { CAP_BANDS, CHANGE_FILTERS, PRESETS, SCREENER_COLUMNS } from './screenerOptions';

/** Every column; on a phone, what it is, its price and its change. */
export const SCREENER_VISIBILITY = {
  default: visibleColumns(SCREENER_COLUMNS),
  mobile: visibleColumns(SCREENER_COLUMNS, ['symbol', 'price', 'changePercent']),
};

const configs = {
  preset: selectField('Show', PRESETS, 'all'),
  // The settings list the sectors the user holds (the same provider names them); the widget's own
  // sector filter offers every sector of the screener's universe.
  sector: { ...sectorField(), help: 'The sector list above the table offers every sector of the screener.' },
  capBand: selectField('Market cap', CAP_BANDS, 'all'),
  maxPE: numberField('Highest P/E', 0, { min: 0, max: 10_000, step: 1 }, '0 means any.'),
  minDividendYield: numberField('Lowest dividend yield (%)', 0, { min: 0, max: 100, step: 0.1 }, '0 means any.'),
  change: selectField('Today', CHANGE_FILTERS, 'all'),
  // Largest companies first; a header click changes it for the layout it is seen in.
  columnSortModel: columnSortModelField(SCREENER_COLUMNS, { default: [{ field: 'marketCap', sort: 'desc' }], mobile: [{ field: 'marketCap', sort: 'desc' }] }),
  columnVisibility: columnVisibilityField(SCREENER_COLUMNS, SCREENER_VISIBILITY),
};

export type StockScreenerConfig = ConfigOf<typeof configs>;

export const widgetStockScreener = defineWidget({
  name: 'widgetStockScreener',
  displayName: 'Stock screener',
  title: 'Stock screener',
  description: "The market's large listings with their price, change, size, valuation and yield: filter by sector, size, P/E, yield and today's move, or see today's biggest gainers and losers.",
  type: 'Table',
  defaultLayout: { w: 4, h: 10, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./StockScreener').then((module) => module.StockScreener),
});
