// SQL for watchlists and their entries. Every statement filters by the owner's uid, so another
// user's watchlist or entry id behaves exactly like a missing one.
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { WatchlistEntriesTable, WatchlistsTable } from '../../db/schema';
import { uuidsOnly } from '../../db/uuids';

export type WatchlistRow = Selectable<WatchlistsTable>;
export type WatchlistEntryRow = Selectable<WatchlistEntriesTable>;
export interface WatchedFigures {
  readonly name: string | null;
  readonly fwdDividendYield: number | null;
  readonly payoutRatio: number | null;
}
export type AlertsPatch = Partial<Pick<WatchlistEntryRow, 'alertPriceChangePercent' | 'alertAbove' | 'alertBelow' | 'alertsFired'>>;

const isUuid = (id: string) => uuidsOnly([id]).length === 1;

export function createWatchlistsRepository(db: Database) {
  return {
    /** The owner's watchlists in their order (ties by creation, then id). */
    async lists(ownerUid: string): Promise<WatchlistRow[]> {
      return db.selectFrom('watchlists').selectAll().where('ownerUid', '=', ownerUid).orderBy('sortOrder').orderBy('createdAt').orderBy('id').execute();
    },

    async list(ownerUid: string, id: string): Promise<WatchlistRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.selectFrom('watchlists').selectAll().where('ownerUid', '=', ownerUid).where('id', '=', id).executeTakeFirst();
    },

    /** The entries of the owner's watchlists (all of them, or of `watchlistId`), in their order. */
    async entries(ownerUid: string, watchlistId?: string): Promise<WatchlistEntryRow[]> {
      let query = db.selectFrom('watchlistEntries').selectAll().where('ownerUid', '=', ownerUid);
      if (watchlistId !== undefined) query = query.where('watchlistId', '=', watchlistId);
      return query.orderBy('watchlistId').orderBy('sortOrder').orderBy('createdAt').orderBy('id').execute();
    },

    async entry(ownerUid: string, id: string): Promise<WatchlistEntryRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.selectFrom('watchlistEntries').selectAll().where('ownerUid', '=', ownerUid).where('id', '=', id).executeTakeFirst();
    },

    /**
     * The shared listing's name and dividend figures of each ticker that has one: the provider's
     * forward yield, else its trailing one. A ticker listed twice reads the listing with a profile.
     */
    async figures(symbols: readonly string[]): Promise<Map<string, WatchedFigures>> {
      const figures = new Map<string, WatchedFigures>();
      if (symbols.length === 0) return figures;
      const rows = await db
        .selectFrom('securities')
        .leftJoin('securityDividendProfiles', 'securityDividendProfiles.securityId', 'securities.id')
        .select(['securities.ticker', 'securities.name', 'securityDividendProfiles.forwardYield', 'securityDividendProfiles.trailingYield', 'securityDividendProfiles.payoutRatio', 'securityDividendProfiles.securityId as profiled'])
        .where('securities.ownerUid', 'is', null)
        .where('securities.ticker', 'in', [...new Set(symbols)])
        .execute();
      for (const row of rows) {
        if (figures.has(row.ticker) && row.profiled === null) continue;
        figures.set(row.ticker, { name: row.name, fwdDividendYield: row.forwardYield ?? row.trailingYield, payoutRatio: row.payoutRatio });
      }
      return figures;
    },

    async countLists(ownerUid: string): Promise<number> {
      const { count } = await db.selectFrom('watchlists').select((eb) => eb.fn.countAll<string>().as('count')).where('ownerUid', '=', ownerUid).executeTakeFirstOrThrow();
      return Number(count);
    },

    async insertList(ownerUid: string, name: string): Promise<WatchlistRow> {
      const { last } = await db.selectFrom('watchlists').select((eb) => eb.fn.max('sortOrder').as('last')).where('ownerUid', '=', ownerUid).executeTakeFirstOrThrow();
      return db
        .insertInto('watchlists')
        .values({ ownerUid, name, sortOrder: last === null ? 0 : Number(last) + 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async renameList(ownerUid: string, id: string, name: string): Promise<WatchlistRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.updateTable('watchlists').set({ name, updatedAt: new Date() }).where('ownerUid', '=', ownerUid).where('id', '=', id).returningAll().executeTakeFirst();
    },

    async deleteList(ownerUid: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const result = await db.deleteFrom('watchlists').where('ownerUid', '=', ownerUid).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Numbers the owner's watchlists 0, 1, 2… in the order of `ids` (all of theirs, checked by the caller). */
    async orderLists(ownerUid: string, ids: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [sortOrder, id] of ids.entries()) {
          await trx.updateTable('watchlists').set({ sortOrder, updatedAt: new Date() }).where('ownerUid', '=', ownerUid).where('id', '=', id).execute();
        }
      });
    },

    /**
     * Adds `symbol` at the end of the watchlist unless it is on it already or it holds `max`
     * entries. One transaction, with the watchlist's row locked, so two adds at once cannot pass
     * the limit together.
     */
    async addEntry(ownerUid: string, watchlistId: string, symbol: string, max: number): Promise<'added' | 'there' | 'full' | 'missing'> {
      return db.transaction().execute(async (trx) => {
        const locked = await trx.selectFrom('watchlists').select('id').where('ownerUid', '=', ownerUid).where('id', '=', watchlistId).forUpdate().executeTakeFirst();
        if (!locked) return 'missing';
        const { count, last, there } = await trx
          .selectFrom('watchlistEntries')
          .select((eb) => [
            eb.fn.countAll<string>().as('count'),
            eb.fn.max('sortOrder').as('last'),
            eb.fn.countAll<string>().filterWhere('symbol', '=', symbol).as('there'),
          ])
          .where('ownerUid', '=', ownerUid)
          .where('watchlistId', '=', watchlistId)
          .executeTakeFirstOrThrow();
        if (Number(there) > 0) return 'there';
        if (Number(count) >= max) return 'full';
        await trx
          .insertInto('watchlistEntries')
          .values({ watchlistId, ownerUid, symbol, sortOrder: last === null ? 0 : Number(last) + 1 })
          .execute();
        await trx.updateTable('watchlists').set({ updatedAt: new Date() }).where('id', '=', watchlistId).execute();
        return 'added';
      });
    },

    async setAlerts(ownerUid: string, id: string, patch: AlertsPatch): Promise<WatchlistEntryRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.updateTable('watchlistEntries').set({ ...patch, updatedAt: new Date() }).where('ownerUid', '=', ownerUid).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** Numbers the watchlist's entries 0, 1, 2… in the order of `ids` (all of them, checked by the caller). */
    async orderEntries(ownerUid: string, watchlistId: string, ids: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [sortOrder, id] of ids.entries()) {
          await trx.updateTable('watchlistEntries').set({ sortOrder, updatedAt: new Date() }).where('ownerUid', '=', ownerUid).where('watchlistId', '=', watchlistId).where('id', '=', id).execute();
        }
      });
    },

    async deleteEntry(ownerUid: string, id: string): Promise<WatchlistEntryRow | undefined> {
      if (!isUuid(id)) return undefined;
      return db.deleteFrom('watchlistEntries').where('ownerUid', '=', ownerUid).where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}

export type WatchlistsRepository = ReturnType<typeof createWatchlistsRepository>;
