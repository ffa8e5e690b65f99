import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text assets that decompress to the original', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ row: i, name: `Row ${i}` })))};`;
    fs.writeFileSync(path.join(dir, 'app-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));

    expect(await precompressDir(dir)).toBe(1);

    const br = fs.readFileSync(path.join(dir, 'app-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'app-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
    // Too small to gain anything, or compressed already: left as they are.
    expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});
