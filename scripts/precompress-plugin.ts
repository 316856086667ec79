import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;
// Smaller than a network packet, a compressed copy saves nothing.
const MIN_BYTES = 1_024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each script, style and SVG of the build, at the
 * slowest, smallest settings, once: the static site sends the copy a browser accepts (serveStatic's
 * `precompressed`) instead of compressing every answer as it goes.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'harbor-precompress',
    apply: 'build',
    // The browser's files only: the server's renderer is read from disk, never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      // The service worker is built apart (scripts/service-worker-plugin.ts), so it is not in this bundle.
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = file.type === 'chunk' ? file.code : file.source;
          if (content.length < MIN_BYTES) return;
          const target = path.join(outDir, file.fileName);
          const brotli = await toBrotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
          await writeFile(`${target}.br`, brotli);
          await writeFile(`${target}.gz`, await toGzip(content, { level: 9 }));
        }),
      );
    },
  };
}
