import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';

export const importsResolvers: Resolvers = {
  Mutation: {
    async stageImport(_parent, { importId, rows }, context) {
      return context.services.imports.stage(requireUser(context), importId, rows);
    },
    async commitImport(_parent, { importId, portfolio_Id, account_Id, excludeRows, dryRun }, context) {
      return context.services.imports.commit(requireUser(context), { importId, portfolioId: portfolio_Id, accountId: account_Id, excludeRows, dryRun });
    },
    async discardImport(_parent, { importId }, context) {
      return context.services.imports.discard(requireUser(context), importId);
    },
  },
};
