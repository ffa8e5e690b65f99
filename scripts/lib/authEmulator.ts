// Starts the Firebase Auth emulator (firebase-tools) for a demo- project: no login, no network,
// no UI. Used by npm start, npm run dev, Jest's global setup and the Playwright harness.
// The emulator never outlives the process that started it: stop() ends it, and so does that
// process's end by any means (emulatorGuard.cjs), each the way Ctrl-C does, so that accounts
// are exported.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isPortFree } from './freePort';

export class EmulatorError extends Error {
  override name = 'EmulatorError';
}

export interface RunningEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop(): Promise<void>;
}

const firebaseBin = path.resolve('node_modules/firebase-tools/lib/bin/firebase.js');
const guard = path.resolve('scripts/lib/emulatorGuard.cjs');

export interface AuthEmulatorOptions {
  projectId: string;
  port: number;
  /** Keep accounts across restarts: imported at start, exported when stopped. */
  persistDir?: string;
  timeoutMs?: number;
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<RunningEmulator> {
  const { projectId, port } = options;
  if (!projectId.startsWith('demo-')) throw new EmulatorError(`The Auth emulator runs only for a demo- project, not ${projectId}.`);
  if (!fs.existsSync(firebaseBin)) throw new EmulatorError('firebase-tools is not installed: run npm install.');
  if (!(await isPortFree(port))) {
    throw new EmulatorError(`Auth emulator port ${port} is already in use: stop the other emulator or set AUTH_EMULATOR_PORT.`);
  }
  // The hub and logging ports must not clash with another emulator (npm start beside npm test).
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const configFile = path.join(workDir, 'firebase.json');
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );

  const args = ['--require', guard, firebaseBin, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  if (options.persistDir) {
    const persistDir = path.resolve(options.persistDir);
    // --import fails on a directory that holds no export yet (the very first start).
    if (fs.existsSync(path.join(persistDir, 'firebase-export-metadata.json'))) args.push('--import', persistDir);
    args.push('--export-on-exit', persistDir);
  }
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    detached: true, // its own process group, so stop() ends everything it started
    // stdin: the guard's lifeline, closed by the system when this process ends.
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 15_000); // room for --export-on-exit to write the accounts
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  };

  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      const last = output.trim().split('\n').slice(-3).join(' | ');
      throw new EmulatorError(`The Auth emulator exited (code ${child.exitCode}): ${last}`);
    }
    try {
      // connection: close, so no idle keep-alive socket is left for the next caller to trip on.
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`, { headers: { connection: 'close' } });
      await response.arrayBuffer();
      if (response.ok) return { host, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new EmulatorError(`The Auth emulator did not become ready on ${host} within ${(options.timeoutMs ?? 60_000) / 1000} s.`);
}
