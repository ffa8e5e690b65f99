// Built assets go out as the build compressed them (scripts/lib/precompress.ts), cached for a year.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from '../../scripts/lib/precompress';
import { useTestServer } from '../test/testServer';

const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-assets-'));
fs.mkdirSync(path.join(spaDir, 'assets'));
fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><script type="module" src="/app/assets/app.js"></script>');
const script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Security ${i}`))};`;
fs.writeFileSync(path.join(spaDir, 'assets', 'app.js'), script);

/** The raw bytes and headers of a GET, without the decompression fetch would do. */
function rawGet(url: string, acceptEncoding: string | null): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built assets', () => {
  beforeAll(() => precompressDir(path.join(spaDir, 'assets')));
  const server = useTestServer('pglite', { SPA_DIR: spaDir });
  afterAll(() => fs.rmSync(spaDir, { recursive: true, force: true }));

  it('go out as the brotli copy the build wrote, to a browser that takes brotli', async () => {
    const { headers, body } = await rawGet(`${server.url}/app/assets/app.js`, 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body.equals(fs.readFileSync(path.join(spaDir, 'assets', 'app.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('go out as the gzip copy to a browser without brotli, and as they are to one that takes neither', async () => {
    const gz = await rawGet(`${server.url}/app/assets/app.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet(`${server.url}/app/assets/app.js`, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});
