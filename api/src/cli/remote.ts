import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { REMOTE_MANIFEST_PATTERN, REMOTE_VERSION_PATTERN } from '@lifeguard/contracts/remote-registry';
import type { RemoteState } from '@lifeguard/contracts/schemas/remote-registry';
import { loadConfig } from '../config.js';
import { repoRoot } from '../config/env.js';
import { connectToolDatabase } from '../db/open.js';
import { REMOTES, type RemoteName } from '../gateway/apps.js';
import { configuredBuilds, publishedManifestPath, type Builds } from '../gateway/builds.js';
import { STATS_WINDOW_MS } from '../modules/remotes/loads.js';
import {
  createRemoteRegistry,
  RegistryError,
  type RegistryActor,
  type RemoteRegistry,
} from '../modules/remotes/registry.js';
import { fail, runCli } from './run-cli.js';

const usage = `Usage (issue 34; every change is audited and applies from the next page load):
  npm run remote -- publish <name> <version> --manifest <url or path>
  npm run remote -- activate <name> <version>
  npm run remote -- rollback <name>
  npm run remote -- canary <name> <version> <percent>   (1-100; 0 ends the canary)
  npm run remote -- list [--json]
<name> is one of ${REMOTES.map((remote) => remote.name).join(', ')}. A --manifest path (a build's
mf-manifest.json or its folder) is copied beside the server's builds and served at
/remotes/<name>/<version>/; a URL (http(s)://, or a path on this origin such as
/remotes/<name>/<version>/mf-manifest.json) is used as it is.`;

/** Who the audit names: the command line and the system user running it. */
const actor = (): RegistryActor => ({ id: null, name: `command line (${userInfo().username})` });

/** `value` as a remote name. @throws RegistryError for another. */
function remoteName(value: string | undefined): RemoteName {
  const known = REMOTES.find((remote) => remote.name === value);
  if (!known) throw new RegistryError(400, 'invalid', `Unknown remote "${value ?? ''}".\n\n${usage}`);
  return known.name;
}

/** `value` as a version label. @throws RegistryError when it is none. */
function versionLabel(value: string | undefined): string {
  if (!value || !new RegExp(REMOTE_VERSION_PATTERN).test(value)) {
    throw new RegistryError(
      400,
      'invalid',
      `"${value ?? ''}" is no version: a digit first, then letters, digits, ".", "+" or "-" (at most 64).`,
    );
  }
  return value;
}

/**
 * The manifest URL to publish for `source`: a URL as it is; an existing file or folder (a
 * build) copied to `<publishedFiles>/<version>/` after checking it is `name`'s manifest.
 * @returns the URL and, for a copy, the folder to remove if publishing fails.
 */
function manifestOf(builds: Builds, name: RemoteName, version: string, source: string) {
  // npm runs the script in api/: a relative path is from where `npm run remote` was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), source);
  if (!existsSync(path)) {
    if (new RegExp(REMOTE_MANIFEST_PATTERN).test(source)) return { url: source, copy: null };
    throw new RegistryError(400, 'invalid', `No file or folder at ${source}, and it is no URL.`);
  }
  const folder = statSync(path).isDirectory() ? path : dirname(path);
  const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8')) as {
    name?: string;
    id?: string;
  };
  if (manifest.name !== name && manifest.id !== name) {
    throw new RegistryError(
      400,
      'invalid',
      `${join(folder, 'mf-manifest.json')} is the manifest of "${manifest.name ?? manifest.id}", not ${name}.`,
    );
  }
  const dir = REMOTES.find((remote) => remote.name === name)!.dir;
  const copy = join(builds.publishedFiles(dir), version);
  if (existsSync(copy)) throw new RegistryError(400, 'version_exists', `${copy} already exists.`);
  cpSync(folder, copy, {
    recursive: true,
    filter: (file) => !/[\\/]server([\\/]|$)/.test(file.slice(folder.length)),
  });
  return { url: publishedManifestPath(name, version), copy };
}

/** One remote as `list` prints it. */
function describe(remote: RemoteState): string {
  const head = [
    `${remote.name}: active ${remote.active_version}`,
    remote.canary ? `canary ${remote.canary.version} at ${remote.canary.percent} %` : null,
    remote.previous_version ? `rollback to ${remote.previous_version}` : null,
    remote.env_override ? `overridden by REMOTE_${remote.name.toUpperCase()}_* (wins)` : null,
  ].filter(Boolean);
  const lines = remote.versions.map((v) => {
    const source = v.source === 'build' ? 'the build' : `published by ${v.published_by} at ${v.published_at}`;
    const loads = v.stats.loads
      ? `${v.stats.loads} loads, ${v.stats.failure_rate} % failed, p75 ${v.stats.p75_ms} ms`
      : 'no loads';
    return `  ${v.version}  ${v.manifest_url}  (${source}; last hour: ${loads})`;
  });
  return [head.join(' · '), ...lines].join('\n');
}

/** Runs one command on `registry`. @returns what to print. */
async function run(registry: RemoteRegistry, builds: Builds, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const manifestAt = rest.indexOf('--manifest');
  const args = manifestAt >= 0 ? [...rest.slice(0, manifestAt), ...rest.slice(manifestAt + 2)] : rest;
  switch (command) {
    case 'publish': {
      const name = remoteName(args[0]);
      const version = versionLabel(args[1]);
      const source = manifestAt >= 0 ? rest[manifestAt + 1] : undefined;
      if (!source)
        throw new RegistryError(400, 'invalid', `publish needs --manifest <url or path>.\n\n${usage}`);
      if (await registry.repository.version(name, version)) {
        throw new RegistryError(400, 'version_exists', `${name} already has a version ${version}.`);
      }
      const { url, copy } = manifestOf(builds, name, version, source);
      try {
        await registry.publish(name, version, url, actor());
      } catch (error) {
        if (copy) rmSync(copy, { recursive: true, force: true });
        throw error;
      }
      return `Published ${name} ${version} at ${url}. Activate it with: npm run remote -- activate ${name} ${version}`;
    }
    case 'activate': {
      const name = remoteName(args[0]);
      const version = versionLabel(args[1]);
      await registry.activate(name, version, actor());
      return `${name} ${version} is active: the next page load gets it.`;
    }
    case 'rollback': {
      const name = remoteName(args[0]);
      await registry.rollback(name, actor());
      const state = (await registry.state(new Date())).find((remote) => remote.name === name)!;
      return `${name} is back on ${state.active_version}.`;
    }
    case 'canary': {
      const name = remoteName(args[0]);
      const version = versionLabel(args[1]);
      const percent = Number(args[2]);
      if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
        throw new RegistryError(
          400,
          'invalid',
          `The percent must be a whole number from 1 to 100 (0 ends the canary), not "${args[2] ?? ''}".`,
        );
      }
      if (percent === 0) {
        const ended = await registry.endCanary(name, actor(), { only: version });
        return ended ? `${name}'s canary of ${version} ended.` : `${name} has no canary of ${version}.`;
      }
      await registry.canary(name, version, percent, actor());
      return `${name} ${version} goes to ${percent} % of signed-in users from their next page load.`;
    }
    case 'list': {
      const state = await registry.state(new Date(Date.now() - STATS_WINDOW_MS));
      if (args.includes('--json'))
        return JSON.stringify({ remotes: state, audit: await registry.audit(20) }, null, 2);
      return state.map(describe).join('\n\n');
    }
    default:
      throw new RegistryError(400, 'invalid', usage);
  }
}

/**
 * `npm run remote -- …` (issue 34 item 2): publish, activate, roll back, canary and list the
 * remotes' versions in the live registry, with the server up or down (through its database).
 * Exits 1 with the reason on a refused change.
 */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const builds = configuredBuilds(config, repoRoot);
  const handle = await connectToolDatabase(config);
  try {
    const pending = await handle.pendingMigrations();
    if (pending.length > 0)
      return fail(
        `The database lacks migrations (${pending.join(', ')}): run \`npm run migrate\` or start the server first.`,
      );
    console.log(await run(createRemoteRegistry(handle.db, builds, config.remotes), builds, argv));
    return 0;
  } catch (error) {
    if (error instanceof RegistryError) return fail(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}

runCli('remote', main);
