import type { Resolvers } from '../../generated/resolvers-types';
import { TRANSACTION_FIELDS } from './transactionFields';
import { requireReader, requireUser } from '../../graphql/context';
import { mapEvents } from '../../pubsub/pubsub';

export const transactionsResolvers: Resolvers = {
  Query: {
    async UserTransactions(_parent, { transaction_Ids }, context) {
      return context.services.transactions.list(requireUser(context), transaction_Ids);
    },
    async UserTransactionTable(_parent, _args, context) {
      const reader = requireReader(context, { field: 'UserTransactionTable' });
      return context.services.transactions.table(reader, reader.scope?.portfolio_Ids ?? []);
    },
  },
  Mutation: {
    async createTransaction(_parent, { transactionInput }, context) {
      return context.services.transactions.create(requireUser(context), transactionInput);
    },
    async updateTransactionStats(_parent, { transactionInput }, context) {
      return context.services.transactions.update(requireUser(context), transactionInput);
    },
    async deleteTransactions(_parent, { transaction_Ids }, context) {
      return context.services.transactions.delete(requireUser(context), transaction_Ids);
    },
    async fetchAdditionalData(_parent, { stockInputs }, context) {
      return context.services.transactions.fetchAdditionalData(requireUser(context), stockInputs);
    },
  },
  // Each field read from the row only when selected (a resolver's first argument is the row).
  Transaction: TRANSACTION_FIELDS,
  Subscription: {
    transactionPush: {
      subscribe: (_parent, _args, context) => mapEvents(context.services.pubsub.iterate(requireUser(context).uid, 'transactionPush'), (push) => ({ transactionPush: push })),
    },
  },
};
