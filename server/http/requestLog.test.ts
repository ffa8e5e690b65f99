import { Writable } from 'node:stream';
import pino from 'pino';
import { requestLine, requestLogLevel } from '../logger';
import { startTestServer } from '../test/testServer';

describe('request logs', () => {
  it('are one line per request, at info in production and debug elsewhere', () => {
    expect(requestLine({ method: 'GET', url: '/app/embed-widget/w?token=pte_secret' }, 200, 2.6)).toBe('GET /app/embed-widget/w?token=[redacted] 200 in 3 ms');
    expect(requestLogLevel('production')).toBe('info');
    expect(requestLogLevel('development')).toBe('debug');
  });

  it('the server writes one line for a request, none at info outside production', async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    for (const level of ['debug', 'info'] as const) {
      lines.length = 0;
      const server = await startTestServer('pglite', {}, pino({ level }, sink));
      try {
        await fetch(`${server.url}/healthz`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const requestLines = lines.filter((line) => /healthz/.test(line.msg));
        expect(requestLines.map((line) => line.msg.replace(/\d+ ms$/, 'N ms'))).toEqual(level === 'debug' ? ['GET /healthz 200 in N ms'] : []);
      } finally {
        await server.close();
      }
    }
    // Two servers start and stop in this one test (others start theirs in a hook, with a timeout each).
  }, 60_000);
});
