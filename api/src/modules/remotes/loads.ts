import type { RemoteLoad } from '@lifeguard/contracts/schemas/remote-registry';
import type { Config } from '../../config.js';
import type { RemoteName } from '../../gateway/apps.js';
import { SYSTEM, type RemoteRegistry } from './registry.js';

/** The window the Remotes page and the canary rule read, ms. */
export const STATS_WINDOW_MS = 60 * 60 * 1000;
/** How long load reports are kept, ms; older ones are pruned at most once an hour per process. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Load reports (issue 34 item 4): `record` stores a browser's batch, then applies the canary rule
 * to every canary the batch is about: more than `rule.maxFailureRate` % of at least
 * `rule.minLoads` signed-in loads in the last hour ending in the fallback panel ends the canary,
 * audited `auto_rolled_back` by `system` with the figures. Signed-out pages never get a canary,
 * so their reports (which anyone can send) cannot end one.
 */
export function createLoadReports(registry: RemoteRegistry, rule: Config['remoteCanary']) {
  let prunedAt = 0;

  /** Ends `name`'s canary of `version` when its last hour breaks the rule; whether it did. */
  async function applyRule(name: RemoteName, version: string, now: Date): Promise<boolean> {
    const stats = await registry.repository.loadStats(new Date(now.getTime() - STATS_WINDOW_MS), true);
    const row = stats.find((s) => s.remote === name && s.version === version);
    if (!row || row.loads < rule.minLoads) return false;
    const rate = (row.failures / row.loads) * 100;
    if (rate <= rule.maxFailureRate) return false;
    const automatic =
      `${row.failures} of ${row.loads} loads failed (${Math.round(rate * 10) / 10} %) in the last hour, ` +
      `over the ${rule.maxFailureRate} % allowed.`;
    return registry.endCanary(name, SYSTEM, { only: version, automatic });
  }

  return {
    /**
     * Stores `loads` (one browser's batch; `signedIn` whether its page had a session), prunes old
     * reports now and then, and applies the canary rule. @returns the canaries rolled back.
     */
    async record(loads: RemoteLoad[], signedIn: boolean, now = new Date()): Promise<string[]> {
      await registry.repository.insertLoads(
        loads.map((load) => ({
          remote: load.remote,
          version: load.version,
          outcome: load.outcome,
          failedPhase: load.failed_phase ?? null,
          manifestMs: load.manifest_ms ?? null,
          entryMs: load.entry_ms ?? null,
          exposeMs: load.expose_ms ?? null,
          totalMs: load.total_ms,
          signedIn,
        })),
      );
      if (now.getTime() - prunedAt > STATS_WINDOW_MS) {
        prunedAt = now.getTime();
        await registry.repository.pruneLoads(new Date(now.getTime() - KEEP_MS));
      }
      if (!signedIn || !loads.some((load) => load.outcome === 'fallback')) return [];
      const releases = await registry.releases();
      const canaries = new Set(
        loads
          .filter((load) => releases.get(load.remote)?.canary?.version === load.version)
          .map((load) => `${load.remote}\u0000${load.version}`),
      );
      const ended: string[] = [];
      for (const key of canaries) {
        const [name, version] = key.split('\u0000') as [RemoteName, string];
        if (await applyRule(name, version, now)) ended.push(`${name} ${version}`);
      }
      return ended;
    },
  };
}

export type LoadReports = ReturnType<typeof createLoadReports>;
