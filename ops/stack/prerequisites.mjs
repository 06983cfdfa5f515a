// @ts-check
/**
 * What `npm run stack` needs from the machine before it starts anything (issue 34 item 1):
 * Debian's nginx for the gateway and every app's service, and its brotli module, which
 * ops/app/nginx.conf loads. Without them the app services died later with "shell exited with
 * code 127"; now the stack names the missing packages and the command that installs them.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * @typedef {{ hasCommand: (name: string) => boolean, exists: (path: string) => boolean }} Probe
 *   how the machine is asked: a command on PATH, a file present
 */

/** Each Debian package the stack needs, with how to tell it is installed. */
const PACKAGES = /** @type {const} */ ([
  { name: 'nginx', command: 'nginx' },
  {
    name: 'libnginx-mod-http-brotli-static',
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  },
]);

/**
 * This machine: `name` is an executable file in a folder of PATH (as the shell that runs
 * ops/app/entrypoint.sh finds it); `path` exists.
 * @type {Probe}
 */
export const machineProbe = {
  hasCommand: (name) =>
    (process.env.PATH ?? '').split(delimiter).some((dir) => {
      try {
        accessSync(join(dir || '.', name), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    }),
  exists: (path) => existsSync(path),
};

/**
 * The Debian packages the stack needs that `probe` does not find, in install order (issue 34
 * item 1).
 * @param {Probe} [probe]
 * @returns {string[]} package names; empty when all are there
 */
export function missingPackages(probe = machineProbe) {
  return PACKAGES.filter((pkg) =>
    'command' in pkg ? !probe.hasCommand(pkg.command) : !probe.exists(pkg.file),
  ).map((pkg) => pkg.name);
}

/**
 * Fails before the stack starts anything when a package it needs is missing (issue 34 item 1).
 * @param {Probe} [probe]
 * @throws {Error} naming the missing packages and the `apt-get install -y ...` that installs them
 */
export function checkPrerequisites(probe = machineProbe) {
  const missing = missingPackages(probe);
  if (missing.length === 0) return;
  throw new Error(
    `Debian packages missing: ${missing.join(', ')}. ` +
      `Install them (as root) with: apt-get install -y ${missing.join(' ')}`,
  );
}
