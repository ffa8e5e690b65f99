import { columnSortModelField, columnVisibilityField, visibleColumns, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { migrateToColumnModels } from '../sharedTable/tableConfigMigration';
import { PAST_DIVIDEND_COLUMNS } from './pastDividendsOptions';

/** Every column; on a phone, when, what and how much. */
export const PAST_DIVIDEND_VISIBILITY = {
  default: visibleColumns(PAST_DIVIDEND_COLUMNS),
  mobile: visibleColumns(PAST_DIVIDEND_COLUMNS, ['paymentDate', 'ticker', 'potentialIncome']),
};

const configs = {
  ...holdingFilterFields,
  // How far back the past dividends go: the answer's payouts start at the interval's start.
  selectedInterval: intervalField('1Y'),
  // Newest first; a header click changes it for the layout it is seen in.
  columnSortModel: columnSortModelField(PAST_DIVIDEND_COLUMNS, { default: [{ field: 'paymentDate', sort: 'desc' }], mobile: [{ field: 'paymentDate', sort: 'desc' }] }),
  columnVisibility: columnVisibilityField(PAST_DIVIDEND_COLUMNS, PAST_DIVIDEND_VISIBILITY),
};

export type DividendTableConfig = ConfigOf<typeof configs>;

export const widgetDividendTable = defineWidget({
  name: 'widgetDividendTable',
  displayName: 'Past dividends',
  title: 'Past dividends',
  description: 'Every dividend your holdings have paid, newest first: its dates, the amount a share and your income.',
  type: 'Table',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: {
    2: (config) =>
      migrateToColumnModels(intervalAsObject('selectedInterval')(config), {
        toggles: { showExDate: 'exDate', showRecordDate: 'recordDate', showShares: 'shares' },
        defaultVisibility: PAST_DIVIDEND_VISIBILITY,
      }),
  },
  load: () => import('./DividendTable').then((module) => module.DividendTable),
});
