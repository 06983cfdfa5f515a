/**
 * `npm run openapi:generate -w api` (issue 36 item 5): writes src/openapi/operations.generated.json,
 * the summary, description and tag of every operation of `/api/schema/`, from the route
 * docstrings (scripts/openapi/generate.ts). `--check` writes nothing and exits 1 when the
 * committed file differs from what the docstrings make (test/openapi/operation-docs.test.ts
 * fails then too).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOperationDocs, OPERATIONS_FILE } from './openapi/generate.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const file = join(apiDir, OPERATIONS_FILE);
const { text, undocumented, unresolved } = generateOperationDocs(apiDir);
const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';

if (unresolved.length > 0) {
  console.log(`Routes whose path is not made of constants, left out: ${unresolved.join(', ')}`);
}
for (const operation of undocumented) console.error(`no docstring: ${operation}`);
if (process.argv.includes('--check')) {
  if (committed !== text) {
    console.error(
      `api/${OPERATIONS_FILE} differs from the route docstrings. Run npm run openapi:generate -w api.`,
    );
    process.exit(1);
  }
} else if (committed === text) {
  console.log(`api/${OPERATIONS_FILE} already follows the route docstrings.`);
} else {
  writeFileSync(file, text);
  console.log(`wrote api/${OPERATIONS_FILE}`);
}
if (undocumented.length > 0) process.exit(1);
