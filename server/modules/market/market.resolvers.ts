import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';

export const marketResolvers: Resolvers = {
  Query: {
    marketDataStatus(_parent, _args, context) {
      requireUser(context);
      const health = context.services.market.data.health();
      return {
        mode: health.mode,
        simulated: health.mode === 'simulated',
        reason: health.reason,
        providers: health.providers,
        failing: Object.entries(health.failing).map(([name, reason]) => `${name}: ${reason}`),
      };
    },
  },
};
