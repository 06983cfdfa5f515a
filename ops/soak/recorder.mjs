// @ts-check
/**
 * What the soak measures of its requests (issue 35 item 4): each request through the gateway as
 * one sample, then per phase of the run the requests, errors and latency percentiles, and the
 * failures outside the kill windows (the seconds right after a kill or a start, when failures
 * are expected).
 */

/**
 * One request: its kind (`reads`, `agent-execute`, ...), when it started and ended (ms since
 * the epoch; a stream ends when it closes), its latency (ms to the answer's headers), whether it
 * went as it should, and its status (a number, or the error's name).
 * @typedef {{ kind: string, start: number, end: number, latencyMs: number, ok: boolean, status: number | string }} Sample
 * @typedef {{ name: string, from: number, to: number }} Phase  ms since the epoch, `to` excluded
 * @typedef {{ reason: string, from: number, to: number }} Window  ms since the epoch
 * @typedef {{ name: string, fromS: number, toS: number, requests: number, errors: number, p50Ms: number, p99Ms: number }} PhaseRow
 */

/** The `q`-quantile (0–1) of `values`, nearest rank; 0 for none. */
export function quantile(/** @type {number[]} */ values, /** @type {number} */ q) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * The phases of a run of `durationMs` from `start`, at the fractions: steady until the
 * API replica is killed (30 %), api killed until it starts again (40 %), api back until the
 * worker is killed (60 %), worker killed until it starts again (70 %), worker back until the
 * end; the last phase also holds what runs after the end (runs and syncs finishing).
 * @param {number} start @param {number} durationMs
 * @returns {Phase[]}
 */
export function phasesOf(start, durationMs) {
  const at = (/** @type {number} */ fraction) => start + fraction * durationMs;
  return [
    { name: 'steady', from: start, to: at(0.3) },
    { name: 'api killed', from: at(0.3), to: at(0.4) },
    { name: 'api back', from: at(0.4), to: at(0.6) },
    { name: 'worker killed', from: at(0.6), to: at(0.7) },
    { name: 'worker back', from: at(0.7), to: Infinity },
  ];
}

/** How many of `samples` there are of each kind and status (`agent-execute 502`). */
function byKind(/** @type {Sample[]} */ samples) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { kind, status } of samples)
    counts[`${kind} ${status}`] = (counts[`${kind} ${status}`] ?? 0) + 1;
  return counts;
}

/** Collects the samples of one soak. */
export function createRecorder() {
  /** @type {Sample[]} */
  const samples = [];
  return {
    samples,
    /** Adds one request's sample. @param {Sample} sample */
    add: (sample) => void samples.push(sample),
    /**
     * Per phase (by when each request started): requests, errors, p50 and p99 latency, ms;
     * times in s from `start`.
     * @param {Phase[]} phases @param {number} start
     * @returns {PhaseRow[]}
     */
    byPhase(phases, start) {
      return phases.map((phase) => {
        const inPhase = samples.filter((s) => s.start >= phase.from && s.start < phase.to);
        const latencies = inPhase.map((s) => s.latencyMs);
        const last = Math.max(phase.from, ...inPhase.map((s) => s.end));
        return {
          name: phase.name,
          fromS: Math.round((phase.from - start) / 1000),
          toS: Math.round(((Number.isFinite(phase.to) ? phase.to : last) - start) / 1000),
          requests: inPhase.length,
          errors: inPhase.filter((s) => !s.ok).length,
          p50Ms: Math.round(quantile(latencies, 0.5)),
          p99Ms: Math.round(quantile(latencies, 0.99)),
        };
      });
    },
    /**
     * The requests that overlap no kill window (a request in flight when a process was killed
     * counts as inside), how many of them failed, and the failures by kind and status, of
     * those (`failures`) and of every request (`failuresInAll`).
     * @param {Window[]} windows
     */
    outside(windows) {
      const inside = (/** @type {Sample} */ s) => windows.some((w) => s.start < w.to && s.end >= w.from);
      const kept = samples.filter((s) => !inside(s));
      const failed = kept.filter((s) => !s.ok);
      return {
        requests: kept.length,
        failed: failed.length,
        failures: byKind(failed),
        failuresInAll: byKind(samples.filter((s) => !s.ok)),
      };
    },
  };
}

/** @typedef {ReturnType<typeof createRecorder>} Recorder */
