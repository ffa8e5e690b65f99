// Builds the SPA when dist/ is missing or older than any source it is built from.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const inputs = ['index.html', 'replay.html', 'vite.replay.config.ts', 'vite.config.ts', 'package-lock.json', 'src', 'public'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export class SpaBuildError extends Error {
  override name = 'SpaBuildError';
}

export function spaIsStale(spaDir: string, entry = 'index.html'): boolean {
  const built = path.join(spaDir, entry);
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(input) > builtAt);
}

/** Builds the app into `spaDir`, or with `config` another page (vite.replay.config.ts: the replay). */
export async function buildSpa(spaDir: string, config?: string): Promise<void> {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  const code = await new Promise<number | null>((resolve) => {
    const args = [vite, 'build', ...(config ? ['--config', config] : []), '--outDir', spaDir, '--emptyOutDir', '--logLevel', 'warn'];
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.once('exit', resolve);
  });
  if (code !== 0) throw new SpaBuildError(`Building the web app failed (vite exited with ${code}).`);
}
