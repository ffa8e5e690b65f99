import type { EmbeddedWidget, Resolvers } from '../../generated/resolvers-types';
import { requireEmbed, requireUser } from '../../graphql/context';
import { appError } from '../../kernel/errors';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const embedsResolvers: Resolvers = {
  Query: {
    async userEmbeds(_parent, _args, context) {
      return context.services.embeds.list(requireUser(context));
    },
    async embeddedWidget(_parent, { widgetName }, context) {
      const embed = requireEmbed(context);
      if (widgetName !== embed.widgetName) throw appError('FORBIDDEN', 'This embed is for another widget.');
      // The users row exists: embeds reference it and go with it when the account is deleted.
      const owner = (await context.loaders.userByUid.load(embed.ownerUid))!;
      return {
        widgetName: embed.widgetName,
        title: embed.title,
        config: embed.config,
        theme: owner.theme as EmbeddedWidget['theme'],
        currency: owner.currency as EmbeddedWidget['currency'],
        userLocale: owner.userLocale,
      };
    },
  },
  Mutation: {
    async createEmbed(_parent, { embedInput }, context) {
      return context.services.embeds.create(requireUser(context), embedInput);
    },
    async revokeEmbed(_parent, { embed_Id }, context) {
      return context.services.embeds.revoke(requireUser(context), embed_Id);
    },
  },
  Embed: {
    _id: (row) => row.id,
    createdAt: (row) => row.createdAt.toISOString(),
    expiresAt: (row) => iso(row.expiresAt),
    revokedAt: (row) => iso(row.revokedAt),
    lastUsedAt: (row) => iso(row.lastUsedAt),
  },
};
