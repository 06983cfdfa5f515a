// @ts-check
// `npm run ops:generate` (issue 34 item 1): writes the generated blocks of docker-compose.yml,
// ops/gateway/nginx.conf and .env.example from contracts/src/remotes.mjs (ops/generated.mjs).
// `--check` writes nothing and exits 1 when a file differs from what the list makes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOpsFiles } from './generated.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const changed = generateOpsFiles(root).filter(({ committed, generated }) => committed !== generated);

if (check) {
  for (const { file } of changed) console.error(`${file} differs from contracts/src/remotes.mjs`);
  if (changed.length > 0) {
    console.error('Run npm run ops:generate.');
    process.exit(1);
  }
} else {
  for (const { file, generated } of changed) {
    writeFileSync(join(root, file), generated);
    console.log(`wrote ${file}`);
  }
  if (changed.length === 0) console.log('The ops files already follow contracts/src/remotes.mjs.');
}
