import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';

export const quotesResolvers: Resolvers = {
  Query: {
    async manualPrices(_parent, { stock_Id }, context) {
      return context.services.manualQuotes.prices(requireUser(context), stock_Id);
    },
    async manualFxRates(_parent, { base, quote }, context) {
      return context.services.manualQuotes.rates(requireUser(context), base, quote);
    },
  },
  Mutation: {
    async setManualPrices(_parent, { stock_Id, prices }, context) {
      return context.services.manualQuotes.setPrices(requireUser(context), stock_Id, prices);
    },
    async deleteManualPrices(_parent, { stock_Id, dates }, context) {
      return context.services.manualQuotes.deletePrices(requireUser(context), stock_Id, dates);
    },
    async setManualFxRates(_parent, { base, quote, rates }, context) {
      return context.services.manualQuotes.setRates(requireUser(context), base, quote, rates);
    },
    async deleteManualFxRates(_parent, { base, quote, dates }, context) {
      return context.services.manualQuotes.deleteRates(requireUser(context), base, quote, dates);
    },
  },
};
