import { RETRY_DELAYS_MS } from '../load-with-retry';
import { flushRemoteLoads } from '../load-reports';
import { forgetRemote, loadAssistantPanel, loadRemoteRoutes } from '../remote-registry';
import { hidePage, installBeacon, sentLoads } from './beacons';
import {
  fake,
  GATEWAY_404,
  installFakeFetch,
  json,
  MANIFEST,
  resetFake,
  routesModule,
  settle,
} from './fake-federation';

/** Issue 34 item 4: how each load of a remote went, with a bounded retry before the fallback. */

let sendBeacon: ReturnType<typeof installBeacon>;

/** The loads reported so far, sent as the page is hidden (left). */
async function reported() {
  hidePage();
  return sentLoads(sendBeacon);
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.useFakeTimers();
  installFakeFetch();
  flushRemoteLoads();
  sendBeacon = installBeacon();
  resetFake();
  forgetRemote('darkweb');
  forgetRemote('assistant');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a load of a remote', () => {
  it('that succeeds at once is reported as loaded, with the time of each phase', async () => {
    fake.delays = { manifest: 120, entry: 200, expose: 50 };
    await expect(settle(loadRemoteRoutes('darkweb'))).resolves.toEqual({
      status: 'fulfilled',
      value: routesModule,
    });
    // The registry is read once per page: this first load's total includes no wait for it.
    expect(await reported()).toEqual([
      {
        remote: 'darkweb',
        version: '0.1.0',
        outcome: 'loaded',
        manifest_ms: 120,
        entry_ms: 200,
        expose_ms: 50,
        total_ms: 370,
      },
    ]);
  });

  it('that a retry saves is reported as retried, the manifest fetched again', async () => {
    let answers = 0;
    fake.manifestAnswer = () => (++answers === 1 ? json(GATEWAY_404, 404) : json(MANIFEST));
    fake.delays = { manifest: 40, entry: 0, expose: 0 };
    const fetches = fake.manifestFetches;

    await expect(settle(loadRemoteRoutes('darkweb'))).resolves.toMatchObject({ status: 'fulfilled' });
    expect(fake.manifestFetches).toBe(fetches + 2);
    expect(await reported()).toEqual([
      {
        remote: 'darkweb',
        version: '0.1.0',
        outcome: 'retried',
        manifest_ms: 40,
        entry_ms: 0,
        expose_ms: 0,
        total_ms: 40 + RETRY_DELAYS_MS[0] + 40,
      },
    ]);
  });

  it.each([
    ['manifest', () => (fake.manifestAnswer = () => json(GATEWAY_404, 404)), {}],
    ['entry', () => (fake.entryFails = true), { manifest_ms: 0 }],
    ['expose', () => (fake.moduleThrows = true), { manifest_ms: 0, entry_ms: 0 }],
  ])(
    'whose %s fails three times is reported as fallback, after re-fetching manifest and entry',
    async (phase, fail, timings) => {
      fail();
      const [fetches, entryLoads] = [fake.manifestFetches, fake.entryLoads];
      const load = loadRemoteRoutes('darkweb');

      // While the retries run, the failure has not reached the caller (the fallback panel).
      await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + 10);
      expect(fake.manifestFetches).toBe(fetches + 2);
      await expect(settle(load)).resolves.toMatchObject({ status: 'rejected' });

      expect(fake.manifestFetches).toBe(fetches + 3);
      if (phase !== 'manifest') expect(fake.entryLoads).toBe(entryLoads + 3);
      expect(await reported()).toEqual([
        {
          remote: 'darkweb',
          version: '0.1.0',
          outcome: 'fallback',
          failed_phase: phase,
          ...timings,
          total_ms: RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1],
        },
      ]);
    },
  );

  it('whose module has the wrong shape fails in the expose phase', async () => {
    fake.panelExposed = false;
    await expect(settle(loadAssistantPanel())).resolves.toMatchObject({ status: 'rejected' });
    expect(await reported()).toEqual([
      expect.objectContaining({ outcome: 'fallback', failed_phase: 'expose' }),
    ]);
  });

  it('started again by Retry after the fallback is a new load with its own report', async () => {
    fake.entryFails = true;
    await settle(loadRemoteRoutes('darkweb'));
    fake.entryFails = false;
    forgetRemote('darkweb');
    await expect(settle(loadRemoteRoutes('darkweb'))).resolves.toMatchObject({ status: 'fulfilled' });
    expect((await reported()).map(({ outcome }) => outcome)).toEqual(['fallback', 'loaded']);
  });

  it("of a developer's override (issue 34 item 6) is not reported", async () => {
    await expect(settle(loadRemoteRoutes('teams'))).resolves.toMatchObject({ status: 'fulfilled' });
    expect(await reported()).toEqual([]);
  });
});
