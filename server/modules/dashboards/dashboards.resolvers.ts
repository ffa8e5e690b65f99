import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { ownedRecordFields } from '../shared/ownedRecordFields';

export const dashboardsResolvers: Resolvers = {
  Query: {
    async userDashboards(_parent, _args, context) {
      return context.services.dashboards.list(requireUser(context));
    },
  },
  Mutation: {
    async createDashboard(_parent, { dashboardInput }, context) {
      return context.services.dashboards.create(requireUser(context), dashboardInput);
    },
    async createDashboards(_parent, { dashboardInput }, context) {
      return context.services.dashboards.createMany(requireUser(context), dashboardInput);
    },
    async editDashboard(_parent, { dashboardInput }, context) {
      return context.services.dashboards.edit(requireUser(context), dashboardInput);
    },
    async deleteDashboard(_parent, { dashboard_Id }, context) {
      return context.services.dashboards.delete(requireUser(context), dashboard_Id);
    },
  },
  Dashboard: {
    _id: ownedRecordFields._id,
  },
};
