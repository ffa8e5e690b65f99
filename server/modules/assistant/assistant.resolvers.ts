import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { mapEvents } from '../../pubsub/pubsub';

// Every field needs a signed-in user: an embed token or an anonymous visitor is refused before
// anything is read, stored or sent to the model.
export const assistantResolvers: Resolvers = {
  Query: {
    async assistantStatus(_parent, _args, context) {
      return context.services.assistant.status(requireUser(context));
    },
    async assistantConversations(_parent, _args, context) {
      return context.services.assistant.conversations(requireUser(context));
    },
    async assistantConversation(_parent, { conversation_Id }, context) {
      return context.services.assistant.conversation(requireUser(context), conversation_Id);
    },
  },
  Mutation: {
    async deleteAssistantConversation(_parent, { conversation_Id }, context) {
      return context.services.assistant.deleteConversation(requireUser(context), conversation_Id);
    },
  },
  Subscription: {
    askAssistant: {
      subscribe: async (_parent, { conversation_Id, prompt }, context) => {
        const answer = await context.services.assistant.ask(requireUser(context), conversation_Id, prompt);
        return mapEvents(answer, (event) => ({ askAssistant: event }));
      },
    },
  },
  AssistantConversation: {
    _id: (row) => row.id,
    createdAt: (row) => row.createdAt.toISOString(),
    updatedAt: (row) => row.updatedAt.toISOString(),
    tokensUsed: (row) => row.tokensUsed,
    messages: (row, _args, context) => context.loaders.assistantMessages.load({ ownerUid: requireUser(context).uid, id: row.id }),
  },
  AssistantMessage: {
    _id: (row) => row.id,
    createdAt: (row) => row.createdAt.toISOString(),
  },
};
