import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { mapEvents } from '../../pubsub/pubsub';

export const notificationsResolvers: Resolvers = {
  Query: {
    async userNotifications(_parent, args, context) {
      return context.services.notifications.page(requireUser(context), args);
    },
    async notificationSettings(_parent, _args, context) {
      return context.services.notifications.settings(requireUser(context));
    },
  },
  Mutation: {
    async markNotificationsRead(_parent, { notification_Ids }, context) {
      return context.services.notifications.markRead(requireUser(context), notification_Ids);
    },
    async markAllNotificationsRead(_parent, _args, context) {
      return context.services.notifications.markAllRead(requireUser(context));
    },
    async setNotificationSettings(_parent, { input }, context) {
      return context.services.notifications.setSettings(requireUser(context), input);
    },
    async subscribePush(_parent, { input }, context) {
      return context.services.pushSubscriptions.subscribe(requireUser(context), input);
    },
    async unsubscribePush(_parent, { endpoint }, context) {
      return context.services.pushSubscriptions.unsubscribe(requireUser(context), endpoint);
    },
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_parent, _args, context) => mapEvents(context.services.pubsub.iterate(requireUser(context).uid, 'notificationAdded'), (added) => ({ notificationAdded: added })),
    },
  },
};
