// Rate limits, counted per minute in this process's memory (several servers behind one database
// each count their own; see README). Two layers:
// - per client address on every HTTP route, in onRequest before any parsing (@fastify/rate-limit):
//   the web app's files under /app have their own, larger budget; an address whose tokens were
//   refused too often (sign-in or embed tokens guessed) is refused on the API until its minute ends;
// - per verified identity on GraphQL operations, after authentication (graphql/rateLimitOperations.ts):
//   a signed-in user's uid or an embed link's id, never what an unverified token claims, so nobody
//   can spend another's budget; and sign-ins (auditUser) per address.
// A refusal is HTTP 429 with Retry-After; on /graphql its body is GraphQL's error shape with
// extensions { code: 'RATE_LIMITED', retryAfterSeconds }.
import rateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Config } from '../config';
import { errorBody } from '../kernel/errors';

/** Every limit counts requests in a fixed window of one minute. */
export const RATE_WINDOW_MS = 60_000;
/** Keys each counter remembers; past it the least recently counted are forgotten (they start afresh). */
const KEYS_KEPT = 100_000;

/** Per minute; 0 is no limit. */
export interface RateLimitSettings {
  perIp: number;
  staticPerIp: number;
  perUser: number;
  perEmbed: number;
  authFailures: number;
  signIns: number;
}

/**
 * Far above what the app does: a dashboard of 21 widgets is about 25 GraphQL requests and a cold
 * load of the app about 60 files; an office behind one address is several users at once.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = { perIp: 1200, staticPerIp: 6000, perUser: 600, perEmbed: 600, authFailures: 30, signIns: 60 };

type RateLimitConfig = Pick<
  Config,
  'NODE_ENV' | 'RATE_LIMIT_PER_IP' | 'RATE_LIMIT_STATIC_PER_IP' | 'RATE_LIMIT_PER_USER' | 'RATE_LIMIT_PER_EMBED' | 'RATE_LIMIT_AUTH_FAILURES' | 'RATE_LIMIT_SIGN_INS'
>;

/**
 * The limits in force: the settings given, else the defaults; under NODE_ENV=test an unset limit
 * is off, so the test suites, the browser journeys and the benches (one address, thousands of
 * requests, many sign-ins) never meet one unless they ask for it.
 */
export function rateLimitSettings(config: RateLimitConfig): RateLimitSettings {
  const pick = (value: number | undefined, fallback: number) => value ?? (config.NODE_ENV === 'test' ? 0 : fallback);
  return {
    perIp: pick(config.RATE_LIMIT_PER_IP, DEFAULT_RATE_LIMITS.perIp),
    staticPerIp: pick(config.RATE_LIMIT_STATIC_PER_IP, DEFAULT_RATE_LIMITS.staticPerIp),
    perUser: pick(config.RATE_LIMIT_PER_USER, DEFAULT_RATE_LIMITS.perUser),
    perEmbed: pick(config.RATE_LIMIT_PER_EMBED, DEFAULT_RATE_LIMITS.perEmbed),
    authFailures: pick(config.RATE_LIMIT_AUTH_FAILURES, DEFAULT_RATE_LIMITS.authFailures),
    signIns: pick(config.RATE_LIMIT_SIGN_INS, DEFAULT_RATE_LIMITS.signIns),
  };
}

/** One address per client; an IPv6 client is its /64, which one machine usually holds whole. */
export const clientKey = (address: string): string => normalizeIP(address, 64);

/**
 * A fixed one-minute window per key, the same counting as @fastify/rate-limit's in-memory store,
 * for keys that are not a request's address (a uid, an embed id) and for calls without a Fastify
 * request (GraphQL over WebSocket).
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly max: number,
    private readonly windowMs = RATE_WINDOW_MS,
    private readonly keysKept = KEYS_KEPT,
  ) {}

  /** Counts one; the whole seconds to wait when this one is over the limit, else null. */
  hit(key: string, now = Date.now()): number | null {
    const window = this.current(key, now);
    window.count += 1;
    return window.count > this.max ? secondsUntil(window.endsAt, now) : null;
  }

  /** Without counting: the whole seconds to wait when the limit is already used up, else null. */
  blocked(key: string, now = Date.now()): number | null {
    const window = this.windows.get(key);
    return window && window.endsAt > now && window.count >= this.max ? secondsUntil(window.endsAt, now) : null;
  }

  private current(key: string, now: number): { count: number; endsAt: number } {
    const known = this.windows.get(key);
    // Deleted and set again, so the map's order stays least recently counted first.
    if (known) this.windows.delete(key);
    const window = known && known.endsAt > now ? known : { count: 0, endsAt: now + this.windowMs };
    this.windows.set(key, window);
    if (this.windows.size > this.keysKept) this.windows.delete(this.windows.keys().next().value!);
    return window;
  }
}

const secondsUntil = (endsAt: number, now: number) => Math.max(1, Math.ceil((endsAt - now) / 1000));

const counter = (max: number) => (max > 0 ? new WindowCounter(max) : null);

const inSeconds = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

export const RATE_LIMIT_MESSAGES = {
  address: (seconds: number) => `Too many requests from this address; try again in ${inSeconds(seconds)}.`,
  authFailures: (seconds: number) => `Too many refused sign-in or embed tokens from this address; try again in ${inSeconds(seconds)}.`,
  user: (seconds: number) => `Too many requests; try again in ${inSeconds(seconds)}.`,
  embed: (seconds: number) => `This embedded widget is asked for too often; try again in ${inSeconds(seconds)}.`,
  signIns: (seconds: number) => `Too many sign-ins from this address; try again in ${inSeconds(seconds)}.`,
};

/** A refused GraphQL operation: HTTP 429 with Retry-After; over a WebSocket, the error alone. */
export function rateLimitedError(message: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds, http: { status: 429, headers: { 'retry-after': String(retryAfterSeconds) } } },
  });
}

/** Who a GraphQL operation is from, as authentication verified it. */
export interface OperationSource {
  /** The client's address (already as the request or socket gives it). */
  address: string | null;
  uid: string | null;
  embedId: string | null;
  /** The operation signs in (auditUser). */
  signIn: boolean;
}

export interface OperationRateLimits {
  /** Counts the operation against its user or embed (and a sign-in against its address): the refusal, or null. */
  refusal(source: OperationSource): GraphQLError | null;
  /** Counts a refused token from this address (the WebSocket handshake reports its refusals here). */
  authFailed(address: string): void;
  /** Whether this address has had too many tokens refused: the seconds to wait, else null. */
  authBlocked(address: string): number | null;
}

/** The web app's files: their own budget, as a cold load fetches dozens of them at once. */
const isAppFile = (url: string) => url === '/app' || url.startsWith('/app/') || url.startsWith('/app?');

function refuse(req: FastifyRequest, reply: FastifyReply, message: string, retryAfterSeconds: number) {
  reply.code(429).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  return req.url.startsWith('/graphql')
    ? reply.send(errorBody('RATE_LIMITED', message, { retryAfterSeconds }))
    : reply.send({ message, retryAfterSeconds });
}

/**
 * Registers the per-address limits on every route (the 404 answer included) and returns the
 * per-identity limits GraphQL applies after authentication. Register before the routes.
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<OperationRateLimits> {
  // global: false: the plugin would hook only the routes declared after it, never the 404 answer;
  // one onRequest hook of this app counts every request instead, through the plugin's limiters.
  await app.register(rateLimit, { global: false });
  const addressLimit = (max: number) => {
    if (max === 0) return null;
    const options: CreateRateLimitOptions & { cache: number } = { max, timeWindow: RATE_WINDOW_MS, keyGenerator: (req) => clientKey(req.ip), cache: KEYS_KEPT };
    return app.createRateLimit(options);
  };
  const api = addressLimit(settings.perIp);
  const files = addressLimit(settings.staticPerIp);
  const failures = counter(settings.authFailures);
  const users = counter(settings.perUser);
  const embeds = counter(settings.perEmbed);
  const signIns = counter(settings.signIns);

  app.addHook('onRequest', async (req, reply) => {
    const appFile = isAppFile(req.url);
    const limit = appFile ? files : api;
    if (limit) {
      const verdict = await limit(req);
      if (!verdict.isAllowed && verdict.isExceeded) return refuse(req, reply, RATE_LIMIT_MESSAGES.address(verdict.ttlInSeconds), Math.max(1, verdict.ttlInSeconds));
    }
    const blocked = appFile ? null : (failures?.blocked(clientKey(req.ip)) ?? null);
    if (blocked !== null) return refuse(req, reply, RATE_LIMIT_MESSAGES.authFailures(blocked), blocked);
  });
  // 401 is the answer to a refused token only (a bad, expired or revoked Firebase token, an unknown,
  // revoked or expired embed token), so counting it here sees every such refusal.
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode === 401) failures?.hit(clientKey(req.ip));
  });

  return {
    refusal({ address, uid, embedId, signIn }) {
      const key = address === null ? null : clientKey(address);
      if (signIn && key !== null && signIns) {
        const wait = signIns.hit(key);
        if (wait !== null) return rateLimitedError(RATE_LIMIT_MESSAGES.signIns(wait), wait);
      }
      const wait = uid !== null ? (users?.hit(uid) ?? null) : embedId !== null ? (embeds?.hit(embedId) ?? null) : null;
      if (wait === null) return null;
      return rateLimitedError(uid !== null ? RATE_LIMIT_MESSAGES.user(wait) : RATE_LIMIT_MESSAGES.embed(wait), wait);
    },
    authFailed(address) {
      failures?.hit(clientKey(address));
    },
    authBlocked(address) {
      return failures?.blocked(clientKey(address)) ?? null;
    },
  };
}

/** Fastify's trustProxy from TRUST_PROXY: a number of hops, or the proxies' addresses; unset: none. */
export function trustProxySetting(value: string | undefined): string | ((address: string, hop: number) => boolean) | false {
  if (value === undefined) return false;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  // As proxy-addr reads a hop count: the nearest `hops` addresses are proxies.
  return (_address, hop) => hop < hops;
}
