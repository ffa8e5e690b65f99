// npm start: build the SPA if missing or stale, start the Auth emulator, migrate and serve.
import { buildSpa, spaIsStale } from './lib/spaBuild';
import { runStack } from './lib/stack';

await runStack({
  async prepare(config) {
    if (spaIsStale(config.spaDir)) {
      console.log('Building the web app…');
      await buildSpa(config.spaDir);
    }
  },
});
