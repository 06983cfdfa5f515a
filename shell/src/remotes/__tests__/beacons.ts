import { REMOTES } from '@lifeguard/contracts/remotes';
import {
  REMOTE_LOAD_OUTCOMES,
  REMOTE_LOAD_PHASES,
  REMOTE_LOADS_PATH,
} from '@lifeguard/contracts/remote-registry';
import type { ReportedLoad } from '../load-reports';

/** A `navigator.sendBeacon` that records its calls and answers `accepted`. */
export function installBeacon(accepted = true) {
  const sendBeacon = jest.fn((_url: string | URL, _data?: BodyInit | null) => accepted);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  return sendBeacon;
}

const isMs = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 600_000;
const LOAD_FIELDS = {
  remote: (value: unknown) => REMOTES.some(({ name }) => name === value),
  version: (value: unknown) => typeof value === 'string' && value.length >= 1 && value.length <= 64,
  outcome: (value: unknown) => REMOTE_LOAD_OUTCOMES.some((outcome) => outcome === value),
  failed_phase: (value: unknown) => REMOTE_LOAD_PHASES.some((phase) => phase === value),
  manifest_ms: isMs,
  entry_ms: isMs,
  expose_ms: isMs,
  total_ms: isMs,
} as const;
const REQUIRED = ['remote', 'version', 'outcome', 'total_ms'];

/**
 * Whether `body` matches `RemoteLoadReportSchema` (contracts/src/schemas/remote-registry.ts),
 * checked by hand from the contract's values: TypeBox ships only ES modules, which this Jest
 * configuration does not transform.
 */
function isLoadReport(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'loads') return false;
  const { loads } = body as { loads: unknown };
  if (!Array.isArray(loads) || loads.length < 1 || loads.length > 20) return false;
  return loads.every(
    (load: Record<string, unknown>) =>
      REQUIRED.every((field) => field in load) &&
      Object.entries(load).every(([field, value]) => LOAD_FIELDS[field as keyof typeof LOAD_FIELDS]?.(value)),
  );
}

/** The text of a Blob (jsdom's has no `text()`). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * The loads of each batch `sendBeacon` sent, after checking each went to `/api/remotes/loads/`
 * as JSON and its body matches the contract's `RemoteLoadReportSchema`.
 */
export async function sentBatches(sendBeacon: ReturnType<typeof installBeacon>): Promise<ReportedLoad[][]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => {
      expect(url).toBe(REMOTE_LOADS_PATH);
      expect(data).toBeInstanceOf(Blob);
      const blob = data as Blob;
      expect(blob.type).toBe('application/json');
      const body: unknown = JSON.parse(await readText(blob));
      expect(isLoadReport(body)).toBe(true);
      return (body as { loads: ReportedLoad[] }).loads;
    }),
  );
}

/** Every load the beacons sent, in order. */
export async function sentLoads(sendBeacon: ReturnType<typeof installBeacon>): Promise<ReportedLoad[]> {
  return (await sentBatches(sendBeacon)).flat();
}

/** The page turning hidden (left, closed, switched away from): what sends the queued reports. */
export function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
}
