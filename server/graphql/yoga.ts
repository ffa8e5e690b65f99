// GraphQL over HTTP (graphql-yoga) and over WebSocket (graphql-ws), sharing one schema, one
// context factory, the depth limit and the operation metrics.
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { ValidationRule } from 'graphql';
import type { Viewer, TokenVerifier } from '../auth/tokenVerifier';
import type { Metrics } from '../http/metrics';
import type { Services } from '../services';
import { buildContext, createLoaders, type GraphQLContext } from './context';
import { authenticate } from '../auth/authenticate';
import { depthLimitRule } from './depthLimit';
import { embedOperations } from './embedOperations';
import { operationMetrics } from './operationMetrics';
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
  maxDepth: number;
  production: boolean;
}

function depthLimit(maxDepth: number): Plugin {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: ValidationRule) => void }) {
      addValidationRule(depthLimitRule(maxDepth));
    },
  };
}

export function createGraphQLServer(deps: YogaDeps) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: deps.schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL loads from a CDN; this product ships nothing from CDNs.
    graphiql: false,
    landingPage: false,
    maskedErrors: { isDev: !deps.production },
    logging: {
      debug: (...args) => deps.log.debug(args),
      info: (...args) => deps.log.info(args),
      warn: (...args) => deps.log.warn(args),
      error: (...args) => deps.log.error(args),
    },
    plugins: [
      // First: a refused embed operation runs nothing, not even the other plugins' execute hooks.
      embedOperations(),
      depthLimit(deps.maxDepth),
      operationMetrics(deps.metrics),
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
