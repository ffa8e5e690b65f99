// Where each figure of an answer comes from, as an app route the panel links it to: the user's
// first dashboard (in their order) with a widget reading the same data source, else the screen
// that shows it (transactions, adding a transaction), else the home route, which opens the
// user's first dashboard. Routes are the SPA's (src/app/routes.tsx) under /app.
import { dashboardPath } from '../../../common/dashboardPath';
import { dataSourceOf, type WidgetDataSource } from '../../../common/widgetDataSources';
import type { Database } from '../../db/database';

export const APP = '/app';
export const TRANSACTIONS_ROUTE = `${APP}/transaction`;
export const ADD_TRANSACTION_ROUTE = `${APP}/transaction/add`;
export const TOP_UP_ROUTE = `${APP}/token-top-up-prices`;

export type FigureLinks = (source: WidgetDataSource) => string;

/** The user's dashboards with their widgets, in the user's order. */
export const dashboardsInOrder = (db: Database, uid: string) =>
  db.selectFrom('dashboards').select(['id', 'name', 'widgets']).where('ownerUid', '=', uid).orderBy('sortOrder').orderBy('createdAt').orderBy('id').execute();

/** The links of one user's answer, reading their dashboards once, when a figure first asks. */
export function figureLinksOf(db: Database, uid: string): () => Promise<FigureLinks> {
  let loaded: Promise<FigureLinks> | undefined;
  return () =>
    (loaded ??= (async () => {
      const dashboards = await dashboardsInOrder(db, uid);
      const bySource = new Map<WidgetDataSource, string>();
      for (const dashboard of dashboards) {
        for (const widget of Object.values(dashboard.widgets ?? {})) {
          const name = (widget as { name?: unknown } | null)?.name;
          const read = typeof name === 'string' ? dataSourceOf(name) : undefined;
          // The holding chart reads the holdings (with their dividends): it shows the same figures.
          const source = read === 'holdingChart' ? 'holdings' : read;
          if (source && !bySource.has(source)) bySource.set(source, `${APP}${dashboardPath({ _id: dashboard.id, name: dashboard.name })}`);
        }
      }
      return (source) => bySource.get(source) ?? (source === 'transactions' ? TRANSACTIONS_ROUTE : APP);
    })());
}
