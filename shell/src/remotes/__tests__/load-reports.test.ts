import {
  FLUSH_DELAY_MS,
  MAX_BATCH,
  flushRemoteLoads,
  reportRemoteLoad,
  type ReportedLoad,
} from '../load-reports';
import { hidePage, installBeacon, sentBatches } from './beacons';

/** Issue 34 item 4: load reports go in batches, by beacon, without ever failing the page. */

const load = (total_ms: number): ReportedLoad => ({
  remote: 'darkweb',
  version: '0.1.0',
  outcome: 'loaded',
  manifest_ms: 10,
  entry_ms: 20,
  expose_ms: 30,
  total_ms,
});

let sendBeacon: ReturnType<typeof installBeacon>;

beforeEach(() => {
  jest.useFakeTimers();
  flushRemoteLoads();
  sendBeacon = installBeacon();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('reportRemoteLoad', () => {
  it('sends a batch at once when it reaches 20 loads, in one beacon', async () => {
    for (let n = 1; n < MAX_BATCH; n += 1) reportRemoteLoad(load(n));
    expect(sendBeacon).not.toHaveBeenCalled();

    reportRemoteLoad(load(MAX_BATCH));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [batch] = await sentBatches(sendBeacon);
    expect(batch?.map(({ total_ms }) => total_ms)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));

    // The queue starts again empty: the next load waits for the delay.
    reportRemoteLoad(load(21));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends what is queued 5 s after the first report', async () => {
    reportRemoteLoad(load(1));
    jest.advanceTimersByTime(FLUSH_DELAY_MS - 1_000);
    reportRemoteLoad(load(2));
    expect(sendBeacon).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1_000);
    expect(await sentBatches(sendBeacon)).toEqual([[load(1), load(2)]]);
    jest.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends at once when the page is hidden (left, closed or switched away from)', async () => {
    reportRemoteLoad(load(1));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();
    hidePage();
    expect(await sentBatches(sendBeacon)).toEqual([[load(1)]]);

    reportRemoteLoad(load(2));
    hidePage();
    expect(await sentBatches(sendBeacon)).toEqual([[load(1)], [load(2)]]);

    // Nothing queued, nothing sent.
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('drops a batch the browser refuses, or when it has no beacon, without throwing', () => {
    const refused = installBeacon(false);
    reportRemoteLoad(load(1));
    expect(() => flushRemoteLoads()).not.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    reportRemoteLoad(load(2));
    expect(() => flushRemoteLoads()).not.toThrow();
  });
});
