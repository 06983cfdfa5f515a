// @ts-check
/**
 * Writes `.br` and `.gz` next to every text asset of a build (`node compress.mjs <dir>`), so the
 * gateway serves pre-compressed files (README "Budgets"). Uses Node's zlib at maximum quality.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|html|json|svg)$/;

function compressDir(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) compressDir(path);
    else if (TEXT.test(entry.name)) {
      const data = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node compress.mjs <dist-dir>');
  process.exit(2);
}
compressDir(dir);
