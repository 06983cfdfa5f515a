import type { RemoteRegistryAction } from '@lifeguard/contracts/remote-registry';
import type {
  RemoteAuditEntry,
  RemoteLoadStats,
  RemoteState,
  RemoteVersionEntry,
} from '@lifeguard/contracts/schemas/remote-registry';
import type { RemoteOverride } from '../../config.js';
import type { LoadStatsRow } from './repository.js';
import type { RemoteAuditRow, RemoteReleaseRow, RemoteVersionRow } from './schema.js';

/** A version's loads as the Remotes page shows them: failure rate in % (one decimal). */
export function presentStats(row: LoadStatsRow | undefined): RemoteLoadStats {
  if (!row || row.loads === 0) return { loads: 0, failures: 0, retried: 0, failure_rate: 0, p75_ms: null };
  return {
    loads: row.loads,
    failures: row.failures,
    retried: row.retried,
    failure_rate: Math.round((row.failures / row.loads) * 1000) / 10,
    p75_ms: row.p75Ms,
  };
}

/** What a remote's state is made of: its build, release row, published versions, loads, env override. */
export type StateParts = {
  name: string;
  build: { version: string; manifestUrl: string };
  release: RemoteReleaseRow | null;
  versions: RemoteVersionRow[];
  stats: LoadStatsRow[];
  override: RemoteOverride;
};

/**
 * A remote as `GET /api/admin/remotes/` answers it (contracts RemoteStateSchema): the build's own
 * version last unless a published one has the same label.
 */
export function presentState({ name, build, release, versions, stats, override }: StateParts): RemoteState {
  const statsOf = (version: string) => presentStats(stats.find((row) => row.version === version));
  const published: RemoteVersionEntry[] = versions.map((row) => ({
    version: row.version,
    manifest_url: row.manifestUrl,
    source: 'published',
    published_by: row.publishedBy,
    published_at: row.publishedAt.toISOString(),
    stats: statsOf(row.version),
  }));
  const buildEntry: RemoteVersionEntry = {
    version: build.version,
    manifest_url: build.manifestUrl,
    source: 'build',
    published_by: null,
    published_at: null,
    stats: statsOf(build.version),
  };
  const shadowed = versions.some((row) => row.version === build.version);
  return {
    name,
    active_version: release?.activeVersion ?? build.version,
    previous_version: release?.previousVersion ?? null,
    canary:
      release?.canaryVersion && release.canaryPercent
        ? { version: release.canaryVersion, percent: release.canaryPercent }
        : null,
    env_override:
      override.url || override.version
        ? { entry: override.url ?? null, version: override.version ?? null }
        : null,
    versions: shadowed ? published : [...published, buildEntry],
  };
}

/** An audit row as the Remotes page lists it. */
export function presentAudit(row: RemoteAuditRow): RemoteAuditEntry {
  return {
    id: row.id,
    remote: row.remote,
    action: row.action as RemoteRegistryAction,
    version: row.version,
    from_version: row.fromVersion,
    percent: row.percent,
    actor: row.actor,
    detail: row.detail,
    at: row.at.toISOString(),
  };
}
