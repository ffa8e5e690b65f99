import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { ownedRecordFields } from '../shared/ownedRecordFields';
import { toStock } from '../transactions/transactions.service';

export const portfoliosResolvers: Resolvers = {
  Query: {
    async PortfolioStockTransactions(_parent, { portfolio_Id }, context) {
      return context.services.portfolios.list(requireUser(context), portfolio_Id);
    },
  },
  Mutation: {
    async createPortfolio(_parent, { portfolioInput }, context) {
      return context.services.portfolios.create(requireUser(context), portfolioInput);
    },
    async createPortfolios(_parent, { portfolioInput }, context) {
      return context.services.portfolios.createMany(requireUser(context), portfolioInput);
    },
    async editPortfolio(_parent, { portfolio_Id, portfolioInput }, context) {
      return context.services.portfolios.edit(requireUser(context), portfolio_Id, portfolioInput);
    },
    async deletePortfolio(_parent, { portfolio_Id, confirm, cascade }, context) {
      return context.services.portfolios.delete(requireUser(context), portfolio_Id, confirm, cascade);
    },
  },
  Portfolio: {
    _id: ownedRecordFields._id,
    // The securities its transactions refer to (held now or before), by ticker.
    stocks: async (portfolio, _args, context) =>
      (await context.loaders.stocksByPortfolio.load({ ownerUid: portfolio.ownerUid, id: portfolio.id })).map(toStock),
  },
};
