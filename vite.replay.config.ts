import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config.ts';

/**
 * The replay page of `npm run replay` (support staff), built on its own into dist-replay/: as a
 * second entry of the app's build it would share chunks with the app and split the app's first
 * load into more, smaller files. Nothing of it ships with the app.
 */
export default mergeConfig(
  appConfig,
  defineConfig({
    build: {
      outDir: 'dist-replay',
      rolldownOptions: { input: 'replay.html' },
    },
  }),
);
