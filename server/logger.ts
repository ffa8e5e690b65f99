import pino, { type Logger } from 'pino';
import type { Config } from './config';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Embed links carry their token in the query (`/app/embed-widget/…?token=…`): logs never do. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request fields, with the URL redacted (pino's serializers replace Fastify's). */
export function requestSerializer(req: LoggedRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/**
 * One line per answered request (Fastify's own two lines per request are off): at info in
 * production, where operators read them as JSON; at debug elsewhere, so `npm start` at its
 * default level shows its start-up and problems, not every file the browser loads.
 */
export function requestLogLevel(nodeEnv: Config['NODE_ENV']): 'info' | 'debug' {
  return nodeEnv === 'production' ? 'info' : 'debug';
}

/** "GET /app/ 200 in 3 ms", the URL redacted. */
export function requestLine(req: Pick<LoggedRequest, 'method' | 'url'>, statusCode: number, ms: number): string {
  return `${req.method} ${redactUrl(req.url)} ${statusCode} in ${Math.round(ms)} ms`;
}

/** Structured JSON logs; pretty lines on an interactive terminal outside production. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = config.NODE_ENV !== 'production' && process.stdout.isTTY;
  const options = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestSerializer },
  };
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,statusCode', sync: true } } });
  // Written at once, so a line is out before whatever the process prints next (npm start's banner).
  return pino(options, pino.destination({ dest: 1, sync: true }));
}
