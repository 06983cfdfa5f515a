// @ts-check
/**
 * The parts of the ops files that name the apps, made from the one list of them,
 * contracts/src/remotes.mjs (issue 34 item 1): the compose app services, the gateway's map and
 * location of the remotes, the version variables of `.env.example`. Each part sits in its file
 * between marker lines, so the rest stays hand-written:
 *
 *   # BEGIN generated <block> by npm run ops:generate (contracts/src/remotes.mjs)
 *   ...
 *   # END generated <block>
 *
 * `npm run ops:generate` (ops/generate.mjs) writes them; ops/__tests__/generated.test.ts fails
 * when a committed file differs from what this module makes of the list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, SHELL_DIR } from '@lifeguard/contracts/remotes';

/** @typedef {{ name: string, dir: string }} Remote */

/** The version every app's service serves when its variable is unset. */
const DEFAULT_VERSION = '0.1.0';
/** The port every app's nginx listens on inside its service (ops/app/nginx.conf). */
const APP_PORT = 8080;
const SOURCE = 'by npm run ops:generate (contracts/src/remotes.mjs)';

/**
 * The version variable of an app's folder: `SHELL_VERSION`, `MFE_AUTH_VERSION`.
 * @param {string} dir
 */
export const versionVariable = (dir) => `${dir.toUpperCase().replace(/-/g, '_')}_VERSION`;

/**
 * One compose service of a federated app, from the one image ops/app/Dockerfile.
 * @param {string} dir
 */
const appService = (dir) => {
  const version = `\${${versionVariable(dir)}:-${DEFAULT_VERSION}}`;
  return [
    `  ${dir}:`,
    '    <<: *app-service',
    `    image: lifeguard/${dir}:${version}`,
    '    build:',
    '      context: .',
    '      dockerfile: ops/app/Dockerfile',
    '      args:',
    `        APP_DIR: ${dir}`,
    '    environment:',
    `      APP_VERSION: ${version}`,
  ].join('\n');
};

/**
 * Each generated file's blocks, by block name, for the shell and `remotes` (issue 34 item 1).
 * Every block is whole lines, each ending in a newline.
 * @param {readonly Remote[]} [remotes]
 * @returns {Record<string, Record<string, string>>} file (from the root) → block name → text
 */
export function generatedBlocks(remotes = REMOTES) {
  const dirs = [SHELL_DIR, ...remotes.map((remote) => remote.dir)];
  const lines = (/** @type {string[]} */ list) => list.map((line) => `${line}\n`).join('');
  return {
    'docker-compose.yml': {
      'app-services': `${dirs.map(appService).join('\n\n')}\n`,
    },
    'ops/gateway/nginx.conf': {
      'remote-services': lines(remotes.map(({ name, dir }) => `    ${name} ${dir}:${APP_PORT};`)),
      'remote-locations': lines([
        `    location ~ ^/remotes/(?<remote>${remotes.map((r) => r.name).join('|')})/ {`,
        '      proxy_pass http://$remote_service;',
        '      proxy_hide_header Cache-Control;',
        '      add_header Cache-Control $static_cache_control always;',
        '    }',
      ]),
    },
    '.env.example': {
      'app-versions': lines(dirs.map((dir) => `${versionVariable(dir)}=${DEFAULT_VERSION}`)),
    },
  };
}

/**
 * `text` with the content between each block's marker lines replaced by `blocks[name]`.
 * @param {string} text @param {Record<string, string>} blocks @param {string} file for errors
 * @throws {Error} when a block's markers are missing from `text`
 */
export function fillBlocks(text, blocks, file) {
  let filled = text;
  for (const [name, content] of Object.entries(blocks)) {
    const block = new RegExp(
      `^([ \\t]*)(# BEGIN generated ${name} .*\\n)[\\s\\S]*?^\\1(# END generated ${name}\\n)`,
      'm',
    );
    if (!block.test(filled)) {
      throw new Error(
        `${file} has no "# BEGIN generated ${name} ${SOURCE}" … "# END generated ${name}" lines`,
      );
    }
    filled = filled.replace(block, (_, indent, begin, end) => `${indent}${begin}${content}${indent}${end}`);
  }
  return filled;
}

/**
 * Every generated file under `root` as committed and as the list makes it (issue 34 item 1).
 * @param {string} root @param {readonly Remote[]} [remotes]
 * @returns {{ file: string, committed: string, generated: string }[]}
 */
export function generateOpsFiles(root, remotes = REMOTES) {
  return Object.entries(generatedBlocks(remotes)).map(([file, blocks]) => {
    const committed = readFileSync(join(root, file), 'utf8');
    return { file, committed, generated: fillBlocks(committed, blocks, file) };
  });
}
