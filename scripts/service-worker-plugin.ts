import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const SERVICE_WORKER_ENTRY = fileURLToPath(
  new URL('../src/web/service-worker/service-worker.ts', import.meta.url),
);

/**
 * What a phone keeps at install: the app's page, every script and style (so any screen opens offline),
 * the Latin subset of each font (the rest are kept when first used), and the public files. Other HTML
 * entries (a public page with its own bundle) are left out: they are not the app.
 */
const isPrecached = (fileName: string) =>
  fileName === 'index.html' ||
  /\.(js|css)$/.test(fileName) ||
  (fileName.endsWith('.woff2') && /-latin-\d/.test(fileName));

async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat();
}

/**
 * Builds src/web/service-worker into /sw.js after the SPA, with the list of files to keep and a cache
 * version that changes whenever one of their contents does. A separate build, so the worker is one
 * classic script with nothing shared with the page's chunks (module workers are not everywhere yet).
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  let publicDir = '';
  let bundleFiles: string[] = [];
  return {
    name: 'harbor-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    writeBundle(_options, bundle) {
      bundleFiles = Object.keys(bundle);
    },
    async closeBundle() {
      const publicFiles = await listFiles(publicDir);
      const files = [...new Set([...bundleFiles.filter(isPrecached), ...publicFiles])].sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(await readFile(path.join(outDir, file)));
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __HARBOR_PRECACHE__: JSON.stringify(files.map((file) => `/${file}`)),
          __HARBOR_CACHE_VERSION__: JSON.stringify(hash.digest('hex').slice(0, 12)),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry: SERVICE_WORKER_ENTRY, formats: ['es'], fileName: () => 'sw.js' },
        },
      });
    },
  };
}
