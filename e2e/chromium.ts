// Which Chromium the browser journeys use: CHROMIUM_PATH, then Playwright's own download,
// then Debian's /usr/bin/chromium. None found: one line saying how to get one.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, safe(() => chromium.executablePath()), '/usr/bin/chromium'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate)) ?? null;
}

function safe(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export const MISSING_CHROMIUM =
  'No Chromium found for the browser tests: install one with `apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.';
