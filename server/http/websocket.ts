// graphql-ws on the same port and path as HTTP GraphQL, for the signed-in app's subscriptions.
// A socket is bounded in every way a client could stretch it:
// - it needs a valid token of a signed-in (non-anonymous) user, verified once when it connects
//   (connectionParams.authorization), and it closes when that token expires; graphql-ws clients
//   reconnect and read connectionParams again, so the app carries on with its refreshed token;
// - it stays tied to its session: when the user signs out of all devices, sockets opened with
//   older sessions close;
// - a user holds at most MAX_SOCKETS_PER_USER sockets, and at most MAX_PENDING_SOCKETS sockets
//   (server-wide) may wait to sign in, each for CONNECTION_INIT_TIMEOUT_MS at most;
// - it carries subscriptions only: queries and mutations go over HTTP, under its limits.
import type { Server } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import { authenticate, isRevoked } from '../auth/authenticate';
import { parseBearer, type TokenVerifier, type Viewer } from '../auth/tokenVerifier';
import type { GraphQLServer } from '../graphql/yoga';
import { appError } from '../kernel/errors';
import { embedTokenOf } from '../modules/embeds/embedToken';
import type { Services } from '../services';
import type { Metrics } from './metrics';
import type { OperationRateLimits } from './rateLimit';

/**
 * Why the server closes a socket. graphql-ws clients never retry 4401 (nothing changes until the
 * user signs in again); they retry 4403 (the token may have been refreshed meanwhile), 4419 and
 * 1013 with backoff, calling connectionParams again for the current token each time.
 */
export const SOCKET_CLOSE = {
  /** No token, or an anonymous user's: subscriptions are for signed-in users. */
  signInRequired: { code: 4401, reason: 'Sign in required' },
  /** The user signed out of all devices after this socket's session began. */
  sessionRevoked: { code: 4401, reason: 'Session revoked' },
  /** A token that does not verify, or an embed token (graphql-ws's own Forbidden). */
  forbidden: { code: 4403, reason: 'Forbidden' },
  /** The token the socket connected with expired: reconnect with a fresh one. */
  tokenExpired: { code: 4419, reason: 'Token expired' },
  /** This user already holds the most sockets allowed. */
  tooManyForUser: { code: 1013, reason: 'Too many open connections for this user' },
  /** Too many sockets are waiting to sign in. */
  tooManyPending: { code: 1013, reason: 'Too many connections waiting to sign in' },
  /** This address has had too many tokens refused lately (over HTTP or WebSocket). */
  tooManyRefusedTokens: { code: 1013, reason: 'Too many refused tokens from this address; try again later' },
} as const;

export const MAX_SOCKETS_PER_USER = 10;
export const MAX_PENDING_SOCKETS = 200;
/** How long a socket may stay open before its connection_init (graphql-ws closes it with 4408). */
export const CONNECTION_INIT_TIMEOUT_MS = 3_000;
/** Time for the revocation event itself to reach the client before its socket closes. */
const CLOSE_AFTER_REVOCATION_MS = 500;
/** setTimeout's largest delay; a token never lives that long, but its exp is the client's word until verified. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type SocketExtra = {
  viewer?: Viewer;
  /** The user this socket counts against, once accepted. */
  countedFor?: string;
  stopWatching?: () => void;
  expiryTimer?: NodeJS.Timeout;
};

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

export const SUBSCRIPTIONS_ONLY = 'Only subscriptions are sent over the WebSocket; send queries and mutations over HTTP.';

/** The exp claim (ms since epoch) of a token firebase-admin has just verified, so its payload can be read as is. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function attachWebSocket(options: {
  server: Server;
  yoga: GraphQLServer;
  verifier: TokenVerifier;
  services: Services;
  metrics: Metrics;
  maxPayload: number;
  /**
   * The refused-token limit per address, shared with HTTP: the handshake is not a Fastify request,
   * so it reports its refusals here itself. Left out behind a trusted proxy, where the socket's
   * address is the proxy's and would block every client at once.
   */
  refusedTokens?: Pick<OperationRateLimits, 'authFailed' | 'authBlocked'>;
}) {
  const { services } = options;
  const revokedAtOf = async (uid: string) => (await services.users.findByUids([uid]))[0]?.revokedAt ?? null;
  const socketsPerUser = new Map<string, number>();
  const pending = new Set<WebSocket>();
  const wss = new WebSocketServer({ server: options.server, path: '/graphql', maxPayload: options.maxPayload });
  const close = (socket: WebSocket, { code, reason }: { code: number; reason: string }) => socket.close(code, reason);
  /** Gives a closed socket's place back, once (its own close event, or graphql-ws's onClose). */
  const release = (extra: SocketExtra) => {
    clearTimeout(extra.expiryTimer);
    extra.stopWatching?.();
    extra.stopWatching = undefined;
    const uid = extra.countedFor;
    if (uid === undefined) return;
    extra.countedFor = undefined;
    const open = (socketsPerUser.get(uid) ?? 1) - 1;
    if (open > 0) socketsPerUser.set(uid, open);
    else socketsPerUser.delete(uid);
  };

  // Registered before graphql-ws's own handler, so a socket over the bound is closed before it
  // is given any state.
  wss.on('connection', (socket) => {
    options.metrics.websocketConnections.inc();
    socket.once('close', () => {
      options.metrics.websocketConnections.dec();
      pending.delete(socket);
    });
    if (pending.size >= MAX_PENDING_SOCKETS) close(socket, SOCKET_CLOSE.tooManyPending);
    else pending.add(socket);
  });

  const disposable = useServer<Record<string, unknown>, SocketExtra>(
    {
      connectionInitWaitTimeout: CONNECTION_INIT_TIMEOUT_MS,
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onConnect: async (ctx) => {
        const { socket } = ctx.extra;
        const address = ctx.extra.request.socket.remoteAddress ?? null;
        try {
          if (address !== null && options.refusedTokens?.authBlocked(address) != null) {
            close(socket, SOCKET_CLOSE.tooManyRefusedTokens);
            return false;
          }
          const param = ctx.connectionParams?.authorization;
          const header = typeof param === 'string' ? param : '';
          // Subscriptions are the signed-in app's; an embed only reads its widget over HTTP.
          if (embedTokenOf(header) !== undefined) return false;
          let viewer: Viewer | null;
          try {
            viewer = await authenticate(options.verifier, header, revokedAtOf);
          } catch {
            if (address !== null) options.refusedTokens?.authFailed(address);
            return false; // graphql-ws closes it with 4403
          }
          if (!viewer || viewer.isAnonymous) {
            close(socket, SOCKET_CLOSE.signInRequired);
            return false;
          }
          // Closed by the client while its token was checked: onClose has already run.
          if (socket.readyState !== WebSocket.OPEN) return false;
          const open = socketsPerUser.get(viewer.uid) ?? 0;
          if (open >= MAX_SOCKETS_PER_USER) {
            close(socket, SOCKET_CLOSE.tooManyForUser);
            return false;
          }
          socketsPerUser.set(viewer.uid, open + 1);
          ctx.extra.countedFor = viewer.uid;
          // On the socket itself: graphql-ws's onClose runs only once every subscription's
          // return() has settled, so one that hangs would hold the user's place for good.
          socket.once('close', () => release(ctx.extra));
          ctx.extra.viewer = viewer;
          const expiresAt = tokenExpiresAt(parseBearer(header) ?? '');
          if (expiresAt !== null) {
            const delay = Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS);
            ctx.extra.expiryTimer = setTimeout(() => close(socket, SOCKET_CLOSE.tokenExpired), delay).unref();
          }
          const signedIn = viewer;
          ctx.extra.stopWatching = services.pubsub.on(viewer.uid, 'revocation', ({ revokedAt }) => {
            if (!isRevoked(signedIn, new Date(revokedAt))) return;
            setTimeout(() => close(socket, SOCKET_CLOSE.sessionRevoked), CLOSE_AFTER_REVOCATION_MS).unref();
          });
          return true;
        } finally {
          pending.delete(socket);
        }
      },
      onClose: (ctx) => release(ctx.extra),
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = options.yoga.getEnveloped({
          socketViewer: ctx.extra.viewer ?? null,
          socketRequest: ctx.extra.request,
        });
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          // A syntax error (or a limit the parser enforces) is the operation's error, not the socket's.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(schema, document);
        if (errors.length) return errors;
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
          return [appError('BAD_REQUEST', SUBSCRIPTIONS_ONLY)];
        }
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        } satisfies ExecutionArgs;
      },
    },
    wss,
  );
  return {
    async close() {
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
