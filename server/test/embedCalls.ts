// Calls of the embeds API for integration tests: the owner's calls with a Firebase token, and any
// call with an embed token (Authorization: Embed <token>), as the embed page sends it.
import { dataOf, type GraphQLBody } from './ledgerCalls';
import type { TestServer } from './testServer';

export const EMBED_FIELDS = '_id widgetName title config createdAt expiresAt revokedAt lastUsedAt';
export const USER_EMBEDS = `{ userEmbeds { ${EMBED_FIELDS} } }`;
export const CREATE_EMBED = `mutation ($input: EmbedInput!) { createEmbed(embedInput: $input) { token embed { ${EMBED_FIELDS} } } }`;
export const REVOKE_EMBED = `mutation ($id: ID!) { revokeEmbed(embed_Id: $id) { ${EMBED_FIELDS} } }`;
export const EMBEDDED_WIDGET = 'query ($name: String!) { embeddedWidget(widgetName: $name) { widgetName title config theme currency userLocale } }';

export interface EmbedOut {
  _id: string;
  widgetName: string;
  title: string;
  config: Record<string, unknown>;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export async function createEmbed(server: TestServer, ownerToken: string, input: Record<string, unknown>): Promise<{ token: string; embed: EmbedOut }> {
  return (await dataOf<{ createEmbed: { token: string; embed: EmbedOut } }>(server, ownerToken, CREATE_EMBED, { input })).createEmbed;
}

export async function listEmbeds(server: TestServer, ownerToken: string): Promise<EmbedOut[]> {
  return (await dataOf<{ userEmbeds: EmbedOut[] }>(server, ownerToken, USER_EMBEDS)).userEmbeds;
}

/** A call made the way the embed page makes it: no Firebase token, the embed token instead. */
export async function asEmbed<T = Record<string, unknown>>(
  server: TestServer,
  embedToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; body: GraphQLBody & { data?: T | null } }> {
  return server.graphql<T>(query, { variables, headers: { authorization: `Embed ${embedToken}` } });
}
