import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts in the build are already compressed formats. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export interface PrecompressResult {
  /** Files (relative to the directory) that got a .br and a .gz twin. */
  files: string[];
  /** Sum of the originals, in bytes. */
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite holds the build manifest: read by scripts, never served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return listFiles(full, base);
        return entry.isFile() ? [path.relative(base, full)] : [];
      }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of a built directory, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request. A twin that is not smaller than the original is not
 * written: the server then sends the original.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: [], originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file)).sort();
  for (const file of files) {
    const full = path.join(dir, file);
    const original = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
      gzipAsync(original, { level: 9 }),
    ]);
    if (br.length >= original.length || gz.length >= original.length) continue;
    await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    result.files.push(file);
    result.originalBytes += original.length;
    result.brotliBytes += br.length;
    result.gzipBytes += gz.length;
  }
  return result;
}

/** Vite plugin: precompresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'waihui-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, originalBytes, brotliBytes } = await precompressDir(outDir);
      this.info(
        `precompressed ${files.length} files: ${originalBytes} → ${brotliBytes} bytes (brotli)`,
      );
    },
  };
}
