/** Reads the deployment's settings the server rendered into /app/runtime-config.js. */
import type { RuntimeConfig } from '../../common/runtimeConfig';

export type { RuntimeConfig };

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
