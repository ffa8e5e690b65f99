import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { ownedRecordFields } from '../shared/ownedRecordFields';

export const brokersResolvers: Resolvers = {
  Query: {
    async UserBrokerAccount(_parent, { broker_Id }, context) {
      return context.services.brokers.list(requireUser(context), broker_Id);
    },
  },
  Mutation: {
    async createBroker(_parent, { brokerInput }, context) {
      return context.services.brokers.create(requireUser(context), brokerInput);
    },
    async createBrokers(_parent, { brokerInput }, context) {
      return context.services.brokers.createMany(requireUser(context), brokerInput);
    },
    async editBroker(_parent, { broker_Id, brokerInput }, context) {
      return context.services.brokers.edit(requireUser(context), broker_Id, brokerInput);
    },
    async deleteBroker(_parent, { broker_Id, confirm, cascade }, context) {
      return context.services.brokers.delete(requireUser(context), broker_Id, confirm, cascade);
    },
    async addAccountToBroker(_parent, { accountInput }, context) {
      return context.services.brokers.addAccount(requireUser(context), accountInput);
    },
    async editAccount(_parent, { account_Id, accountInput }, context) {
      return context.services.brokers.editAccount(requireUser(context), account_Id, accountInput);
    },
    async deleteAccount(_parent, { broker_Id, account_Ids, confirm, cascade }, context) {
      return context.services.brokers.deleteAccounts(requireUser(context), broker_Id, account_Ids, confirm, cascade);
    },
  },
  Broker: {
    ...ownedRecordFields,
    accounts: (broker, _args, context) => context.loaders.accountsByBroker.load({ ownerUid: broker.ownerUid, id: broker.id }),
  },
  Account: ownedRecordFields,
};
