/**
 * Settings the SPA needs at start that differ per deployment. The API server renders them into
 * /app/runtime-config.js (a classic script loaded before the bundle), so one build serves every
 * environment. The server imports this type with `import type`: keep its name and shape.
 */
export interface RuntimeConfig {
  version: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** e.g. "http://127.0.0.1:9099" when the Firebase Auth emulator is in use, else null. */
  authEmulatorUrl: string | null;
}

declare global {
  interface Window {
    __APP_CONFIG__?: RuntimeConfig;
  }
}

export function getRuntimeConfig(): RuntimeConfig {
  const config = window.__APP_CONFIG__;
  if (!config) {
    throw new Error(
      'Runtime configuration is missing: /app/runtime-config.js must load before the app ' +
        '(it is served by the API server; is the server running?).',
    );
  }
  return config;
}
