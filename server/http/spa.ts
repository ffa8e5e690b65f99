// The built SPA under /app: hashed assets cached forever, index.html never, and every other
// /app/* path answered with index.html so the client router can take it (404 page included).
// The embed page's HTML is the one response other websites may frame.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { runtimeConfigScript } from './runtimeConfig';
import { embedPageHelmetOptions } from './securityHeaders';

export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.spaDir, 'index.html');
  const script = runtimeConfigScript(config);

  app.get('/', (_req, reply) => reply.redirect('/app/'));
  app.get('/app', (_req, reply) => reply.redirect('/app/'));
  app.get('/app/runtime-config.js', (_req, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(script),
  );

  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built SPA in ${config.spaDir}: /app answers 503 until \`npm run build\` runs.`);
    app.get('/app/*', (_req, reply) =>
      reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it for you).'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: config.spaDir,
    prefix: '/app/',
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of its assets (scripts/lib/precompress.ts): sent as they
    // are to a browser that takes them, the rest compressed on the fly by @fastify/compress.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');

  app.get('/app/', (_req, reply) => sendIndex(reply));
  app.get('/app/embed-widget/*', { helmet: embedPageHelmetOptions(config) }, (_req, reply) => sendIndex(reply));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    // Missing files (a .js, .png, ...) are real 404s; extensionless paths are client routes.
    if (req.method === 'GET' && url.startsWith('/app/') && !path.extname(url)) return sendIndex(reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
}
