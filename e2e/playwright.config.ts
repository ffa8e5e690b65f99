import { defineConfig } from '@playwright/test';
import { findChromium, MISSING_CHROMIUM } from './chromium';
import { E2E_PORT } from './ports';

const executablePath = findChromium();
if (!executablePath) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}


export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  outputDir: '../test-results/e2e',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium' }],
});
