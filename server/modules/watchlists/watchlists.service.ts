// Watchlists: named lists of tickers a user follows, in the user's order, each entry with
// optional price alerts. Bounded (MAX_WATCHLISTS, MAX_WATCHLIST_ENTRIES); another user's
// watchlist or entry is "does not exist!" like a missing one.
import type { DataOwner, Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import { appError } from '../../kernel/errors';
import { MAX_NAME } from '../shared/namedInput';
import { checkedSymbols } from '../market/marketWidgets.service';
import { groupBy } from '../../../common/groupBy';
import { MAX_WATCHLIST_ENTRIES, MAX_WATCHLISTS, alertsProblem, type WatchlistAlerts } from '../../../common/watchlists';
import { createWatchlistsRepository, type AlertsPatch, type WatchedFigures, type WatchlistEntryRow, type WatchlistRow } from './watchlists.repository';

export const watchlistNotFound = () => appError('NOT_FOUND', 'Watchlist does not exist!');
export const entryNotFound = () => appError('NOT_FOUND', 'Watchlist entry does not exist!');
const bad = (message: string) => appError('BAD_USER_INPUT', message);

export interface WatchlistEntryAnswer extends WatchlistAlerts, WatchedFigures {
  _id: string;
  symbol: string;
  sortOrder: number;
  createdAt: string;
}

export interface WatchlistAnswer {
  _id: string;
  name: string;
  sortOrder: number;
  entries: WatchlistEntryAnswer[];
  createdAt: string;
  updatedAt: string;
}

function parseName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_NAME) throw bad(`A watchlist's name must be 1 to ${MAX_NAME} characters.`);
  return trimmed;
}

const NO_FIGURES: WatchedFigures = { name: null, fwdDividendYield: null, payoutRatio: null };

const entryAnswer = (row: WatchlistEntryRow, figures: WatchedFigures = NO_FIGURES): WatchlistEntryAnswer => ({
  ...figures,
  _id: row.id,
  symbol: row.symbol,
  sortOrder: row.sortOrder,
  alertPriceChangePercent: row.alertPriceChangePercent,
  alertAbove: row.alertAbove,
  alertBelow: row.alertBelow,
  createdAt: row.createdAt.toISOString(),
});

const listAnswer = (row: WatchlistRow, entries: readonly WatchlistEntryRow[], figures: ReadonlyMap<string, WatchedFigures>): WatchlistAnswer => ({
  _id: row.id,
  name: row.name,
  sortOrder: row.sortOrder,
  entries: entries.map((entry) => entryAnswer(entry, figures.get(entry.symbol))),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `ids` must be exactly `known`, each once: a foreign or missing id is `notFound`, anything else a clear refusal. */
function checkOrder(ids: readonly string[], known: readonly string[], notFound: () => Error, what: string): void {
  const knownSet = new Set(known);
  if (ids.some((id) => !knownSet.has(id))) throw notFound();
  if (new Set(ids).size !== ids.length || ids.length !== known.length) throw bad(`List every one of the ${what} once.`);
}

export interface WatchlistsServiceDeps {
  db: Database;
  ensureUser(viewer: Viewer): Promise<void>;
  /** Called after an entry's alerts change, with its symbol: checks them against the stored quote. */
  alertsChanged?(symbol: string): Promise<void>;
}

export function createWatchlistsService({ db, ensureUser, alertsChanged }: WatchlistsServiceDeps) {
  const repository = createWatchlistsRepository(db);

  async function answer(viewer: Viewer, row: WatchlistRow): Promise<WatchlistAnswer> {
    const entries = await repository.entries(viewer.uid, row.id);
    return listAnswer(row, entries, await repository.figures(entries.map((entry) => entry.symbol)));
  }

  async function owned(viewer: Viewer, id: string): Promise<WatchlistRow> {
    const row = await repository.list(viewer.uid, id);
    if (!row) throw watchlistNotFound();
    return row;
  }

  async function all(viewer: DataOwner): Promise<WatchlistAnswer[]> {
    const [lists, entries] = await Promise.all([repository.lists(viewer.uid), repository.entries(viewer.uid)]);
    const byList = groupBy(entries, (entry) => entry.watchlistId);
    const figures = await repository.figures(entries.map((entry) => entry.symbol));
    return lists.map((row) => listAnswer(row, byList.get(row.id) ?? [], figures));
  }

  return {
    list: all,

    async create(viewer: Viewer, name: string): Promise<WatchlistAnswer> {
      const parsed = parseName(name);
      await ensureUser(viewer);
      if ((await repository.countLists(viewer.uid)) >= MAX_WATCHLISTS) throw bad(`You can keep at most ${MAX_WATCHLISTS} watchlists; delete one first.`);
      return listAnswer(await repository.insertList(viewer.uid, parsed), [], new Map());
    },

    async rename(viewer: Viewer, id: string, name: string): Promise<WatchlistAnswer> {
      const parsed = parseName(name);
      const row = await repository.renameList(viewer.uid, id, parsed);
      if (!row) throw watchlistNotFound();
      return answer(viewer, row);
    },

    async reorder(viewer: Viewer, ids: readonly string[]): Promise<WatchlistAnswer[]> {
      checkOrder(ids, (await repository.lists(viewer.uid)).map((row) => row.id), watchlistNotFound, 'watchlists');
      await repository.orderLists(viewer.uid, ids);
      return all(viewer);
    },

    async delete(viewer: Viewer, id: string): Promise<string> {
      if (!(await repository.deleteList(viewer.uid, id))) throw watchlistNotFound();
      return id;
    },

    async addEntry(viewer: Viewer, watchlistId: string, symbol: string): Promise<WatchlistAnswer> {
      const [ticker] = checkedSymbols([symbol], 1);
      const row = await owned(viewer, watchlistId);
      const outcome = await repository.addEntry(viewer.uid, row.id, ticker!, MAX_WATCHLIST_ENTRIES);
      // Deleted meanwhile (another tab).
      if (outcome === 'missing') throw watchlistNotFound();
      if (outcome === 'full') throw bad(`A watchlist holds at most ${MAX_WATCHLIST_ENTRIES} securities; start another one or remove some.`);
      return answer(viewer, row);
    },

    async setAlerts(viewer: Viewer, entryId: string, alerts: { alertPriceChangePercent?: number | null; alertAbove?: number | null; alertBelow?: number | null }): Promise<WatchlistEntryAnswer> {
      const entry = await repository.entry(viewer.uid, entryId);
      if (!entry) throw entryNotFound();
      const patch: AlertsPatch = {};
      if (alerts.alertPriceChangePercent !== undefined) patch.alertPriceChangePercent = alerts.alertPriceChangePercent;
      if (alerts.alertAbove !== undefined) patch.alertAbove = alerts.alertAbove;
      if (alerts.alertBelow !== undefined) patch.alertBelow = alerts.alertBelow;
      const problem = alertsProblem({ ...entryAnswer(entry), ...patch });
      if (problem) throw bad(problem);
      // A changed alert is armed afresh: it fires at the next quote that meets it.
      const changed = new Set([patch.alertPriceChangePercent !== undefined && 'change', patch.alertAbove !== undefined && 'above', patch.alertBelow !== undefined && 'below']);
      const updated = await repository.setAlerts(viewer.uid, entryId, { ...patch, alertsFired: entry.alertsFired.filter((alert) => !changed.has(alert)) });
      if (!updated) throw entryNotFound();
      await alertsChanged?.(updated.symbol);
      return entryAnswer(updated, (await repository.figures([updated.symbol])).get(updated.symbol));
    },

    async reorderEntries(viewer: Viewer, watchlistId: string, entryIds: readonly string[]): Promise<WatchlistAnswer> {
      const row = await owned(viewer, watchlistId);
      checkOrder(entryIds, (await repository.entries(viewer.uid, row.id)).map((entry) => entry.id), entryNotFound, "watchlist's entries");
      await repository.orderEntries(viewer.uid, row.id, entryIds);
      return answer(viewer, row);
    },

    async removeEntry(viewer: Viewer, entryId: string): Promise<WatchlistAnswer> {
      const removed = await repository.deleteEntry(viewer.uid, entryId);
      if (!removed) throw entryNotFound();
      return answer(viewer, await owned(viewer, removed.watchlistId));
    },
  };
}

export type WatchlistsService = ReturnType<typeof createWatchlistsService>;
