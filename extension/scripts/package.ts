/**
 * After rspack: writes dist/manifest.json for the Lifeguard server at LIFEGUARD_ORIGIN (default
 * `http://localhost:8000`, `npm start`'s address), dist/blocklist.json (the server's current
 * blocklist, which the extension uses until its first download), and zips dist/ into
 * artifacts/lifeguard-extension-<version>.zip (issue 32 item 1).
 *   LIFEGUARD_ORIGIN=https://lifeguard.example npm run build -w extension
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildBlocklist } from '../../api/src/modules/web-protection/blocklist.js';
import { packageExtension } from '../../api/src/modules/web-protection/extension-package.js';
import { readFeed } from '../../api/src/modules/web-protection/feed.js';
import { createManifest } from '../src/manifest.js';
import { DEFAULT_LIFEGUARD_ORIGIN, lifeguardOrigin } from '../src/lib/origin.js';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const origin = lifeguardOrigin(process.env.LIFEGUARD_ORIGIN || DEFAULT_LIFEGUARD_ORIGIN);
const manifest = createManifest(origin);

writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const { blocklist } = buildBlocklist(readFeed());
writeFileSync(join(dist, 'blocklist.json'), JSON.stringify(blocklist));

// The server's download zips the same way (api web-protection/extension-package.ts).
const { zip } = packageExtension(dist, origin)!;
mkdirSync(join(root, 'artifacts'), { recursive: true });
const zipFile = join(root, 'artifacts', `lifeguard-extension-${manifest.version}.zip`);
writeFileSync(zipFile, zip);
console.log(
  `extension for ${origin}: ${relative(process.cwd(), dist)}/, ` +
    `${blocklist.hosts.length} listed hosts, ${relative(process.cwd(), zipFile)}`,
);
