// Every setting is an environment variable, validated once at start. A bad value stops the
// process with one line naming the variable and what it accepts (see ConfigError).
import path from 'node:path';
import { z } from 'zod';
import { LOCAL_PRICES } from './modules/billing/localPrices';
import { DEFAULT_TRIAL_DAYS } from '../common/billing';

export const DEMO_PROJECT_ID = 'demo-portfolio-tracker';

const port = z.coerce.number().int().min(0).max(65535);
const hostPort = z.string().regex(/^[^\s:/]+:\d{1,5}$/);
/** Requests per minute; 0 is no limit; unset lets http/rateLimit.ts choose (off under NODE_ENV=test). */
const rateLimit = z.coerce.number().int().min(0).max(1_000_000).optional();
const quota = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
/** A browser origin exactly as the Origin header spells it: lower case, no path, no trailing slash. */
const webOrigin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
});

// One entry per variable: its schema and the human description of what it accepts.
const variables = {
  PORT: { schema: port.default(8080), accepts: 'a TCP port number 0-65535 (default 8080; 0 picks a free one)' },
  HOST: { schema: z.string().min(1).default('127.0.0.1'), accepts: 'an interface address to listen on (default 127.0.0.1; 0.0.0.0 for all)' },
  NODE_ENV: { schema: z.enum(['development', 'production', 'test']).default('development'), accepts: 'development, production or test' },
  LOG_LEVEL: { schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'), accepts: 'fatal, error, warn, info, debug, trace or silent' },
  DATABASE_URL: { schema: z.string().regex(/^postgres(ql)?:\/\/.+/).optional(), accepts: 'a postgres:// or postgresql:// connection URL (unset: embedded PGlite in DATA_DIR)' },
  DATA_DIR: { schema: z.string().min(1).default('./data'), accepts: 'a directory for local state: the embedded database in pglite/, the Auth emulator accounts in auth-emulator/ (default ./data), or memory:// for a throwaway database' },
  FIREBASE_PROJECT_ID: { schema: z.string().regex(/^[a-z0-9-]{4,40}$/).default(DEMO_PROJECT_ID), accepts: `a Firebase project id (default ${DEMO_PROJECT_ID}; a demo- id runs against the local Auth emulator)` },
  FIREBASE_AUTH_EMULATOR_HOST: { schema: hostPort.optional(), accepts: 'host:port of the Firebase Auth emulator, e.g. 127.0.0.1:9099' },
  AUTH_EMULATOR_PORT: { schema: port.default(9099), accepts: 'the port npm start gives the Auth emulator (default 9099)' },
  FIREBASE_API_KEY: { schema: z.string().min(1).optional(), accepts: 'the Firebase web API key (required for a real, non-demo project)' },
  FIREBASE_AUTH_DOMAIN: { schema: z.string().min(1).optional(), accepts: 'the Firebase auth domain, e.g. my-app.firebaseapp.com (default <project>.firebaseapp.com)' },
  FIREBASE_APP_ID: { schema: z.string().min(1).optional(), accepts: 'the Firebase web app id (optional)' },
  GOOGLE_APPLICATION_CREDENTIALS: { schema: z.string().min(1).optional(), accepts: 'a path to a service-account JSON file (production only)' },
  MAX_REQUEST_BYTES: { schema: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(5 * 1024 * 1024), accepts: 'the largest request body in bytes, 1024-104857600 (default 5242880)' },
  GRAPHQL_MAX_DEPTH: { schema: z.coerce.number().int().min(2).max(50).default(12), accepts: 'the deepest GraphQL selection allowed, 2-50 (default 12)' },
  GRAPHQL_MAX_TOKENS: { schema: z.coerce.number().int().min(100).max(50_000).default(2000), accepts: 'the most tokens (names, values, punctuation) a GraphQL document may have, checked while parsing, 100-50000 (default 2000)' },
  GRAPHQL_MAX_ALIASES: { schema: z.coerce.number().int().min(0).max(1000).default(20), accepts: 'the most aliases one GraphQL operation may use, fragments expanded, 0-1000 (default 20)' },
  GRAPHQL_MAX_DIRECTIVES: { schema: z.coerce.number().int().min(0).max(1000).default(20), accepts: 'the most directives one GraphQL operation may use, fragments expanded, 0-1000 (default 20)' },
  GRAPHQL_MAX_COST: { schema: z.coerce.number().int().min(100).max(10_000_000).default(5000), accepts: 'the largest estimated cost of one GraphQL operation (a field 1, a root field 10, an engine figure or whole ledger 500, lists x10), 100-10000000 (default 5000)' },
  GRAPHQL_MAX_RESPONSE_BYTES: { schema: z.coerce.number().int().min(1024 * 1024).max(512 * 1024 * 1024).default(64 * 1024 * 1024), accepts: 'the largest GraphQL answer in bytes; a larger one becomes a RESPONSE_TOO_LARGE error, 1048576-536870912 (default 67108864)' },
  // Rate limits, per minute; 0 turns one off. Unset under NODE_ENV=test means off (see http/rateLimit.ts).
  RATE_LIMIT_PER_IP: { schema: rateLimit, accepts: 'requests per minute from one client address to /graphql and the other API routes, 0-1000000 (default 1200; 0: no limit; unset under NODE_ENV=test: no limit)' },
  RATE_LIMIT_STATIC_PER_IP: { schema: rateLimit, accepts: 'requests per minute from one client address for the web app\'s files under /app, 0-1000000 (default 6000; 0: no limit)' },
  RATE_LIMIT_PER_USER: { schema: rateLimit, accepts: 'GraphQL operations per minute of one signed-in user, 0-1000000 (default 600; 0: no limit)' },
  RATE_LIMIT_PER_EMBED: { schema: rateLimit, accepts: 'GraphQL operations per minute through one embed link, 0-1000000 (default 600; 0: no limit)' },
  RATE_LIMIT_AUTH_FAILURES: { schema: rateLimit, accepts: 'refused sign-in or embed tokens per minute from one client address before its API requests are refused until the minute ends, 0-1000000 (default 30; 0: no limit)' },
  RATE_LIMIT_SIGN_INS: { schema: rateLimit, accepts: 'sign-ins (auditUser) per minute from one client address, 0-1000000 (default 60; 0: no limit)' },
  TRUST_PROXY: {
    schema: z.string().regex(/^(?:[1-9]|[0-9a-fA-F.:/]+(?:\s*,\s*[0-9a-fA-F.:/]+)*)$/).optional(),
    accepts: 'unset (clients connect directly), a number of proxy hops 1-9, or comma-separated proxy addresses or CIDR ranges whose X-Forwarded-For is believed (rate limits count the client address found there)',
  },
  QUOTA_BROKERS: { schema: quota(200), accepts: 'the most brokers one user may keep, 1-1000000 (default 200)' },
  QUOTA_ACCOUNTS: { schema: quota(500), accepts: 'the most accounts one user may keep over all brokers, 1-1000000 (default 500)' },
  QUOTA_PORTFOLIOS: { schema: quota(500), accepts: 'the most portfolios one user may keep, 1-1000000 (default 500)' },
  QUOTA_DASHBOARDS: { schema: quota(200), accepts: 'the most dashboards one user may keep, 1-1000000 (default 200)' },
  QUOTA_EMBEDS: { schema: quota(100), accepts: 'the most live (not revoked) embed links one user may keep, 1-1000000 (default 100)' },
  QUOTA_PRIVATE_SECURITIES: { schema: quota(10_000), accepts: 'the most securities of one user\'s own (tickers the market layer does not know), 1-1000000 (default 10000)' },
  QUOTA_STAGED_IMPORTS: { schema: quota(5), accepts: 'the most imports one user may have staged and not yet committed or discarded, 1-1000000 (default 5)' },
  QUOTA_STAGED_IMPORT_MB: { schema: quota(250), accepts: 'the most megabytes of staged import rows one user may keep, 1-1000000 (default 250)' },
  ENGINE_WORKERS: {
    schema: z.coerce.number().int().min(0).max(64).optional(),
    accepts: 'worker threads that compute large ledgers, series and returns off the event loop, 0-64 (default: the cores, at least 2, at most 4; 0 computes everything in the server thread)',
  },
  MARKET_DATA: {
    schema: z.enum(['auto', 'yahoo', 'simulated']).default('auto'),
    accepts: 'auto, yahoo or simulated (default auto: Yahoo Finance and ECB rates when reachable at start, otherwise no market data: holdings valued at manual prices, else their last trade price, labelled; simulated is a demo of made-up data from the user\'s own trade prices)',
  },
  MARKET_JOBS: {
    schema: z.enum(['on', 'off']).default('on'),
    accepts: 'on or off (default on: background jobs keep prices, FX rates, dividends and splits up to date; off: providers are never asked and only stored market data is read, as in tests)',
  },
  MARKET_QUOTE_SECONDS: {
    schema: z.coerce.number().int().min(1).max(3600).default(60),
    accepts: 'seconds between two quotes of a symbol whose market is open, 1-3600 (default 60); each new quote is pushed to the dashboards showing it',
  },
  NOTIFICATIONS_DAILY_AT: {
    schema: z.union([z.literal('off'), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]).default('22:30'),
    accepts: "HH:MM in UTC, or off (default 22:30, after the US close): when the day's notifications (dividends, splits, movers, portfolio value) are made, once per day across all servers; needs MARKET_JOBS=on",
  },
  TRUSTED_DOCUMENTS: {
    schema: z.enum(['on', 'off']).optional(),
    accepts: "on or off (default on when NODE_ENV=production, off otherwise): on runs only the app's own operations, sent by id (persisted operations); off also accepts any GraphQL document",
  },
  ALLOWED_ORIGINS: {
    schema: z
      .string()
      .optional()
      .transform((list) => (list ?? '').split(',').map((item) => item.trim()).filter(Boolean))
      .pipe(z.array(webOrigin)),
    accepts: 'a comma-separated list of web origins (scheme://host[:port], no path) whose pages may call /graphql from the browser, e.g. https://app.example.com (default: none, the app\'s own origin only; null is never allowed)',
  },
  METRICS_TOKEN: {
    schema: z.string().regex(/^[\x21-\x7e]{16,}$/).optional(),
    accepts: 'a secret of at least 16 printable characters without spaces: /metrics then answers only Authorization: Bearer <token> (unset: only requests from this machine, not relayed by a proxy)',
  },
  BILLING: {
    schema: z.enum(['stripe', 'local', 'off']).optional(),
    accepts: 'stripe, local or off (default local, or off when NODE_ENV=production): stripe bills through Stripe with the STRIPE_* settings; local runs the same code against the local Stripe stand-in that npm start starts (test mode, no money moves); off is an install without billing, every feature enabled',
  },
  MAIL: {
    schema: z.enum(['smtp', 'local', 'off']).optional(),
    accepts: 'smtp, local or off (default local, or off when NODE_ENV=production): how notifications are e-mailed; smtp sends through SMTP_URL; local sends to the mail catcher npm start starts (see its messages at http://127.0.0.1:<MAIL_CATCHER_HTTP_PORT>/); off sends nothing and the app offers no e-mail',
  },
  SMTP_URL: {
    schema: z.string().regex(/^smtps?:\/\/\S+$/).optional(),
    accepts: 'the SMTP server, smtp://user:password@host:587 or smtps://…:465 (required with MAIL=smtp)',
  },
  MAIL_FROM: { schema: z.string().min(3).max(200).default('Portfolio tracker <notifications@localhost>'), accepts: 'the sender of notification e-mails (default Portfolio tracker <notifications@localhost>)' },
  MAIL_CATCHER_HOST: { schema: hostPort.optional(), accepts: 'host:port of a running mail catcher for MAIL=local (default: the one npm start starts on MAIL_CATCHER_PORT)' },
  MAIL_CATCHER_PORT: { schema: port.default(1025), accepts: 'the SMTP port npm start gives the local mail catcher (default 1025)' },
  MAIL_CATCHER_HTTP_PORT: { schema: port.default(8025), accepts: 'the port of the mail catcher\'s page listing what was sent (default 8025)' },
  WEB_PUSH: {
    schema: z.enum(['on', 'off']).default('on'),
    accepts: 'on or off (default on): whether notifications can be pushed to the browsers users allow (Web Push); off: the app offers no browser notifications',
  },
  VAPID_PUBLIC_KEY: { schema: z.string().regex(/^[A-Za-z0-9_-]{87}$/).optional(), accepts: 'the VAPID public key pushes are signed with, base64url (set with VAPID_PRIVATE_KEY, e.g. from npx web-push generate-vapid-keys; unset: a pair is made once and kept in the database)' },
  VAPID_PRIVATE_KEY: { schema: z.string().regex(/^[A-Za-z0-9_-]{43}$/).optional(), accepts: 'the VAPID private key, base64url (set with VAPID_PUBLIC_KEY)' },
  VAPID_SUBJECT: {
    schema: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/).optional(),
    accepts: 'who push services can contact about this server\'s pushes, mailto:… or https://… (default mailto: and the address of MAIL_FROM)',
  },
  PUSH_SERVICE_HOSTS: {
    schema: z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?(,[a-z0-9.-]+(:\d{1,5})?)*$/i).optional(),
    accepts: 'more push services (host or host:port, comma-separated) to send to besides the browsers\' own (Google, Mozilla, Microsoft, Apple); outside production these may be http: and the local push stand-in is added',
  },
  PUSH_STAND_IN_HOST: { schema: hostPort.optional(), accepts: 'host:port of a running local push service stand-in (default: the one npm start starts on PUSH_STAND_IN_PORT, outside production)' },
  PUSH_STAND_IN_PORT: { schema: port.default(8035), accepts: 'the port npm start gives the local push service stand-in (default 8035)' },
  TRIAL_DAYS: { schema: z.coerce.number().int().min(0).max(365).default(DEFAULT_TRIAL_DAYS), accepts: 'the days of the free trial every new user gets, 0-365 (default 14)' },
  STRIPE_SECRET_KEY: {
    schema: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{4,}$/).optional(),
    accepts: 'a Stripe secret or restricted key, sk_live_… or sk_test_… (required with BILLING=stripe; with BILLING=local any sk_test_… names the stand-in account, default sk_test_local)',
  },
  STRIPE_WEBHOOK_SECRET: {
    schema: z.string().regex(/^whsec_[A-Za-z0-9]{8,}$/).optional(),
    accepts: 'the signing secret (whsec_…) of the webhook endpoint <PUBLIC_URL>/billing/webhook in the Stripe dashboard (required with BILLING=stripe; BILLING=local registers its own endpoint)',
  },
  STRIPE_PRICE_SUBSCRIPTION: { schema: z.string().regex(/^price_[A-Za-z0-9_]+$/).optional(), accepts: 'the id (price_…) of the recurring price of the subscription (required with BILLING=stripe)' },
  STRIPE_PRICE_TOP_UP_1: { schema: z.string().regex(/^price_[A-Za-z0-9_]+$/).optional(), accepts: 'the id (price_…) of the first one-time token top-up price (required with BILLING=stripe)' },
  STRIPE_PRICE_TOP_UP_2: { schema: z.string().regex(/^price_[A-Za-z0-9_]+$/).optional(), accepts: 'the id (price_…) of the second one-time token top-up price (required with BILLING=stripe)' },
  STRIPE_PRICE_TOP_UP_3: { schema: z.string().regex(/^price_[A-Za-z0-9_]+$/).optional(), accepts: 'the id (price_…) of the third one-time token top-up price (required with BILLING=stripe)' },
  STRIPE_STAND_IN_HOST: { schema: hostPort.optional(), accepts: 'host:port of a running local Stripe stand-in for BILLING=local (default: the one npm start starts on STRIPE_STAND_IN_PORT)' },
  STRIPE_STAND_IN_PORT: { schema: port.default(12111), accepts: 'the port npm start gives the local Stripe stand-in (default 12111)' },
  PUBLIC_URL: {
    schema: webOrigin.optional(),
    accepts: 'the origin users reach the app at, e.g. https://tracker.example.com (required with BILLING=stripe: Stripe sends users back to <PUBLIC_URL>/app/subscription; default: the server\'s own address)',
  },
  AI_BASE_URL: {
    schema: z.string().regex(/^https?:\/\/\S+$/).optional(),
    accepts: 'the base URL of an OpenAI-compatible chat-completions API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama); with AI_API_KEY and AI_MODEL it turns the assistant on',
  },
  AI_API_KEY: { schema: z.string().min(1).max(1000).optional(), accepts: 'the key the AI endpoint is called with (any text for a server that wants none, such as Ollama)' },
  AI_MODEL: { schema: z.string().min(1).max(200).optional(), accepts: 'the model the assistant asks, as the endpoint names it (e.g. gpt-4o-mini, llama3.1); it must support tool calling' },
  AI_TIMEOUT_MS: { schema: z.coerce.number().int().min(1000).max(600_000).default(60_000), accepts: 'how long one model call may take in milliseconds, 1000-600000 (default 60000)' },
  AI_MAX_STEPS: { schema: z.coerce.number().int().min(1).max(20).default(6), accepts: 'the most model calls one answer may make, 1-20 (default 6)' },
  SPA_DIR: { schema: z.string().min(1).default('./dist'), accepts: 'the directory of the built SPA served at /app (default ./dist)' },
} as const;

type Variables = typeof variables;
export type RawSettings = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

/** How the install bills (docs/decisions/0011-billing.md). */
export type BillingSettings =
  | { mode: 'off'; trialDays: number }
  | {
      mode: 'stripe' | 'local';
      trialDays: number;
      secretKey: string;
      /** null with BILLING=local: the endpoint registered with the stand-in at start gives it. */
      webhookSecret: string | null;
      prices: { plan: string; topUps: readonly [string, string, string] };
      /** Where the SDK reaches the stand-in (BILLING=local), else null: Stripe itself. */
      standIn: { host: string; port: number } | null;
      /** null: the server's own address once it listens. */
      publicUrl: string | null;
    };

export interface Config extends RawSettings {
  /** Absolute paths, derived once. */
  dataDir: string;
  spaDir: string;
  /** Where the browser reaches the Auth emulator, or null against real Firebase. */
  authEmulatorUrl: string | null;
  isDemoProject: boolean;
  version: string;
  billing: BillingSettings;
  /** How notifications are e-mailed (MAIL, SMTP_URL, MAIL_FROM, the catcher). */
  mail: MailSettings;
  /** How notifications are pushed to browsers (WEB_PUSH, VAPID_*, PUSH_SERVICE_HOSTS). */
  push: PushSettings;
  /** The assistant's model (AI_*), or off when any of AI_BASE_URL, AI_API_KEY and AI_MODEL is unset. */
  ai: AiSettings;
}

const PRODUCTION_PROJECT = 'a real Firebase project id when NODE_ENV=production (a demo- project runs on the Auth emulator, whose unsigned tokens would be accepted)';
const PRODUCTION_NO_EMULATOR = 'unset when NODE_ENV=production (the Auth emulator\'s unsigned tokens would be accepted)';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly accepts: string,
    value: string | undefined,
  ) {
    super(`Invalid setting ${variable}=${JSON.stringify(value ?? '')}: expected ${accepts}.`);
    this.name = 'ConfigError';
  }
}

/** Parses and checks the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const raw: Record<string, unknown> = {};
  for (const [name, { schema, accepts }] of Object.entries(variables)) {
    const value = env[name] === '' ? undefined : env[name];
    const result = schema.safeParse(value);
    if (!result.success) throw new ConfigError(name, accepts, value);
    raw[name] = result.data;
  }
  const settings = raw as RawSettings;
  const isDemoProject = settings.FIREBASE_PROJECT_ID.startsWith('demo-');
  if (!isDemoProject && !settings.FIREBASE_API_KEY) {
    throw new ConfigError('FIREBASE_API_KEY', variables.FIREBASE_API_KEY.accepts, undefined);
  }
  // In production a demo project or an emulator would make firebase-admin accept unsigned
  // tokens, which anyone can write for any uid.
  if (settings.NODE_ENV === 'production') {
    if (isDemoProject) throw new ConfigError('FIREBASE_PROJECT_ID', PRODUCTION_PROJECT, settings.FIREBASE_PROJECT_ID);
    if (settings.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST', PRODUCTION_NO_EMULATOR, settings.FIREBASE_AUTH_EMULATOR_HOST);
    }
  }
  const billing = billingSettings(settings);
  // A demo project only exists in the emulator: default to the port npm start gives it.
  const emulatorHost =
    settings.FIREBASE_AUTH_EMULATOR_HOST ?? (isDemoProject ? `127.0.0.1:${settings.AUTH_EMULATOR_PORT}` : undefined);
  return {
    ...settings,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    dataDir: settings.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(settings.DATA_DIR),
    spaDir: path.resolve(settings.SPA_DIR),
    authEmulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
    isDemoProject,
    version,
    billing,
    mail: mailSettings(settings),
    push: pushSettings(settings),
    ai: aiSettings(settings),
  };
}

export type AiSettings = { mode: 'off'; timeoutMs: number; maxSteps: number } | { mode: 'on'; baseUrl: string; apiKey: string; model: string; timeoutMs: number; maxSteps: number };

/** On only with all three of AI_BASE_URL, AI_API_KEY and AI_MODEL: half a configuration is none. */
function aiSettings(settings: RawSettings): AiSettings {
  const timeoutMs = settings.AI_TIMEOUT_MS;
  const maxSteps = settings.AI_MAX_STEPS;
  if (!settings.AI_BASE_URL || !settings.AI_API_KEY || !settings.AI_MODEL) return { mode: 'off', timeoutMs, maxSteps };
  return { mode: 'on', baseUrl: settings.AI_BASE_URL.replace(/\/+$/, ''), apiKey: settings.AI_API_KEY, model: settings.AI_MODEL, timeoutMs, maxSteps };
}

export type PushSettings =
  | { mode: 'off' }
  | {
      mode: 'on';
      /** null: the pair kept in the database (made by the first server that needs it). */
      vapid: { publicKey: string; privateKey: string } | null;
      subject: string;
      /** Push services besides the browsers' own (PUSH_SERVICE_HOSTS, the stand-in outside production). */
      extraHosts: readonly string[];
      /** Those extra hosts may be http: (outside production: the local stand-in). */
      allowHttp: boolean;
      /** Where npm start's stand-in listens, outside production; null in production. */
      standIn: string | null;
    };

/** The address of a sender like "Name <a@b>" or "a@b". */
const addressOf = (from: string) => /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();

function pushSettings(settings: RawSettings): PushSettings {
  if (settings.WEB_PUSH === 'off') return { mode: 'off' };
  const production = settings.NODE_ENV === 'production';
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = settings;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    const missing = publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(missing, `${variables[missing].accepts}; the two VAPID keys are set together or not at all`, undefined);
  }
  const standIn = production ? null : (settings.PUSH_STAND_IN_HOST ?? `127.0.0.1:${settings.PUSH_STAND_IN_PORT}`);
  const listed = settings.PUSH_SERVICE_HOSTS?.split(',').map((host) => host.toLowerCase()) ?? [];
  return {
    mode: 'on',
    vapid: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject: settings.VAPID_SUBJECT ?? `mailto:${addressOf(settings.MAIL_FROM)}`,
    extraHosts: standIn ? [...listed, standIn] : listed,
    allowHttp: !production,
    standIn,
  };
}

export type MailSettings = { mode: 'off' } | { mode: 'smtp' | 'local'; url: string; from: string };

function mailSettings(settings: RawSettings): MailSettings {
  const production = settings.NODE_ENV === 'production';
  const mode = settings.MAIL ?? (production ? 'off' : 'local');
  if (mode === 'off') return { mode };
  // The catcher keeps mail on this machine: in production users would never get any.
  if (mode === 'local' && production) throw new ConfigError('MAIL', 'smtp or off when NODE_ENV=production (local only catches mail on this machine)', mode);
  if (mode === 'smtp') {
    if (!settings.SMTP_URL) throw new ConfigError('SMTP_URL', `${variables.SMTP_URL.accepts}; it is required with MAIL=smtp`, undefined);
    return { mode, url: settings.SMTP_URL, from: settings.MAIL_FROM };
  }
  return { mode, url: `smtp://${settings.MAIL_CATCHER_HOST ?? `127.0.0.1:${settings.MAIL_CATCHER_PORT}`}`, from: settings.MAIL_FROM };
}

const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_SUBSCRIPTION', 'STRIPE_PRICE_TOP_UP_1', 'STRIPE_PRICE_TOP_UP_2', 'STRIPE_PRICE_TOP_UP_3', 'PUBLIC_URL'] as const;

function billingSettings(settings: RawSettings): BillingSettings {
  const production = settings.NODE_ENV === 'production';
  const mode = settings.BILLING ?? (production ? 'off' : 'local');
  const trialDays = settings.TRIAL_DAYS;
  if (mode === 'off') return { mode, trialDays };
  // The stand-in takes no money: in production it would give every feature away.
  if (mode === 'local' && production) {
    throw new ConfigError('BILLING', 'stripe or off when NODE_ENV=production (local bills against a stand-in that takes no money)', mode);
  }
  if (mode === 'stripe') {
    for (const name of STRIPE_REQUIRED) {
      if (!settings[name]) throw new ConfigError(name, `${variables[name].accepts}; it is required with BILLING=stripe`, undefined);
    }
    return {
      mode,
      trialDays,
      secretKey: settings.STRIPE_SECRET_KEY!,
      webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
      prices: { plan: settings.STRIPE_PRICE_SUBSCRIPTION!, topUps: [settings.STRIPE_PRICE_TOP_UP_1!, settings.STRIPE_PRICE_TOP_UP_2!, settings.STRIPE_PRICE_TOP_UP_3!] },
      standIn: null,
      publicUrl: settings.PUBLIC_URL!,
    };
  }
  const key = settings.STRIPE_SECRET_KEY ?? 'sk_test_local';
  if (!key.startsWith('sk_test_')) throw new ConfigError('STRIPE_SECRET_KEY', 'an sk_test_… key with BILLING=local (the stand-in is test mode only)', key);
  const [host, portText] = (settings.STRIPE_STAND_IN_HOST ?? `127.0.0.1:${settings.STRIPE_STAND_IN_PORT}`).split(':');
  return {
    mode,
    trialDays,
    secretKey: key,
    webhookSecret: null,
    prices: {
      plan: settings.STRIPE_PRICE_SUBSCRIPTION ?? LOCAL_PRICES.plan,
      topUps: [
        settings.STRIPE_PRICE_TOP_UP_1 ?? LOCAL_PRICES.topUps[0],
        settings.STRIPE_PRICE_TOP_UP_2 ?? LOCAL_PRICES.topUps[1],
        settings.STRIPE_PRICE_TOP_UP_3 ?? LOCAL_PRICES.topUps[2],
      ],
    },
    standIn: { host: host!, port: Number(portText) },
    publicUrl: settings.PUBLIC_URL ?? null,
  };
}

/** The variables and what each accepts, for the README and --help. */
export function describeSettings(): { name: string; accepts: string }[] {
  return Object.entries(variables).map(([name, { accepts }]) => ({ name, accepts }));
}
