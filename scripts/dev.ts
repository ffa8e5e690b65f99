// npm run dev: the same server and emulator, plus Vite with hot reload proxying to the server.
import { createServer } from 'vite';
import { runStack } from './lib/stack';

await runStack({
  async afterStart() {
    const vite = await createServer({ server: { port: Number(process.env.VITE_PORT ?? 5173), strictPort: true } });
    await vite.listen();
    const url = vite.resolvedUrls?.local[0] ?? `http://localhost:${process.env.VITE_PORT ?? 5173}/app/`;
    return { url, stop: () => vite.close() };
  },
});
