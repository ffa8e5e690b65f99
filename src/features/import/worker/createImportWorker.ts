/**
 * The one line Vite needs to bundle the import worker as its own module script. It uses
 * `import.meta`, which Jest's CommonJS transform cannot run, so tests never load this module:
 * they give useImportParser a fake worker factory (or mock this module).
 */
export function createImportWorker(): Worker {
  return new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
}
