/**
 * After rspack: writes dist/manifest.json for the Lifeguard server at LIFEGUARD_ORIGIN (default
 * `http://localhost:8000`, `npm start`'s address), dist/blocklist.json (the server's current
 * blocklist, which the extension uses until its first download), and zips dist/ into
 * artifacts/lifeguard-extension-<version>.zip (issue 32 item 1).
 *   LIFEGUARD_ORIGIN=https://lifeguard.example npm run build -w extension
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { buildBlocklist } from '../../api/src/modules/web-protection/blocklist.js';
import { readFeed } from '../../api/src/modules/web-protection/feed.js';
import { createManifest } from '../src/manifest.js';
import { DEFAULT_LIFEGUARD_ORIGIN } from '../src/lib/origin.js';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const manifest = createManifest(process.env.LIFEGUARD_ORIGIN || DEFAULT_LIFEGUARD_ORIGIN);

writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const { blocklist } = buildBlocklist(readFeed());
writeFileSync(join(dist, 'blocklist.json'), JSON.stringify(blocklist));

const files = Object.fromEntries(
  readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dist, path), new Uint8Array(readFileSync(path))];
    }),
);
mkdirSync(join(root, 'artifacts'), { recursive: true });
const zip = join(root, 'artifacts', `lifeguard-extension-${manifest.version}.zip`);
writeFileSync(zip, zipSync(files, { level: 9 }));
console.log(
  `extension for ${manifest.externally_connectable.matches[0]}: ${relative(process.cwd(), dist)}/, ` +
    `${blocklist.hosts.length} listed hosts, ${relative(process.cwd(), zip)}`,
);
