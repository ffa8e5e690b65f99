// Child process of the ledger bench: the real server alone, so its peak memory (VmHWM) is the
// server's and not the bench's. Prints its URL once listening; stops on SIGTERM.
import { loadConfig, startServer } from '../server/main';
import { createLogger } from '../server/logger';

const config = loadConfig(process.env);
const server = await startServer(config, createLogger(config));
console.log(server.url);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
