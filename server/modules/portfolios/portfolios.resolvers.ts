import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { ownedRecordFields } from '../shared/ownedRecordFields';

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
    async deletePortfolio(_parent, { portfolio_Id, confirm }, context) {
      return context.services.portfolios.delete(requireUser(context), portfolio_Id, confirm);
    },
  },
  Portfolio: {
    _id: ownedRecordFields._id,
    // Securities and transactions do not exist yet, so no portfolio holds a stock; the holdings
    // query replaces this when they land.
    stocks: () => [],
  },
};
