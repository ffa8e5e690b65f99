// The JavaScript a visitor downloads to see the sign-in screen, as sent over the wire by the real
// server (compressed), measured in Chromium. Needs a built SPA (npm run build).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from '../e2e/chromium';

export interface InitialJs {
  files: number;
  transferredBytes: number;
  uncompressedBytes: number;
}

export async function measureInitialJs(appUrl: string): Promise<InitialJs> {
  if (!fs.existsSync('dist/index.html')) throw new Error('Build the SPA first: npm run build');
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ transferred: number; uncompressed: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
          transferred: sizes.responseBodySize,
          uncompressed: body.length,
        })),
      );
    });
    await page.goto(appUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const measured = await Promise.all(scripts);
    return {
      files: measured.length,
      transferredBytes: measured.reduce((sum, s) => sum + s.transferred, 0),
      uncompressedBytes: measured.reduce((sum, s) => sum + s.uncompressed, 0),
    };
  } finally {
    await browser.close();
  }
}
