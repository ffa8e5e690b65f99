// The project root: npm scripts run there; when started elsewhere, walk up to schema.graphql.
import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'schema.graphql')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

export const projectRoot = findRoot(process.cwd());
export const projectPath = (...parts: string[]) => path.join(projectRoot, ...parts);
