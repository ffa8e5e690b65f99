import { columnSortModelField, columnVisibilityField, visibleColumns, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { migrateToColumnModels } from '../sharedTable/tableConfigMigration';
import { INSIGHTS_COLUMNS } from './dividendTableOptions';

/** Every column; on a phone, the income and its yield. */
export const INSIGHTS_VISIBILITY = {
  default: visibleColumns(INSIGHTS_COLUMNS),
  mobile: visibleColumns(INSIGHTS_COLUMNS, ['ticker', 'forwardIncome', 'forwardYield']),
};

const configs = {
  ...holdingFilterFields,
  // Largest income first; a header click changes it for the layout it is seen in.
  columnSortModel: columnSortModelField(INSIGHTS_COLUMNS, { default: [{ field: 'forwardIncome', sort: 'desc' }], mobile: [{ field: 'forwardIncome', sort: 'desc' }] }),
  columnVisibility: columnVisibilityField(INSIGHTS_COLUMNS, INSIGHTS_VISIBILITY),
};

export type DividendInsightsTableConfig = ConfigOf<typeof configs>;

export const widgetMyStockDividendInfoTable = defineWidget({
  name: 'widgetMyStockDividendInfoTable',
  displayName: 'Dividend insights',
  title: 'Dividend insights',
  description:
    'Every holding’s dividend going forward: rate per share, income, yield at market and on cost, payout ratio, frequency, next ex- and pay dates and 5-year growth, with a total row.',
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
        sortField: 'forwardIncome',
        toggles: {
          showYieldOnCost: 'yieldOnCost',
          showPayoutRatio: 'payoutRatio',
          showFrequency: 'frequency',
          showExDate: 'nextExDate',
          showPayDate: 'nextPayDate',
          showGrowth: 'growth5Y',
        },
        defaultVisibility: INSIGHTS_VISIBILITY,
      }),
  },
  load: () => import('./DividendInsightsTable').then((module) => module.DividendInsightsTable),
});
