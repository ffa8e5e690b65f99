// What every resolver receives: who is asking (verified by firebase-admin, never taken from the
// request body), per-request DataLoaders, the services and a request-scoped logger.
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../auth/tokenVerifier';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';
import { unauthenticated } from './errors';

export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  log: FastifyBaseLogger;
  requestId: string;
}

export function buildContext(args: Omit<GraphQLContext, 'loaders'> & { loaders?: Loaders }): GraphQLContext {
  return { ...args, loaders: args.loaders ?? createLoaders(args.services) };
}

export { createLoaders };

/** The signed-in (non-anonymous) user, or an UNAUTHENTICATED error: anonymous counts as signed out. */
export function requireUser(context: GraphQLContext): Viewer {
  const { viewer } = context;
  if (!viewer || viewer.isAnonymous) throw unauthenticated();
  return viewer;
}
