// npm run replay -- <log.json> [--port N]: checks an operation log a user downloaded and serves
// the app answered from it (no server, no account), opening at the screen the user was on.
import fs from 'node:fs';
import { readOperationLog } from '../src/features/support/replay/logFile';
import { buildSpa, spaIsStale } from './lib/spaBuild';
import { startReplayServer } from './lib/replayServer';

const USAGE = 'Usage: npm run replay -- <operation-log.json> [--port 8095]';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const file = process.argv.slice(2).find((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--port');
if (!file) {
  console.error(USAGE);
  process.exit(2);
}
if (!fs.existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}
const text = fs.readFileSync(file, 'utf8');
const reading = await readOperationLog(text);
if (!reading.ok) {
  console.error(`Cannot replay ${file}: ${reading.message}`);
  process.exit(1);
}
const { log } = reading;

const spaDir = 'dist-replay';
if (spaIsStale(spaDir, 'replay.html')) {
  console.log('Building the replay page…');
  await buildSpa(spaDir, 'vite.replay.config.ts');
}

const server = await startReplayServer({
  logText: text,
  appVersion: log.appVersion,
  spaDir,
  port: Number(argument('--port') ?? 8095),
  onReport: (report) => {
    if ('problem' in report) console.error(`✗ ${report.problem}`);
    else console.warn(`${report.warning.kind === 'unanswered' ? '✗' : '!'} ${report.warning.route}: ${report.warning.message}`);
  },
});
console.log(`Replaying ${file}: ${log.operations.length} operations recorded until ${log.exportedAt} by app ${log.appVersion}.`);
console.log(`Open ${server.origin}${log.route}   (Ctrl-C stops; operations the log cannot answer are printed here)`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
