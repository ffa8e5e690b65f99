// Builds the SPA when dist/ is missing or older than any source it is built from.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const inputs = ['index.html', 'replay.html', 'vite.config.ts', 'package-lock.json', 'src', 'public'];

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

export function spaIsStale(spaDir: string): boolean {
  const built = path.join(spaDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(input) > builtAt);
}

export async function buildSpa(spaDir: string): Promise<void> {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', spaDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
    child.once('exit', resolve);
  });
  if (code !== 0) throw new SpaBuildError(`Building the web app failed (vite exited with ${code}).`);
}
