// GraphQL over HTTP (graphql-yoga) and over WebSocket (graphql-ws), sharing one schema, one
// context factory, the operation limits (limits/) and the operation metrics.
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { Viewer, TokenVerifier } from '../auth/tokenVerifier';
import type { Metrics } from '../http/metrics';
import type { Services } from '../services';
import { buildContext, createLoaders, type GraphQLContext } from './context';
import { authenticate } from '../auth/authenticate';
import { operationLimits, type GraphQLLimits } from './limits/operationLimits';
import { responseCeiling } from './limits/responseCeiling';
import { hiddenSchema } from './limits/hiddenSchema';
import { embedOperations } from './embedOperations';
import { inputChecks } from '../kernel/inputChecks';
import { coalesceReads } from './coalesceReads';
import { trustedDocuments } from './trustedDocuments';
import { operationMetrics } from './operationMetrics';
import { rateLimitOperations } from './rateLimitOperations';
import type { OperationRateLimits } from '../http/rateLimit';
import { embedTokenOf } from '../modules/embeds/embedToken';

interface ServerContext {
  req?: FastifyRequest;
  reply?: FastifyReply;
  /** Set for WebSocket operations: verified once when the socket connected. */
  socketViewer?: Viewer | null;
  socketRequest?: IncomingMessage;
}

export interface YogaDeps {
  schema: GraphQLSchema;
  services: Services;
  verifier: TokenVerifier;
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** Tokens, depth, aliases, directives, cost and response size (GRAPHQL_MAX_*). */
  limits: GraphQLLimits;
  production: boolean;
  /** Per-user, per-embed and sign-in limits (http/rateLimit.ts); none when absent. */
  rateLimits?: OperationRateLimits;
  /** Only the manifest's operations run (TRUSTED_DOCUMENTS). */
  trustedDocuments: boolean;
}

export function createGraphQLServer(deps: YogaDeps) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: deps.schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL loads from a CDN; this product ships nothing from CDNs.
    graphiql: false,
    landingPage: false,
    // CORS is the HTTP layer's (server/http/cors.ts): yoga's default would reflect any origin.
    cors: false,
    maskedErrors: { isDev: !deps.production },
    logging: {
      debug: (...args) => deps.log.debug(args),
      info: (...args) => deps.log.info(args),
      warn: (...args) => deps.log.warn(args),
      error: (...args) => deps.log.error(args),
    },
    plugins: [
      // Works on the request's parameters, before any other plugin sees a document: one that is
      // not the app's own is refused unparsed.
      trustedDocuments({ enforced: deps.trustedDocuments }),
      // First: a refused embed operation runs nothing, not even the other plugins' execute hooks.
      embedOperations(),
      // After authentication (the context), before anything executes: counts the verified identity.
      ...(deps.rateLimits ? [rateLimitOperations(deps.rateLimits)] : []),
      // Parse, validate and (for a mutation's items) execute within the limits; the answer within its size.
      operationLimits(deps.limits),
      responseCeiling(deps.limits.maxResponseBytes),
      // Production: no introspection, no "Did you mean" naming fields to a client guessing at them.
      ...(deps.production ? [hiddenSchema()] : []),
      operationMetrics(deps.metrics),
      // Last, so a refused argument still counts in the metrics; it runs before any resolver.
      inputChecks(),
      // Around the execution itself: identical reads of one user in flight run once.
      coalesceReads(),
    ],
    context: async ({ req, socketViewer, socketRequest }) => {
      const loaders = createLoaders(deps.services);
      const requestId = req?.id ?? String(socketRequest?.headers['x-request-id'] ?? 'ws');
      const log = req?.log ?? deps.log;
      // An embed token is never a Firebase token: it reads one widget's data as its owner, with
      // no viewer (sockets refuse embed tokens when they connect, so socketViewer is never one).
      const embedToken = socketViewer === undefined ? embedTokenOf(req?.headers.authorization) : undefined;
      if (embedToken !== undefined) {
        const embed = await deps.services.embeds.authenticate(embedToken);
        return buildContext({ viewer: null, embed, services: deps.services, loaders, log, requestId });
      }
      // The revocation check loads the user's row through the request's loader, so resolvers
      // reading the same user do not query again.
      const viewer =
        socketViewer !== undefined
          ? socketViewer
          : await authenticate(deps.verifier, req?.headers.authorization, async (uid) => (await loaders.userByUid.load(uid))?.revokedAt ?? null);
      return buildContext({ viewer, services: deps.services, loaders, log, requestId });
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
