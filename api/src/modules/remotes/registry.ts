import type { RemoteRegistryAction } from '@lifeguard/contracts/remote-registry';
import type { RemoteAuditEntry, RemoteState } from '@lifeguard/contracts/schemas/remote-registry';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { REMOTES, type RemoteName } from '../../gateway/apps.js';
import type { Builds } from '../../gateway/builds.js';
import { presentAudit, presentState } from './present.js';
import { buildOf, releasesOf, type Release, type VersionRef } from './releases.js';
import { createRemotesRepository } from './repository.js';
import type { RemoteReleaseRow } from './schema.js';

/** Who changes the registry: a superuser (id and email), the command line or the system. */
export type RegistryActor = { id: number | null; name: string };

/** The command line, as the audit names it. */
export const COMMAND_LINE: RegistryActor = { id: null, name: 'command line' };
/** The canary rule, as the audit names it. */
export const SYSTEM: RegistryActor = { id: null, name: 'system' };

/** A change the registry refuses: `status` 400 or 404, `code` and the field it is about. */
export class RegistryError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** What a change of a remote's release writes: its new state, and what its audit row says. */
type ReleaseChange = {
  state: Omit<RemoteReleaseRow, 'remote' | 'updatedAt'>;
  action: RemoteRegistryAction;
  version: string | null;
  fromVersion?: string | null;
  percent?: number | null;
  detail?: string;
};

const notFound = (name: string, version: string) =>
  new RegistryError(404, 'not_found', `${name} has no version ${version}.`, 'version');

/**
 * `release`'s state once `version` is active (stored as null when it is not `published`: the
 * build's own) and `from`, the version it replaces, is previous; a canary of `version` ends.
 */
function activated(release: RemoteReleaseRow, version: string, from: string, published: boolean) {
  const endsCanary = release.canaryVersion === version;
  return {
    activeVersion: published ? version : null,
    previousVersion: from,
    canaryVersion: endsCanary ? null : release.canaryVersion,
    canaryPercent: endsCanary ? null : release.canaryPercent,
  };
}

/**
 * The live remote registry (issue 34 items 2–3): publish, activate (promote), roll back, canary,
 * each in one transaction with its audit row; the releases the gateway applies per visitor; the
 * state the Remotes page and `npm run remote -- list` show. `served` are the server's own builds
 * (the version served while none is active; the gateway sets those it serves with `serve`);
 * `overrides` the REMOTE_<NAME>_* variables, which win.
 */
export function createRemoteRegistry(db: Database, served: Builds, overrides: Config['remotes']) {
  const repository = createRemotesRepository(db);
  let builds = served;

  /** `version` of `name`, published or the build's. @throws RegistryError 404 when neither. */
  async function versionRef(on: typeof db, name: RemoteName, version: string): Promise<VersionRef> {
    const published = await repository.version(name, version, on);
    if (published) return { version, manifestUrl: published.manifestUrl };
    const build = buildOf(builds, name);
    if (build.version === version) return build;
    throw notFound(name, version);
  }

  /**
   * Runs `change` on `name`'s locked release row in one transaction and writes its audit row.
   * `change` answers the new state and what to audit, or null to change nothing.
   */
  async function change(
    name: RemoteName,
    actor: RegistryActor,
    change: (release: RemoteReleaseRow, on: typeof db) => Promise<ReleaseChange | null>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const on = tx as unknown as typeof db;
      const release = (await repository.lockRelease(on, name))!;
      const next = await change(release, on);
      if (!next) return false;
      await repository.saveRelease(on, name, next.state);
      await repository.audit(on, {
        remote: name,
        action: next.action,
        version: next.version,
        fromVersion: next.fromVersion ?? null,
        percent: next.percent ?? null,
        actor: actor.name,
        actorId: actor.id,
        detail: next.detail ?? '',
      });
      return true;
    });
  }

  /** The label of the active version: the stored one, else the build's. */
  const activeLabel = (name: RemoteName, release: RemoteReleaseRow) =>
    release.activeVersion ?? buildOf(builds, name).version;

  return {
    /** Every remote's release, as the gateway applies it on each page load. */
    async releases(): Promise<Map<string, Release>> {
      const { releases, versions } = await repository.served();
      return releasesOf(releases, versions, builds);
    },

    /** Every remote's state with its versions and their loads since `statsSince`. */
    async state(statsSince: Date): Promise<RemoteState[]> {
      const [releases, versions, stats] = await Promise.all([
        repository.releases(),
        repository.versions(),
        repository.loadStats(statsSince),
      ]);
      return REMOTES.map(({ name }) =>
        presentState({
          name,
          build: buildOf(builds, name),
          release: releases.find((row) => row.remote === name) ?? null,
          versions: versions.filter((row) => row.remote === name),
          stats: stats.filter((row) => row.remote === name),
          override: overrides[name],
        }),
      );
    },

    /** The newest `limit` audit rows. */
    audit: async (limit = 50): Promise<RemoteAuditEntry[]> =>
      (await repository.auditRows(limit)).map(presentAudit),

    /**
     * Publishes `version` of `name` at `manifestUrl`; it serves no one until activated or given as
     * a canary. @throws RegistryError 400 `version_exists`.
     */
    async publish(name: RemoteName, version: string, manifestUrl: string, actor: RegistryActor) {
      await change(name, actor, async (release, on) => {
        const fresh = await repository.insertVersion(on, {
          remote: name,
          version,
          manifestUrl,
          publishedBy: actor.name,
        });
        if (!fresh) {
          throw new RegistryError(
            400,
            'version_exists',
            `${name} already has a version ${version}.`,
            'version',
          );
        }
        const { remote: _, updatedAt: __, ...state } = release;
        return { state, action: 'published', version, detail: manifestUrl };
      });
    },

    /**
     * Makes `version` (published, or the build's) the one every page load gets from now on; the
     * version it replaces is what a rollback returns to. A canary of that version ends: it is
     * promoted. Activating the active version changes nothing. @throws RegistryError 404.
     */
    async activate(name: RemoteName, version: string, actor: RegistryActor) {
      await change(name, actor, async (release, on) => {
        await versionRef(on, name, version);
        const from = activeLabel(name, release);
        if (from === version) return null;
        const published = await repository.version(name, version, on);
        const promoted = release.canaryVersion === version;
        return {
          state: activated(release, version, from, Boolean(published)),
          action: 'activated',
          version,
          fromVersion: from,
          detail: promoted ? `Promoted from a ${release.canaryPercent} % canary.` : '',
        };
      });
    },

    /**
     * Returns to the version active before the current one (again: back to the current one). A
     * canary of that version ends. @throws RegistryError 400 `nothing_to_roll_back`.
     */
    async rollback(name: RemoteName, actor: RegistryActor) {
      await change(name, actor, async (release, on) => {
        if (!release.previousVersion) {
          throw new RegistryError(
            400,
            'nothing_to_roll_back',
            `${name} has no earlier version to roll back to.`,
          );
        }
        const from = activeLabel(name, release);
        const target = release.previousVersion;
        const published = await repository.version(name, target, on);
        if (!published && target !== buildOf(builds, name).version) {
          throw new RegistryError(
            400,
            'nothing_to_roll_back',
            `${name}'s previous version ${target} is no longer served.`,
          );
        }
        return {
          state: activated(release, target, from, Boolean(published)),
          action: 'rolled_back',
          version: target,
          fromVersion: from,
        };
      });
    },

    /**
     * Gives `version` to `percent` % of signed-in users (1–100), chosen by their canary position
     * (contracts canaryPosition); the others keep the active version. @throws RegistryError 404,
     * or 400 `canary_is_active` for the active version.
     */
    async canary(name: RemoteName, version: string, percent: number, actor: RegistryActor) {
      await change(name, actor, async (release, on) => {
        await versionRef(on, name, version);
        const active = activeLabel(name, release);
        if (version === active) {
          throw new RegistryError(
            400,
            'canary_is_active',
            `${version} is already the active version of ${name}.`,
            'version',
          );
        }
        const { activeVersion, previousVersion } = release;
        return {
          state: { activeVersion, previousVersion, canaryVersion: version, canaryPercent: percent },
          action: 'canary',
          version,
          fromVersion: active,
          percent,
        };
      });
    },

    /**
     * Ends `name`'s canary: every user gets the active version again. With `only`, only while the
     * canary is still that version (the canary rule, which may race another process). `automatic`
     * is the canary rule's reason, audited as `auto_rolled_back`. @returns whether one ended.
     */
    async endCanary(
      name: RemoteName,
      actor: RegistryActor,
      { only, automatic }: { only?: string; automatic?: string } = {},
    ): Promise<boolean> {
      return change(name, actor, async (release) => {
        if (!release.canaryVersion || (only && release.canaryVersion !== only)) return null;
        const { activeVersion, previousVersion } = release;
        return {
          state: { activeVersion, previousVersion, canaryVersion: null, canaryPercent: null },
          action: automatic ? 'auto_rolled_back' : 'canary_ended',
          version: release.canaryVersion,
          fromVersion: activeLabel(name, release),
          percent: release.canaryPercent,
          detail: automatic ?? '',
        };
      });
    },

    /** Audits a superuser's developer override of their own browser, set (`entry`) or cleared. */
    async auditDevOverride(name: RemoteName, entry: string | null, actor: RegistryActor) {
      await repository.audit(db, {
        remote: name,
        action: entry ? 'dev_override' : 'dev_override_cleared',
        version: null,
        fromVersion: null,
        percent: null,
        actor: actor.name,
        actorId: actor.id,
        detail: entry ?? '',
      });
    },

    /** The builds the gateway serves: their versions are the ones served while none is active. */
    serve(gatewayBuilds: Builds) {
      builds = gatewayBuilds;
    },

    repository,
  };
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;
