// The guard against an orphaned emulator, with a stand-in for firebase-tools: a process that, like
// the emulator, exports on its first SIGINT (taking a while) and then exits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const guard = path.resolve('scripts/lib/emulatorGuard.cjs');

const FAKE_EMULATOR = `
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts += 1;
  if (interrupts > 1) return;
  // The export takes a moment and logs to the (possibly gone) starter meanwhile.
  const timer = setInterval(() => process.stdout.write('exporting\\n'), 20);
  setTimeout(() => {
    clearInterval(timer);
    require('node:fs').writeFileSync(process.argv[2], String(interrupts));
    process.exit(0);
  }, 500);
});
setInterval(() => undefined, 1000);
process.stdout.write('ready\\n');
`;

/** Starts the stand-in as authEmulator.ts starts the emulator; prints its pid once it is ready. */
const STARTER = `
const { spawn } = require('node:child_process');
const [guard, fake, exported, mode] = process.argv.slice(1);
const child = spawn(process.execPath, ['--require', guard, fake, exported], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
child.stdout.once('data', () => {
  process.stdout.write(child.pid + '\\n');
  // "stops": the starter begins a clean stop itself, then ends before the export is done.
  if (mode === 'stops') { process.kill(-child.pid, 'SIGINT'); process.exit(0); }
});
setInterval(() => undefined, 1000);
`;

/** Alive and not a zombie (an orphan's exit is reaped by whatever pid 1 is, if at all). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: kill(0) is all there is
  }
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('emulator guard', () => {
  let dir: string;
  let emulatorPid: number | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-guard-'));
    fs.writeFileSync(path.join(dir, 'fake.cjs'), FAKE_EMULATOR);
  });
  afterEach(() => {
    if (emulatorPid && isRunning(emulatorPid)) process.kill(emulatorPid, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(mode: 'killed' | 'stops') {
    const exported = path.join(dir, 'exported');
    const starter = spawn(process.execPath, ['-e', STARTER, guard, path.join(dir, 'fake.cjs'), exported, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve) => starter.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    emulatorPid = pid;
    return { starter, pid, exported };
  }

  it('stops the emulator cleanly (its export runs) when the process that started it is killed', async () => {
    const { starter, pid, exported } = await start('killed');
    starter.kill('SIGKILL');
    await until(() => fs.existsSync(exported) && !isRunning(pid));
    expect(fs.readFileSync(exported, 'utf8')).toBe('1');
  });

  it('does not cut short a clean stop the starter began (a second SIGINT would skip the export)', async () => {
    const { pid, exported } = await start('stops');
    await until(() => fs.existsSync(exported) && !isRunning(pid));
    expect(fs.readFileSync(exported, 'utf8')).toBe('1');
  });
});
