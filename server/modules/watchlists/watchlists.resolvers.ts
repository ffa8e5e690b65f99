import type { Resolvers } from '../../generated/resolvers-types';
import { embedForbidden, requireUser } from '../../graphql/context';
import { fieldOf } from '../../../common/widgetDataSources';

export const watchlistsResolvers: Resolvers = {
  Query: {
    async userWatchlists(_parent, _args, context) {
      const { embed } = context;
      if (!embed) return context.services.watchlists.list(requireUser(context));
      // An embedded watchlist shows the one list its owner chose (the first when none), never the others.
      if (fieldOf(embed.dataSource) !== 'userWatchlists') throw embedForbidden();
      const lists = await context.services.watchlists.list({ uid: embed.ownerUid });
      const chosen = typeof embed.config['selectedWatchlist'] === 'string' ? embed.config['selectedWatchlist'] : '';
      const shown = chosen ? lists.find((list) => list._id === chosen) : lists[0];
      return shown ? [shown] : [];
    },
  },
  Mutation: {
    async createWatchlist(_parent, { name }, context) {
      return context.services.watchlists.create(requireUser(context), name);
    },
    async renameWatchlist(_parent, { watchlist_Id, name }, context) {
      return context.services.watchlists.rename(requireUser(context), watchlist_Id, name);
    },
    async reorderWatchlists(_parent, { watchlist_Ids }, context) {
      return context.services.watchlists.reorder(requireUser(context), watchlist_Ids);
    },
    async deleteWatchlist(_parent, { watchlist_Id }, context) {
      return context.services.watchlists.delete(requireUser(context), watchlist_Id);
    },
    async addWatchlistEntry(_parent, { watchlist_Id, symbol }, context) {
      return context.services.watchlists.addEntry(requireUser(context), watchlist_Id, symbol);
    },
    async setWatchlistAlerts(_parent, { entry_Id, alerts }, context) {
      return context.services.watchlists.setAlerts(requireUser(context), entry_Id, alerts);
    },
    async reorderWatchlistEntries(_parent, { watchlist_Id, entry_Ids }, context) {
      return context.services.watchlists.reorderEntries(requireUser(context), watchlist_Id, entry_Ids);
    },
    async removeWatchlistEntry(_parent, { entry_Id }, context) {
      return context.services.watchlists.removeEntry(requireUser(context), entry_Id);
    },
  },
};
