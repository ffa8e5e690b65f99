// The server of `npm run replay`: the built app's files, the replay page for every /app/* path,
// the log at /app/replay-log.json, and nothing else. There is no /graphql: a replay that tried to
// reach a server would fail, not quietly talk to a real one.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { runtimeConfigScriptOf } from '../../server/http/runtimeConfig';
import type { RuntimeConfig } from '../../src/app/runtimeConfig';
import type { ReplayWarning } from '../../src/features/support/replay/recordedAnswers';

export interface ReplayServerOptions {
  /** The log as the user downloaded it (already checked with readOperationLog). */
  logText: string;
  appVersion: string;
  spaDir: string;
  port: number;
  host?: string;
  /** Each warning or problem the replay page reports. */
  onReport?: (report: { warning: ReplayWarning } | { problem: string }) => void;
}

export interface RunningReplayServer {
  origin: string;
  close(): Promise<void>;
}

export async function startReplayServer({ logText, appVersion, spaDir, port, host = '127.0.0.1', onReport }: ReplayServerOptions): Promise<RunningReplayServer> {
  const app = Fastify({ logger: false, bodyLimit: 100_000 });
  // Firebase is never reached in a replay (no sign-in happens), but the app reads its settings.
  const runtimeConfig: RuntimeConfig = {
    version: appVersion,
    firebase: { apiKey: 'replay', authDomain: 'replay.invalid', projectId: 'demo-replay' },
    authEmulatorUrl: null,
  };
  const configScript = runtimeConfigScriptOf(runtimeConfig);

  app.get('/', (_req, reply) => reply.redirect('/app/'));
  app.get('/app/runtime-config.js', (_req, reply) => reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(configScript));
  app.get('/app/replay-log.json', (_req, reply) => reply.header('cache-control', 'no-store').type('application/json').send(logText));
  app.post('/app/replay-warnings', (req, reply) => {
    onReport?.(req.body as Parameters<NonNullable<ReplayServerOptions['onReport']>>[0]);
    return reply.code(204).send();
  });
  await app.register(fastifyStatic, { root: path.resolve(spaDir), prefix: '/app/', index: false, wildcard: true });
  const sendReplay = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('replay.html');
  app.get('/app/', (_req, reply) => sendReplay(reply));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method === 'GET' && url.startsWith('/app/') && !path.extname(url)) return sendReplay(reply);
    return reply.code(404).type('text/plain').send('Not found: a replay has no server.');
  });
  const address = await app.listen({ port, host });
  return { origin: address, close: () => app.close() };
}
