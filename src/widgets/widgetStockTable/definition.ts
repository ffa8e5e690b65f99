import { columnSortModelField, columnVisibilityField, visibleColumns, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { migrateToColumnModels } from '../sharedTable/tableConfigMigration';
import { HOLDINGS_COLUMNS } from './holdingsTableOptions';

/** Every column but the two gain splits, which matter for holdings in another currency; on a phone, the value and its gain. */
export const HOLDINGS_VISIBILITY = {
  default: { ...visibleColumns(HOLDINGS_COLUMNS), priceGain: false, currencyGain: false },
  mobile: visibleColumns(HOLDINGS_COLUMNS, ['ticker', 'marketValue', 'unrealizedGain']),
};

const configs = {
  ...holdingFilterFields,
  // Largest holdings first, at every width; a header click changes it for the layout it is seen in.
  columnSortModel: columnSortModelField(HOLDINGS_COLUMNS, { default: [{ field: 'marketValue', sort: 'desc' }], mobile: [{ field: 'marketValue', sort: 'desc' }] }),
  columnVisibility: columnVisibilityField(HOLDINGS_COLUMNS, HOLDINGS_VISIBILITY),
};

export type StockTableConfig = ConfigOf<typeof configs>;

export const widgetStockTable = defineWidget({
  name: 'widgetStockTable',
  displayName: 'Holdings profit and loss table',
  title: 'Holdings profit and loss',
  description: 'Every holding with its shares, price, cost, market value, gains, income and weight, with a total row.',
  type: 'Table',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: {
    2: (config) =>
      migrateToColumnModels(config, {
        sortField: 'marketValue',
        toggles: {
          showAverageCost: 'averageCost',
          showRealised: 'realizedGain',
          showPriceGain: 'priceGain',
          showCurrencyGain: 'currencyGain',
          showIncome: 'income',
          showWeight: 'weight',
        },
        defaultVisibility: HOLDINGS_VISIBILITY,
      }),
  },
  load: () => import('./StockTable').then((module) => module.StockTable),
});
