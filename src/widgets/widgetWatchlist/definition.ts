import { columnSortModelField, columnVisibilityField, watchlistField, type ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { USER_ORDER, WATCHLIST_COLUMNS, WATCHLIST_VISIBILITY } from './watchlistColumns';

const configs = {
  // The spec's watchlistOptions are this field's options: the user's lists, read when the settings open.
  selectedWatchlist: watchlistField(),
  columnSortModel: columnSortModelField(WATCHLIST_COLUMNS, { default: [USER_ORDER], mobile: [USER_ORDER] }),
  columnVisibility: columnVisibilityField(WATCHLIST_COLUMNS, WATCHLIST_VISIBILITY),
};

export type WatchlistConfig = ConfigOf<typeof configs>;

export const widgetWatchlist = defineWidget({
  name: 'widgetWatchlist',
  displayName: 'Watchlist',
  title: 'Watchlist',
  description: 'Securities you follow without holding them, with their live price, change, yield and payout ratio, and price alerts you set per security.',
  type: 'Table',
  defaultLayout: { w: 4, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./Watchlist').then((module) => module.Watchlist),
});
