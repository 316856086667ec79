import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineThemeInitPlugin } from './scripts/inline-theme-init-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';
import { webRootFrom } from './scripts/web-root.ts';

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), serviceWorkerPlugin(), precompressPlugin(), inlineThemeInitPlugin()],
  build: {
    // WEB_ROOT, as the server reads it; vite.islands.config.ts builds into the same folder after this.
    outDir: webRootFrom(process.env),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Two pages: the app, and the public memorial page on its own small entry (decision 017).
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./src/web/index.html', import.meta.url)),
        memorial: fileURLToPath(new URL('./src/web/memorial.html', import.meta.url)),
      },
      // Copies the many tiny shared chunks (an icon, a badge) into the chunks that use them, with one
      // module state kept by rolldown's runtime: the dashboard fetched 40 files of about 1 KB each,
      // one slow round trip after another on a phone's connection (decision 049).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
          // React, React DOM, React Router and TanStack Query in one file: every signed-in page runs all
          // four, and split by which entries and screens share them they came as six files, each a
          // request a phone's few connections wait for (decision 054).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
