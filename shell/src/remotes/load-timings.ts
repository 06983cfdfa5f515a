import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLoadPhase } from '@lifeguard/contracts/remote-registry';

/** What one attempt at loading a remote's module measured: each phase it saw, in ms. */
export type AttemptTimings = {
  manifest_ms?: number;
  entry_ms?: number;
  expose_ms?: number;
  /** The first phase that did not end well; set only by a failed attempt. */
  failed_phase?: RemoteLoadPhase;
};

/** When each phase of an attempt started (`<phase>0`) and ended well (`<phase>1`), ms. */
type Marks = Partial<Record<string, number>>;
/** What a runtime hook is given: the remote (as `moduleInfo` or `remoteInfo`), and its error. */
type HookArgs = { moduleInfo?: { name: string }; remoteInfo?: { name: string }; error?: unknown };

const PHASES = ['manifest', 'entry', 'expose'] as const satisfies readonly RemoteLoadPhase[];
/** The attempt under way for each remote; the shell loads one module per remote at a time. */
const attempts = new Map<string, Marks>();

/** A phase's time in whole ms, within the contract's 0–600000. */
export const toMs = (ms: number) => Math.min(600_000, Math.max(0, Math.round(ms)));

/** A hook marking `key` of the remote's attempt, the first time, unless the step failed. */
const mark =
  (key: string) =>
  ({ moduleInfo, remoteInfo, error }: HookArgs): void => {
    const attempt = attempts.get((moduleInfo ?? remoteInfo)?.name ?? '');
    if (attempt && error === undefined) attempt[key] ??= performance.now();
  };

/**
 * A federation runtime plugin (issue 34 item 4) that times the three phases of each remote's
 * load from the runtime-core 2.9 hooks: the manifest from `beforeLoadManifest` to
 * `afterLoadManifest`, the remote entry from `loadEntry` (the script's fetch) to
 * `afterInitRemote` (the container initialised), the exposed module from `beforeGetExpose` to
 * `afterExecuteFactory` (its chunks loaded and its factory run). A phase the runtime answered
 * from its caches has no start and is left out; a phase that failed keeps no end. It changes no
 * result (every hook answers void).
 */
export const loadTimings = (): ModuleFederationRuntimePlugin => ({
  name: 'lifeguard-load-timings',
  beforeLoadManifest: mark('manifest0'),
  afterLoadManifest: mark('manifest1'),
  loadEntry: mark('entry0'),
  afterInitRemote: mark('entry1'),
  beforeGetExpose: mark('expose0'),
  afterExecuteFactory: mark('expose1'),
});

/**
 * Starts timing one attempt at loading `remote`'s module; the returned function ends it and
 * answers what was measured, with `failed_phase` when `failed`: the first phase that did not end
 * (the manifest when none started, the expose when all ended, e.g. a module of the wrong shape).
 */
export function startAttempt(remote: string): (failed: boolean) => AttemptTimings {
  const attempt: Marks = {};
  attempts.set(remote, attempt);
  return (failed) => {
    if (attempts.get(remote) === attempt) attempts.delete(remote);
    const timings: AttemptTimings = {};
    for (const phase of PHASES) {
      const start = attempt[`${phase}0`];
      const end = attempt[`${phase}1`];
      if (start !== undefined && end !== undefined) timings[`${phase}_ms`] = toMs(end - start);
      if (failed && end === undefined) timings.failed_phase ??= phase;
    }
    if (failed) timings.failed_phase ??= 'expose';
    return timings;
  };
}
