import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { toCorporateAction } from './corporateActions.service';

export const corporateActionsResolvers: Resolvers = {
  Query: {
    async pendingCorporateActions(_parent, { portfolio_Id, stock_Id }, context) {
      const pending = await context.services.corporateActions.pending(requireUser(context), { portfolioId: portfolio_Id ?? null, securityId: stock_Id ?? null });
      return pending.map(toCorporateAction);
    },
  },
  Mutation: {
    async acceptCorporateActions(_parent, { action_Ids }, context) {
      return context.services.corporateActions.accept(requireUser(context), action_Ids);
    },
    async dismissCorporateActions(_parent, { action_Ids }, context) {
      return context.services.corporateActions.dismiss(requireUser(context), action_Ids);
    },
  },
};
