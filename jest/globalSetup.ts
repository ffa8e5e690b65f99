// Starts one Firebase Auth emulator, one local Stripe stand-in, one mail catcher and one push
// service stand-in for the whole Jest run (unless given through FIREBASE_AUTH_EMULATOR_HOST /
// STRIPE_STAND_IN_HOST / MAIL_CATCHER_HOST with MAIL_CATCHER_URL / PUSH_STAND_IN_HOST). Workers inherit the
// variables; each test server bills its own stand-in account (its own sk_test_ key).
import { startAuthEmulator } from '../scripts/lib/authEmulator';
import { freePort } from '../scripts/lib/freePort';
import { startStripeStandIn } from '../scripts/stripeStandIn/standIn';
import { startMailCatcher } from '../scripts/mailCatcher/mailCatcher';
import { startPushService } from '../scripts/pushService/pushService';
import { TEST_PROJECT_ID } from './testProject';

export default async function globalSetup(): Promise<void> {
  const state = globalThis as { __authEmulator?: unknown; __stripeStandIn?: unknown; __mailCatcher?: unknown; __pushService?: unknown };
  if (!process.env.MAIL_CATCHER_HOST) {
    const catcher = await startMailCatcher();
    process.env.MAIL_CATCHER_HOST = catcher.smtpHost;
    process.env.MAIL_CATCHER_URL = catcher.url;
    state.__mailCatcher = catcher;
  }
  if (!process.env.PUSH_STAND_IN_HOST) {
    const push = await startPushService();
    process.env.PUSH_STAND_IN_HOST = push.host;
    state.__pushService = push;
  }
  if (!process.env.STRIPE_STAND_IN_HOST) {
    const standIn = await startStripeStandIn({ port: 0 });
    process.env.STRIPE_STAND_IN_HOST = `${standIn.host}:${standIn.port}`;
    state.__stripeStandIn = standIn;
  }
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const emulator = await startAuthEmulator({ projectId: TEST_PROJECT_ID, port: await freePort() });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  state.__authEmulator = emulator;
}
