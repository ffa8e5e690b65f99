// Cross-origin calls to /graphql, only from the origins in ALLOWED_ORIGINS (none by default).
// The app, and the embed page inside other websites' frames, call /graphql from our own origin,
// which needs no CORS. Any other origin, `null` included (sandboxed frames, file: pages), gets no
// CORS header at all, so a browser neither lets its page read an answer nor sends a preflighted
// request. Every other route answers no origin.
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Nowhere by default: a route opts in with `config: { cors: graphqlCors(...) }`. */
export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, { origin: false });
}

export function graphqlCors(allowedOrigins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(allowedOrigins);
  return {
    // A boolean, never a list: for a refused origin @fastify/cors then adds no header at all
    // (with a list it would still send Access-Control-Allow-Credentials).
    origin: (origin, callback) => callback(null, origin !== undefined && origin !== 'null' && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  };
}
