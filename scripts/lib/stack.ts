// Brings the whole product up in one process tree: settings, (SPA build), Auth emulator, server.
// Ctrl-C (SIGINT) or SIGTERM stops every child; a failure prints one line and exits 1. So does
// an error nothing caught: the server and the emulator are stopped first (the emulator exports
// its accounts). Should the process die without running any of this (out of memory, kill -9),
// the emulator stops itself cleanly all the same (emulatorGuard.cjs).
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../server/config';
import { DatabaseOpenError, ensureWritableDir } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { startServer, StartupError, type RunningServer } from '../../server/main';
import { EmulatorError, startAuthEmulator, type RunningEmulator } from './authEmulator';
import { SpaBuildError } from './spaBuild';
import { startStripeStandIn } from '../stripeStandIn/standIn';
import { startMailCatcher } from '../mailCatcher/mailCatcher';
import { startPushService } from '../pushService/pushService';

const KNOWN_ERRORS = [ConfigError, DatabaseOpenError, StartupError, EmulatorError, SpaBuildError];
/** After a crash: room for the emulator's export (it is killed after 15 s), then exit regardless. */
const CRASH_STOP_LIMIT_MS = 20_000;

export interface StackHooks {
  /** Work to run while the emulator starts (the SPA build). */
  prepare?(config: Config): Promise<void>;
  /** After the server is listening (the Vite dev server). Returns the URL to open and a stop. */
  afterStart?(config: Config, server: RunningServer): Promise<{ url: string; stop(): Promise<void> }>;
}

export async function runStack(hooks: StackHooks = {}): Promise<void> {
  const started = Date.now();
  const version = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    void stopAll().then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const crash = (error: unknown) => {
    console.error('The server stopped on an unexpected error:', error);
    if (stopping) return;
    stopping = true;
    // A stop that hangs must not keep a broken process alive.
    setTimeout(() => process.exit(1), CRASH_STOP_LIMIT_MS).unref();
    void stopAll().finally(() => process.exit(1));
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);

  try {
    const startEmulator = !process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const config = loadConfig(process.env, version);
    // Before anything starts: the emulator exports its accounts here when it stops.
    if (config.dataDir !== 'memory://') ensureWritableDir(config.dataDir);
    const emulator: Promise<RunningEmulator | null> =
      config.isDemoProject && startEmulator
        ? startAuthEmulator({
            projectId: config.FIREBASE_PROJECT_ID,
            port: config.AUTH_EMULATOR_PORT,
            // Accounts live beside the data they own, so a second start can sign in again.
            persistDir: config.dataDir === 'memory://' ? undefined : path.join(config.dataDir, 'auth-emulator'),
          })
        : Promise.resolve(null);
    emulator.then((e) => e && stops.push(e.stop), () => undefined);
    // BILLING=local bills against the Stripe stand-in: started here like the emulator, unless given.
    const standIn =
      config.billing.mode === 'local' && !process.env.STRIPE_STAND_IN_HOST
        ? startStripeStandIn({
            port: config.STRIPE_STAND_IN_PORT,
            // Customers and subscriptions outlive a restart, like the database that names them.
            ...(config.dataDir !== 'memory://' && { stateFile: path.join(config.dataDir, 'stripe-stand-in.json') }),
          }).catch((error: unknown) => {
            const code = (error as NodeJS.ErrnoException).code;
            throw new StartupError(code === 'EADDRINUSE' ? `Stripe stand-in port ${config.STRIPE_STAND_IN_PORT} is already in use: stop the other one or set STRIPE_STAND_IN_PORT.` : `The local Stripe stand-in did not start: ${(error as Error).message}`);
          })
        : Promise.resolve(null);
    standIn.then((s) => s && stops.push(s.close), () => undefined);
    // MAIL=local sends notification e-mails to the mail catcher: started here too, unless given.
    const catcher =
      config.mail.mode === 'local' && !process.env.MAIL_CATCHER_HOST
        ? startMailCatcher({ smtpPort: config.MAIL_CATCHER_PORT, httpPort: config.MAIL_CATCHER_HTTP_PORT }).catch((error: unknown) => {
            const code = (error as NodeJS.ErrnoException).code;
            throw new StartupError(code === 'EADDRINUSE' ? `Mail catcher port ${config.MAIL_CATCHER_PORT} or ${config.MAIL_CATCHER_HTTP_PORT} is already in use: stop the other one or set MAIL_CATCHER_PORT and MAIL_CATCHER_HTTP_PORT.` : `The local mail catcher did not start: ${(error as Error).message}`);
          })
        : Promise.resolve(null);
    catcher.then((c) => c && stops.push(c.close), () => undefined);
    // Outside production, pushes may go to the local push service stand-in: started here too, unless given.
    const pushService =
      config.push.mode === 'on' && config.push.standIn && !process.env.PUSH_STAND_IN_HOST
        ? startPushService({ port: config.PUSH_STAND_IN_PORT }).catch((error: unknown) => {
            const code = (error as NodeJS.ErrnoException).code;
            throw new StartupError(code === 'EADDRINUSE' ? `Push stand-in port ${config.PUSH_STAND_IN_PORT} is already in use: stop the other one or set PUSH_STAND_IN_PORT.` : `The local push service stand-in did not start: ${(error as Error).message}`);
          })
        : Promise.resolve(null);
    pushService.then((p) => p && stops.push(p.close), () => undefined);
    const [, , caught] = await Promise.all([emulator, standIn, catcher, pushService, hooks.prepare?.(config)]);

    const logger = createLogger(config);
    const server = await startServer(config, logger);
    stops.push(server.close);
    let url = `${server.url}/app/`;
    if (hooks.afterStart) {
      const extra = await hooks.afterStart(config, server);
      stops.push(extra.stop);
      url = extra.url;
    }
    // The start-up's log lines first (pino may write them a moment later, from a worker on a
    // terminal), so the address to open is the last thing on screen.
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const mailLine = caught ? `\n  Notification e-mails land in the mail catcher: ${caught.url}/` : '';
    console.log(`\n  Portfolio tracker is ready in ${seconds} s: open ${url}${mailLine}\n  (Ctrl-C stops it; data stays in ${config.DATABASE_URL ? 'PostgreSQL' : config.dataDir})\n`);
  } catch (error) {
    await stopAll();
    const known = KNOWN_ERRORS.some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  }
}
