/**
 * Settings the SPA needs at start that differ per deployment. The API server renders them into
 * /app/runtime-config.js (a classic script loaded before the bundle), so one build serves every
 * environment.
 */
export interface RuntimeConfig {
  version: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** e.g. "http://127.0.0.1:9099" when the Firebase Auth emulator is in use, else null. */
  authEmulatorUrl: string | null;
}
