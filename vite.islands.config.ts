// The pages the server renders, the public memorial page, the landing page, the sign-in page (decisions
// 041, 042 and 047) and the legal pages, which have no islands (052): their islands for the browser and
// their renderer for the server, both with Preact standing in for React so the components are the app's
// own while a visitor's first view stays small. `npm run build` runs this after vite.config.ts, into the
// same WEB_ROOT; the renderer goes beside it, in `<WEB_ROOT>-ssr`, where no request can reach it.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inlineThemeInitPlugin } from './scripts/inline-theme-init-plugin.ts';
import { preactForReact } from './scripts/preact-for-react.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { webRootFrom } from './scripts/web-root.ts';
import { serverRendererDir } from './src/server/infra/server-renderer.ts';
import { SERVER_RENDER_BUILD } from './src/shared/server-render-build.ts';

const webDir = fileURLToPath(new URL('./src/web', import.meta.url));
const webRoot = webRootFrom(process.env);

export default defineConfig({
  root: webDir,
  // Known, so the style sheets' /fonts/… URLs resolve, but not copied: the app's build already has them.
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [tailwindcss(), precompressPlugin(), inlineThemeInitPlugin()],
  resolve: { alias: preactForReact },
  builder: {},
  environments: {
    client: {
      build: {
        outDir: webRoot,
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: [
            SERVER_RENDER_BUILD.memorial.page,
            SERVER_RENDER_BUILD.landing.page,
            SERVER_RENDER_BUILD.auth.page,
            SERVER_RENDER_BUILD.legal.page,
          ].map((page) => `${webDir}/${page}`),
        },
      },
    },
    ssr: {
      // Bundled whole, so the aliases reach the libraries too (lucide-react, sonner, Radix).
      resolve: { noExternal: true },
      build: {
        rolldownOptions: {
          output: { entryFileNames: SERVER_RENDER_BUILD.rendererFile },
          // Libraries mark their modules "use client" for React's server components; this renderer has none.
          onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
        },
        outDir: serverRendererDir(webRoot),
        emptyOutDir: true,
        ssr: fileURLToPath(new URL('./src/web/server-render.tsx', import.meta.url)),
      },
    },
  },
});
