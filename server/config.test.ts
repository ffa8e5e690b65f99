import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, describeSettings, loadConfig, DEMO_PROJECT_ID } from './config';

describe('loadConfig', () => {
  it('defaults to embedded PGlite in ./data, port 8080 and the demo project on the emulator', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      isDemoProject: true,
      authEmulatorUrl: 'http://127.0.0.1:9099',
      DATABASE_URL: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns the assistant on only with all three of AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
    const all = { AI_BASE_URL: 'http://localhost:11434/v1/', AI_API_KEY: 'ollama', AI_MODEL: 'llama3.1' };
    expect(loadConfig(all).ai).toEqual({ mode: 'on', baseUrl: 'http://localhost:11434/v1', apiKey: 'ollama', model: 'llama3.1', timeoutMs: 60_000, maxSteps: 6 });
    expect(loadConfig({ ...all, AI_TIMEOUT_MS: '5000', AI_MAX_STEPS: '2' }).ai).toMatchObject({ timeoutMs: 5_000, maxSteps: 2 });
    for (const missing of Object.keys(all)) expect(loadConfig({ ...all, [missing]: '' }).ai).toEqual({ mode: 'off', timeoutMs: 60_000, maxSteps: 6 });
  });

  it.each([
    ['PORT', 'eighty', /PORT="eighty": expected a TCP port number/],
    ['PORT', '70000', /PORT="70000"/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud": expected fatal, error, warn, info, debug, trace or silent/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL="mysql:\/\/x": expected a postgres:\/\/ or postgresql:\/\/ connection URL/],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'localhost', /FIREBASE_AUTH_EMULATOR_HOST="localhost": expected host:port/],
    ['NODE_ENV', 'staging', /NODE_ENV="staging"/],
    ['MAX_REQUEST_BYTES', '10', /MAX_REQUEST_BYTES="10"/],
    ['MARKET_DATA', 'bloomberg', /MARKET_DATA="bloomberg": expected auto, yahoo or simulated/],
    ['AI_BASE_URL', 'localhost:11434', /AI_BASE_URL="localhost:11434": expected the base URL of an OpenAI-compatible/],
    ['AI_TIMEOUT_MS', '10', /AI_TIMEOUT_MS="10"/],
    ['AI_MAX_STEPS', '0', /AI_MAX_STEPS="0"/],
  ])('names %s when its value %j is bad', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('requires the web API key for a real (non-demo) Firebase project, and then runs without an emulator', () => {
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'my-real-app' })).toThrow(/FIREBASE_API_KEY/);
    const config = loadConfig({ FIREBASE_PROJECT_ID: 'my-real-app', FIREBASE_API_KEY: 'AIza-key' });
    expect(config.isDemoProject).toBe(false);
    expect(config.authEmulatorUrl).toBeNull();
  });

  it('pushes with a kept key pair by default, to the stand-in outside production only, and takes both VAPID keys or neither', () => {
    expect(loadConfig({}).push).toEqual({ mode: 'on', vapid: null, subject: 'mailto:notifications@localhost', extraHosts: ['127.0.0.1:8035'], allowHttp: true, standIn: '127.0.0.1:8035' });
    const production = loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'my-real-app', FIREBASE_API_KEY: 'k', PUSH_SERVICE_HOSTS: 'push.example.com', MAIL_FROM: 'Tracker <news@example.com>' });
    expect(production.push).toEqual({ mode: 'on', vapid: null, subject: 'mailto:news@example.com', extraHosts: ['push.example.com'], allowHttp: false, standIn: null });
    expect(loadConfig({ WEB_PUSH: 'off' }).push).toEqual({ mode: 'off' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY=""/);
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) }).push).toMatchObject({ vapid: { publicKey: 'B'.repeat(87), privateKey: 'k'.repeat(43) } });
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'http://x' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 8080, DATABASE_URL: undefined });
  });
});

describe('README', () => {
  it('documents every setting', () => {
    const readme = fs.readFileSync(path.resolve('README.md'), 'utf8');
    const missing = describeSettings().filter(({ name }) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
