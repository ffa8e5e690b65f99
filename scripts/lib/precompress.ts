// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each built asset worth
// compressing, which the server sends as they are (@fastify/static preCompressed) instead of
// compressing every response again at a low quality: smaller files, and no compression work
// while a first visit downloads dozens of chunks.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets only (images and fonts are compressed already), and none the server would not compress either. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt)$/;
const MIN_BYTES = 1024;

export async function precompressDir(dir: string): Promise<number> {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzip(content, { level: 9 }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}

/** Vite plugin: precompresses the build's assets once they are written. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(path.join(outDir, 'assets'));
    },
  };
}
