import { TEST_PROJECT_ID } from '../../jest/testProject';

/**
 * Points the app's runtime configuration at the Auth emulator Jest's global setup starts, so
 * screens that use Firebase run against the real SDK and a real (emulated) service.
 */
export function setEmulatorAppConfig(): void {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: Jest global setup starts the emulator');
  window.__APP_CONFIG__ = {
    version: 'test',
    firebase: { apiKey: 'demo-api-key', authDomain: `${TEST_PROJECT_ID}.firebaseapp.com`, projectId: TEST_PROJECT_ID },
    authEmulatorUrl: `http://${host}`,
  };
}

/** The e-mails the emulator "sent" to `email` (verification, password reset, ...). */
export async function emulatorOobCodes(email: string): Promise<{ requestType: string; oobCode: string }[]> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${TEST_PROJECT_ID}/oobCodes`, {
    headers: { connection: 'close' },
  });
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return oobCodes.filter((code) => code.email === email.toLowerCase());
}
