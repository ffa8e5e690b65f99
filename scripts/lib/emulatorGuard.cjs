// Preloaded into the Auth emulator's process (`node --require`) by authEmulator.ts. The process
// that starts the emulator holds the other end of the emulator's stdin; when that process ends
// without stopping the emulator (a crash, running out of memory, kill -9), the pipe closes and
// this guard stops the emulator the way Ctrl-C does, so --export-on-exit still saves the accounts.
'use strict';

/** As in authEmulator.ts's stop(): room for the export, then the emulator is killed. */
const KILL_AFTER_MS = Number(process.env.EMULATOR_GUARD_KILL_AFTER_MS) || 15_000;

let stopping = false;

// firebase-tools treats a first SIGINT as a clean shutdown and a second as "stop right now,
// skip the export": once one was sent (by the starter or by this guard), send no other.
process.on('SIGINT', () => {
  stopping = true;
  // Until firebase-tools installs its own handler, keep Node's default: exit.
  if (process.listenerCount('SIGINT') === 1) process.exit(130);
});

function signal(name) {
  try {
    process.kill(-process.pid, name); // the whole process group it leads (spawned detached)
  } catch {
    process.kill(process.pid, name);
  }
}

/**
 * A starter that began a clean stop and then ended: its SIGINT and the end of the pipe arrive
 * together, in either order. Waiting this long lets its SIGINT be seen first.
 */
const SIGINT_GRACE_MS = 250;

function starterGone() {
  // Its stdout and stderr pipes are gone with it: a failed write of the shutdown messages must
  // not end the process before the export.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  // Nobody else is left to kill a shutdown that hangs.
  setTimeout(() => signal('SIGKILL'), KILL_AFTER_MS).unref();
  setTimeout(() => {
    if (stopping) return;
    stopping = true;
    signal('SIGINT');
  }, SIGINT_GRACE_MS);
}

process.stdin.on('end', starterGone);
process.stdin.on('error', starterGone);
process.stdin.resume();
