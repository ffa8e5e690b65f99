// A real server for integration tests: the real HTTP stack and schema, the real Auth emulator,
// and a fresh database: in-memory PGlite always, plus a throwaway PostgreSQL database when
// TEST_DATABASE_URL points at a server (CI sets it).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { startServer, type RunningServer, type ServerOverrides } from '../main';
import type { Logger } from 'pino';
import { createLogger } from '../logger';
import { TEST_PROJECT_ID } from '../../jest/testProject';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The databases every integration suite runs against. */
export const testDatabases: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer extends RunningServer {
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] } }>;
}

/** A throwaway database on the TEST_DATABASE_URL server. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** `logger`: the server's own (a test that reads the logs); else one at the configured LOG_LEVEL. */
export async function startTestServer(kind: TestDatabaseKind, env: Record<string, string> = {}, logger?: Logger, overrides: ServerOverrides = {}): Promise<TestServer> {
  const database = kind === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SPA_DIR: '/nonexistent-spa',
    // Tests never reach the network: no start-up probe of Yahoo.
    MARKET_DATA: 'simulated',
    // Figures in integration tests must not change under them as background fetches land.
    MARKET_JOBS: 'off',
    // The day's notification job would run whenever a suite happens to cross its hour: tests run it by hand.
    NOTIFICATIONS_DAILY_AT: 'off',
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    // Billing as npm start runs it, against the run's stand-in (jest/globalSetup.ts), in an
    // account of this server's own.
    STRIPE_STAND_IN_HOST: process.env.STRIPE_STAND_IN_HOST,
    // E-mail as npm start sends it, to the run's mail catcher (jest/globalSetup.ts).
    MAIL_CATCHER_HOST: process.env.MAIL_CATCHER_HOST,
    // Browser notifications as npm start pushes them, to the run's push service stand-in.
    PUSH_STAND_IN_HOST: process.env.PUSH_STAND_IN_HOST,
    STRIPE_SECRET_KEY: `sk_test_${randomUUID().replace(/-/g, '')}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const server = await startServer(config, logger ?? createLogger(config), overrides);
  return {
    ...server,
    async close() {
      await server.close();
      await database?.drop();
    },
    async graphql(query, options = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: options.token ? `Bearer ${options.token}` : '',
          ...options.headers,
        },
        body: JSON.stringify({ query, variables: options.variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
  };
}

/**
 * A real server for the enclosing describe block: started before its tests, closed after. The
 * returned handle forwards to that server (it exists only once beforeAll has run).
 */
export function useTestServer(kind: TestDatabaseKind, env: Record<string, string> = {}, overrides: ServerOverrides = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(kind, env, undefined, overrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestServer, {
    get(_target, property: keyof TestServer) {
      if (!current) throw new Error('The test server is not running: use it inside a test.');
      const value = current[property];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
