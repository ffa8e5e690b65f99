// What every resolver receives: who is asking (verified by firebase-admin, never taken from the
// request body) or which embed link is reading, per-request DataLoaders, the services and a
// request-scoped logger.
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../auth/tokenVerifier';
import type { AnalyticsFilter } from '../generated/resolvers-types';
import { fieldOf, type DataSourceField as EmbedRootField } from '../../common/widgetDataSources';
import { filterHasScope, type EmbedScope } from '../modules/embeds/embedScope';
import type { EmbedGrant } from '../modules/embeds/embeds.service';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';
import { appError, unauthenticated } from '../kernel/errors';

export interface GraphQLContext {
  /** null for an embed request: every resolver that needs a user refuses it without knowing embeds exist. */
  viewer: Viewer | null;
  /** Set only for `Authorization: Embed <token>` requests (viewer is then null). */
  embed: EmbedGrant | null;
  services: Services;
  loaders: Loaders;
  log: FastifyBaseLogger;
  requestId: string;
}

type ContextArgs = Omit<GraphQLContext, 'loaders' | 'embed'> & { loaders?: Loaders; embed?: EmbedGrant | null };

export function buildContext(args: ContextArgs): GraphQLContext {
  return { ...args, embed: args.embed ?? null, loaders: args.loaders ?? createLoaders(args.services) };
}

export { createLoaders };

/** The signed-in (non-anonymous) user, or an UNAUTHENTICATED error: anonymous counts as signed out. */
export function requireUser(context: GraphQLContext): Viewer {
  const { viewer } = context;
  if (!viewer || viewer.isAnonymous) throw unauthenticated();
  return viewer;
}

/** The embed link reading this request; a signed-in user (or nobody) is refused. */
export function requireEmbed(context: GraphQLContext): EmbedGrant {
  if (!context.embed) throw unauthenticated('Only an embed link can read an embedded widget.');
  return context.embed;
}

export const EMBED_READS_ONLY_ITS_WIDGET = 'An embed can only read its widget\'s data.';
export const embedForbidden = () => appError('FORBIDDEN', EMBED_READS_ONLY_ITS_WIDGET);

/** Whose data a widget's read is about, and for an embed the scope it was given (null: the user's own). */
export interface Reader {
  uid: string;
  scope: EmbedScope | null;
}

type AnalyticsRootField = Exclude<EmbedRootField, 'UserTransactionTable'>;
export type WidgetRead = { field: 'UserTransactionTable' } | { field: AnalyticsRootField; filter: AnalyticsFilter | null | undefined };

/**
 * The reader of one of the widgets' shared queries: the signed-in user, or an embed whose widget
 * reads exactly this field, with an analytics filter of exactly its scope (dates may vary, the
 * currency may not). Anything else an embed asks is FORBIDDEN.
 */
export function requireReader(context: GraphQLContext, read: WidgetRead): Reader {
  const { embed } = context;
  if (!embed) return { uid: requireUser(context).uid, scope: null };
  if (fieldOf(embed.dataSource) !== read.field) throw embedForbidden();
  if ('filter' in read && !filterHasScope(read.filter, embed.scope)) throw embedForbidden();
  return { uid: embed.ownerUid, scope: embed.scope };
}
