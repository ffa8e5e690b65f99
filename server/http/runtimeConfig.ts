// The SPA's settings come from the server's environment at run time (not baked into the build),
// so one build serves the emulator locally and a real Firebase project in production.
import type { RuntimeConfig } from '../../common/runtimeConfig';
import type { Config } from '../config';

export function runtimeConfigFor(config: Config): RuntimeConfig {
  const projectId = config.FIREBASE_PROJECT_ID;
  return {
    version: config.version,
    firebase: {
      // The emulator accepts any key; a real project needs its own (checked in loadConfig).
      apiKey: config.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      ...(config.FIREBASE_APP_ID ? { appId: config.FIREBASE_APP_ID } : {}),
    },
    authEmulatorUrl: config.authEmulatorUrl,
  };
}

/** The classic script that sets window.__APP_CONFIG__ (also served by npm run replay's server). */
export function runtimeConfigScriptOf(runtimeConfig: RuntimeConfig): string {
  // JSON inside a script: escape "<" so no value can close the tag.
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  return `window.__APP_CONFIG__ = ${json};\n`;
}

export function runtimeConfigScript(config: Config): string {
  return runtimeConfigScriptOf(runtimeConfigFor(config));
}
