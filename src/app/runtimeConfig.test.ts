import { getRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

const config: RuntimeConfig = {
  version: '1.2.3',
  firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-x' },
  authEmulatorUrl: null,
};

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('getRuntimeConfig', () => {
  it('reads what /app/runtime-config.js set', () => {
    window.__APP_CONFIG__ = config;
    expect(getRuntimeConfig()).toBe(config);
  });

  it('explains what is missing when the script did not load', () => {
    expect(() => getRuntimeConfig()).toThrow(/\/app\/runtime-config\.js must load before the app/);
  });
});
