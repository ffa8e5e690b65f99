// graphql-ws on the same port and path as HTTP GraphQL. The token is verified once when the
// socket connects (connectionParams.authorization); a bad or revoked token closes it (4403).
// A socket stays tied to its session: when the user signs out of all devices, sockets opened
// with older sessions are closed (4401), so an old token cannot keep a live channel.
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import { authenticate, isRevoked } from '../auth/authenticate';
import type { TokenVerifier, Viewer } from '../auth/tokenVerifier';
import type { GraphQLServer } from '../graphql/yoga';
import { embedTokenOf } from '../modules/embeds/embedToken';
import type { Services } from '../services';
import type { Metrics } from './metrics';

type SocketExtra = {
  viewer?: Viewer | null;
  stopWatching?: () => void;
};

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

/** Time for the revocation event itself to reach the client before its socket closes. */
const CLOSE_AFTER_REVOCATION_MS = 500;

export function attachWebSocket(options: {
  server: Server;
  yoga: GraphQLServer;
  verifier: TokenVerifier;
  services: Services;
  metrics: Metrics;
  maxPayload: number;
}) {
  const { services } = options;
  const revokedAtOf = async (uid: string) => (await services.users.findByUids([uid]))[0]?.revokedAt ?? null;
  const wss = new WebSocketServer({ server: options.server, path: '/graphql', maxPayload: options.maxPayload });
  const disposable = useServer<Record<string, unknown>, SocketExtra>(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onConnect: async (ctx) => {
        const header = ctx.connectionParams?.authorization;
        // Subscriptions are the signed-in app's; an embed only reads its widget over HTTP.
        if (typeof header === 'string' && embedTokenOf(header) !== undefined) return false;
        let viewer: Viewer | null;
        try {
          viewer = await authenticate(options.verifier, typeof header === 'string' ? header : null, revokedAtOf);
        } catch {
          return false;
        }
        ctx.extra.viewer = viewer;
        if (viewer) {
          ctx.extra.stopWatching = services.pubsub.on(viewer.uid, 'revocation', ({ revokedAt }) => {
            if (!isRevoked(viewer, new Date(revokedAt))) return;
            setTimeout(() => ctx.extra.socket.close(4401, 'Session revoked'), CLOSE_AFTER_REVOCATION_MS).unref();
          });
        }
        return true;
      },
      onClose: (ctx) => ctx.extra.stopWatching?.(),
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
