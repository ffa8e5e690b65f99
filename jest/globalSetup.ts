// Starts one Firebase Auth emulator for the whole Jest run (unless one is given through
// FIREBASE_AUTH_EMULATOR_HOST). Workers inherit the variable.
import { startAuthEmulator } from '../scripts/lib/authEmulator';
import { freePort } from '../scripts/lib/freePort';
import { TEST_PROJECT_ID } from './testProject';

export default async function globalSetup(): Promise<void> {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const emulator = await startAuthEmulator({ projectId: TEST_PROJECT_ID, port: await freePort() });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  (globalThis as { __authEmulator?: typeof emulator }).__authEmulator = emulator;
}
