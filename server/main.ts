// Wiring: settings -> database (+ migrations) -> token verifier -> HTTP app -> listen.
// startServer is used by `npm start`, `npm run dev`, the integration tests and the e2e harness.
import type { Database } from './db/database';
import type { Services } from './services';
import path from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from './http/app';
import { createTokenVerifier } from './auth/tokenVerifier';
import { loadConfig, type Config } from './config';
import { lockDataDir, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { createMarketData, decideMarketData, type MarketProviders, type Probe } from './market/marketData';
import { marketProviders } from './market/providers';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** The process's database and services: what integration tests set up and run jobs through. */
  readonly internals: { readonly db: Database; readonly services: Services };
}

export class StartupError extends Error {
  override name = 'StartupError';
}

export interface ServerOverrides {
  /** The market data providers (the bench makes them all hang). */
  readonly marketProviders?: MarketProviders;
  /** Whether a live provider answers, for MARKET_DATA=auto (tests never reach the network). */
  readonly marketProbe?: Probe;
}

export async function startServer(config: Config, logger: Logger = createLogger(config), overrides: ServerOverrides = {}): Promise<RunningServer> {
  const embedded = !config.DATABASE_URL;
  const unlock = embedded && config.dataDir !== 'memory://' ? lockDataDir(config.dataDir) : () => undefined;
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir === 'memory://' ? config.dataDir : path.join(config.dataDir, 'pglite'),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) logger.info({ migrations: applied }, 'database migrated');

    const verifier = createTokenVerifier({
      projectId: config.FIREBASE_PROJECT_ID,
      emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
      credentialsFile: config.GOOGLE_APPLICATION_CREDENTIALS,
    });
    const decision = await decideMarketData(config.MARKET_DATA, overrides.marketProbe);
    logger.info({ marketData: decision }, `market data: ${decision.mode} (${decision.reason})`);
    const market = createMarketData(decision, overrides.marketProviders ?? marketProviders, logger);
    const { app, services } = await buildApp({ config, database, verifier, logger, market });
    try {
      await app.listen({ port: config.PORT, host: config.HOST });
    } catch (error) {
      await app.close();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new StartupError(`Port ${config.PORT} is already in use: stop the other server or set PORT to a free port.`);
      }
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${port}`,
      port,
      internals: { db: database.db, services },
      close() {
        closing ??= (async () => {
          await app.close();
          await database.close();
          unlock();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

export { loadConfig };
