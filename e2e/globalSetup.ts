// The whole product for the browser journeys: the real Auth emulator, the real server on a fresh
// embedded database, serving the built SPA from dist/ (npm test builds it first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../scripts/lib/authEmulator';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { createLogger } from '../server/logger';
import { startStripeStandIn } from '../scripts/stripeStandIn/standIn';
import { startMailCatcher } from '../scripts/mailCatcher/mailCatcher';
import { startPushService } from '../scripts/pushService/pushService';
import { startOpenAiDouble } from '../server/test/openAiDouble';
import { E2E_AUTH_PORT, E2E_PORT, E2E_STRIPE_PORT } from './ports';
import { journeyModel } from './support/journeyModel';

export const E2E_PROJECT_ID = 'demo-portfolio-e2e';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // dist-replay/: the replay page the support journeys serve (npm run build builds both).
  if (!fs.existsSync(path.resolve('dist/index.html')) || !fs.existsSync(path.resolve('dist-replay/replay.html'))) {
    throw new Error('The SPA is not built: run `npm run build` before the browser tests (npm test does).');
  }
  const emulator = await startAuthEmulator({ projectId: E2E_PROJECT_ID, port: E2E_AUTH_PORT });
  const stripe = await startStripeStandIn({ port: E2E_STRIPE_PORT });
  const mail = await startMailCatcher();
  const push = await startPushService();
  // The assistant's model: the tests' scripted double, answering from each request (journeyModel).
  const model = await startOpenAiDouble();
  model.fallback = journeyModel;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    SPA_DIR: 'dist',
    // The journeys must not depend on the network: simulated market data, no probe.
    MARKET_DATA: 'simulated',
    // Quotes every 3 s: the market journey watches a pushed price arrive without waiting a minute.
    MARKET_QUOTE_SECONDS: '3',
    // As in production: the server runs only the app's own operations, sent by id.
    TRUSTED_DOCUMENTS: 'on',
    FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    BILLING: 'local',
    STRIPE_STAND_IN_HOST: `${stripe.host}:${stripe.port}`,
    MAIL: 'local',
    MAIL_CATCHER_HOST: mail.smtpHost,
    PUSH_STAND_IN_HOST: push.host,
    // The day's notifications would land in whichever journey runs past their hour.
    NOTIFICATIONS_DAILY_AT: 'off',
    AI_BASE_URL: model.url,
    AI_API_KEY: 'sk-journeys',
    AI_MODEL: 'journey-model',
  });
  let server;
  try {
    server = await startServer(config, createLogger(config));
  } catch (error) {
    await emulator.stop();
    await stripe.close();
    await mail.close();
    await push.close();
    await model.close();
    throw error;
  }
  process.env.E2E_AUTH_EMULATOR_HOST = emulator.host;
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_MAIL_URL = mail.url;
  process.env.E2E_PUSH_URL = push.url;
  return async () => {
    await server.close();
    await emulator.stop();
    await stripe.close();
    await mail.close();
    await push.close();
    await model.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
