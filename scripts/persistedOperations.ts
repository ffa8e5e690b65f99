// Run by `npm run codegen` after graphql-codegen: writes the persisted operations manifest the
// server trusts (server/generated/persisted-operations.json) and the ids the browser sends
// (src/generated/persisted-operation-ids.json). With --check (npm run codegen:check) it writes
// nothing and fails when either file is stale.
import fs from 'node:fs';
import path from 'node:path';
import * as documents from '../src/generated/graphql';
import { persistedOperationsManifestPath } from '../server/graphql/persistedOperationsManifest';
import { projectPath } from '../server/paths';
import { buildPersistedOperationsManifest, operationIdsByName } from './lib/persistedOperationsManifest';

const check = process.argv.includes('--check');
const manifest = await buildPersistedOperationsManifest(documents);
const outputs = [
  { file: persistedOperationsManifestPath(), content: manifest },
  { file: projectPath('src', 'generated', 'persisted-operation-ids.json'), content: operationIdsByName(manifest) },
];

const stale: string[] = [];
for (const { file, content } of outputs) {
  const text = `${JSON.stringify(content, null, 2)}\n`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(path.relative(projectPath(), file));
  else fs.writeFileSync(file, text);
}
if (stale.length > 0) {
  console.error(`Stale persisted operations: ${stale.join(', ')}. Run \`npm run codegen\`.`);
  process.exit(1);
}
console.log(`${check ? 'Checked' : 'Wrote'} ${manifest.operations.length} persisted operations.`);
