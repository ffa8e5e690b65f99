// graphql-ws on the same port and path as HTTP GraphQL. The token is verified once when the
// socket connects (connectionParams.authorization); a bad token closes the socket (4403).
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import type { TokenVerifier, Viewer } from '../auth/tokenVerifier';
import type { GraphQLServer } from '../graphql/yoga';
import type { Metrics } from './metrics';

type SocketExtra = {
  viewer?: Viewer | null;
};

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

export function attachWebSocket(options: {
  server: Server;
  yoga: GraphQLServer;
  verifier: TokenVerifier;
  metrics: Metrics;
  maxPayload: number;
}) {
  const wss = new WebSocketServer({ server: options.server, path: '/graphql', maxPayload: options.maxPayload });
  const disposable = useServer<Record<string, unknown>, SocketExtra>(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onConnect: async (ctx) => {
        const header = ctx.connectionParams?.authorization;
        try {
          ctx.extra.viewer = await options.verifier.verifyAuthorization(typeof header === 'string' ? header : null);
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = options.yoga.getEnveloped({
          socketViewer: ctx.extra.viewer ?? null,
          socketRequest: ctx.extra.request,
        });
        const args: ExecutionArgs = {
          schema,
          operationName: payload.operationName,
          document: parse(payload.query),
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );
  wss.on('connection', (socket) => {
    options.metrics.websocketConnections.inc();
    socket.once('close', () => options.metrics.websocketConnections.dec());
  });
  return {
    async close() {
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
