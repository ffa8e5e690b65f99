// Every setting is an environment variable, validated once at start. A bad value stops the
// process with one line naming the variable and what it accepts (see ConfigError).
import path from 'node:path';
import { z } from 'zod';

export const DEMO_PROJECT_ID = 'demo-portfolio-tracker';

const port = z.coerce.number().int().min(0).max(65535);
const hostPort = z.string().regex(/^[^\s:/]+:\d{1,5}$/);

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
  MARKET_DATA: {
    schema: z.enum(['auto', 'yahoo', 'simulated']).default('auto'),
    accepts: 'auto, yahoo or simulated (default auto: Yahoo Finance and ECB rates when reachable at start, otherwise simulated data, labelled as such)',
  },
  MARKET_JOBS: {
    schema: z.enum(['on', 'off']).default('on'),
    accepts: 'on or off (default on: background jobs keep prices, FX rates, dividends and splits up to date; off: providers are never asked and only stored market data is read, as in tests)',
  },
  SPA_DIR: { schema: z.string().min(1).default('./dist'), accepts: 'the directory of the built SPA served at /app (default ./dist)' },
} as const;

type Variables = typeof variables;
export type RawSettings = { [K in keyof Variables]: z.output<Variables[K]['schema']> };

export interface Config extends RawSettings {
  /** Absolute paths, derived once. */
  dataDir: string;
  spaDir: string;
  /** Where the browser reaches the Auth emulator, or null against real Firebase. */
  authEmulatorUrl: string | null;
  isDemoProject: boolean;
  version: string;
}

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
  };
}

/** The variables and what each accepts, for the README and --help. */
export function describeSettings(): { name: string; accepts: string }[] {
  return Object.entries(variables).map(([name, { accepts }]) => ({ name, accepts }));
}
