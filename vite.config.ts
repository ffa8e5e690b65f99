import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/lib/precompress.ts';

// The API server, which serves /graphql, /healthz and the runtime configuration in development
// as it does in production (where it also serves this build at /app).
const apiServer = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * Libraries every first page load needs, one long-cached chunk each so that an app release
 * does not invalidate them. Only statically imported (`$initial`) modules are grouped: code that
 * only lazy screens use stays in those screens' chunks instead of being pulled into the first load.
 */
const initialVendorGroups: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  ['firebase', /node_modules[\\/](firebase|@firebase|idb)[\\/]/],
  ['apollo', /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant)[\\/]/],
  // Everything else the first paint needs: Chakra UI and its dependencies (Ark, Zag, Emotion).
  ['ui', /node_modules[\\/]/],
];

export default defineConfig({
  base: '/app/',
  plugins: [react(), precompressPlugin()],
  resolve: {
    // react-grid-layout imports react-draggable as ESM, react-resizable (CommonJS) requires it:
    // without this the dashboard chunk carried both builds of it. One (ESM) copy serves both.
    alias: [{ find: /^react-draggable$/, replacement: fileURLToPath(new URL('./node_modules/react-draggable/build/cjs/cjs.mjs', import.meta.url)) }],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/graphql': { target: apiServer, ws: true },
      '/healthz': apiServer,
      '/app/runtime-config.js': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: initialVendorGroups.map(([name, test], index) => ({
            name,
            test,
            tags: ['$initial'],
            // Earlier entries win: the catch-all `ui` group comes last.
            priority: initialVendorGroups.length - index,
          })),
        },
      },
    },
  },
});
