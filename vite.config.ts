import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { FontaineTransform } from 'fontaine';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The web app's server render (src/web/entry-server.tsx), built by `vite build --ssr` into dist/ssr. */
const serverRenderBuild = {
  outDir: fromRoot('./dist/ssr'),
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
  minify: true,
  // One file: the server loads every screen at start-up anyway.
  rolldownOptions: { input: fromRoot('./src/web/entry-server.tsx'), output: { inlineDynamicImports: true } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [
    react(),
    // Compiles each imported .po catalogue into the messages of its language (decision 061).
    lingui(),
    tailwindcss(),
    // Until Inter and Fraunces arrive, text shows in a local face scaled to their metrics, so the swap moves
    // nothing (fonts.css). Liberation and DejaVu have no published metrics: Linux desktops keep their own sizes.
    FontaineTransform.vite({
      fallbacks: {
        Inter: ['Arial', 'Roboto'],
        Fraunces: ['Georgia', 'Noto Serif', 'Times New Roman'],
      },
      resolvePath: (src) => fromRoot(`./node_modules/${src}`),
    }),
  ],
  // The server render carries its own production build of React and the app's libraries: the server process
  // does not set NODE_ENV, and React's development build renders several times slower.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src/web') },
      { find: '@contract', replacement: fromRoot('./src/contract') },
      // Exactly "zod": the wrapper's own imports of zod/v4 still reach the package.
      { find: /^zod$/, replacement: fromRoot('./src/web/lib/zod-without-eval.ts') },
    ],
  },
  build: isSsrBuild
    ? serverRenderBuild
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        // Every browser Luz supports preloads modules natively; the polyfill would only add bytes to the first page.
        modulePreload: { polyfill: false },
        // The server reads it to preload the app's code and the screen's a page opens on (server/http/screen-preloads.ts).
        manifest: true,
        rolldownOptions: {
          // index.html loads boot.ts alone, which imports the app (main.tsx) once the page has loaded; as an entry
          // of its own, the app and everything it imports stay the first-page chunk below.
          input: { index: fromRoot('./src/web/index.html'), main: fromRoot('./src/web/main.tsx') },
          // The entry exports nothing anyone imports; required by experimentalInlineCommonChunks below.
          preserveEntrySignatures: false,
          // A feature's public file and its API modules only declare (fetchers, query options, hooks, cache keys),
          // so a screen that imports one thing from a public file does not carry the rest of it (decision 032).
          treeshake: {
            moduleSideEffects: [
              { test: /\/src\/web\/features\/[^/]+\/(index\.ts|api\/[^/]+\.ts)$/, sideEffects: false },
            ],
          },
          output: {
            codeSplitting: {
              groups: [
                // All index.html loads: boot.ts, with the helper its dynamic import of the app goes through.
                { name: 'boot', test: /\/src\/web\/boot\.ts$|vite\/preload-helper/, priority: 1 },
                // Everything the app needs before it can draw (React, the router, TanStack Query, the shell) in one
                // file rather than six: fewer requests, and one gzip stream compresses better than several. Not the
                // stylesheet, nor index.html's own module: index.html links the stylesheet (the server writes it
                // into the page), so no script ever loads it, and loading boot must not load this chunk.
                { name: 'app', tags: ['$initial'], test: (id) => !/\.css$|\.html$/.test(id) },
              ],
              // Modules shared by a few screens (icons, small components) would each be a file of about 1 kB: a screen
              // then came as 20 to 40 requests, six at a time over HTTP/1.1. Copied into each screen's chunk instead,
              // a screen is a handful of files (docs/decisions/013).
              experimentalInlineCommonChunks: { maxSize: 8_000 },
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
