/**
 * The embed mutations with their cache rules: a created embed goes to the front of the
 * owner's list (newest first, like the server's order); a revoked one is updated in place by its id.
 */
import {
  UserEmbedsDocument,
  useCreateEmbedMutation,
  useRevokeEmbedMutation,
  type EmbedInput,
  type UserEmbedsQuery,
} from '../../generated/graphql';

export function useCreateEmbed() {
  const [createEmbed, state] = useCreateEmbedMutation();
  async function create(embedInput: EmbedInput) {
    const { data } = await createEmbed({
      variables: { embedInput },
      update(cache, { data: created, errors }) {
        // The list changes only when the response has no errors.
        if (!created || errors?.length) return;
        cache.updateQuery<UserEmbedsQuery>({ query: UserEmbedsDocument }, (list) =>
          list && !list.userEmbeds.some((embed) => embed._id === created.createEmbed.embed._id)
            ? { ...list, userEmbeds: [created.createEmbed.embed, ...list.userEmbeds] }
            : list,
        );
      },
    });
    return data!.createEmbed;
  }
  return [create, state] as const;
}

export function useRevokeEmbed() {
  const [revokeEmbed, state] = useRevokeEmbedMutation();
  async function revoke(embedId: string) {
    await revokeEmbed({ variables: { embed_Id: embedId } });
  }
  return [revoke, state] as const;
}
