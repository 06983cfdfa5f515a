import { forgetRemote, loadAssistantPanel, loadRemoteRoutes } from '../remote-registry';
import {
  fake,
  GATEWAY_404,
  installFakeFetch,
  json,
  MANIFEST,
  panelModule,
  REGISTRY,
  routesModule,
  settle,
} from './fake-federation';

/** A load that fails, after its bounded retries (issue 34 item 4) ran on the fake clock. */
async function expectFailure(load: Promise<unknown>, message?: string) {
  const result = await settle(load);
  expect(result.status).toBe('rejected');
  if (message && result.status === 'rejected') expect(String(result.reason)).toContain(message);
}

beforeEach(() => {
  jest.useFakeTimers();
  installFakeFetch();
  // The load reports go by beacon; these tests are about the loads.
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

// First: the registry is read once per page, and these tests share one page.
describe('the remotes registry (issue 17: no round trip before the first remote)', () => {
  it('is read from the page when the gateway inlined it, without fetching remotes.json', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="lifeguard-remotes">' +
      JSON.stringify(REGISTRY) +
      '</script>' +
      // A server-rendered page also inlines its remote's manifest (issue 31).
      '<script type="application/json" id="lifeguard-manifests">' +
      JSON.stringify({ '/remotes/darkweb/mf-manifest.json': MANIFEST }) +
      '</script>';
    fake.manifestAnswer = () => json(MANIFEST);
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
    expect(fake.registryFetches).toBe(0);
    expect(fake.manifestFetches).toBe(0);

    // The inlined manifest answers once: Retry fetches the build's current one.
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
    expect(fake.manifestFetches).toBe(1);
    forgetRemote('darkweb');
  });
});

/** Issue 15 item 8: Retry (forget, then load again) recovers from any failure, without a reload. */
describe('loadRemoteRoutes after forgetRemote (Retry)', () => {
  it("recovers when the manifest was the gateway's JSON 404", async () => {
    fake.manifestAnswer = () => json(GATEWAY_404, 404);
    await expectFailure(loadRemoteRoutes('darkweb'));
    const fetchesBefore = fake.manifestFetches;

    fake.manifestAnswer = () => json(MANIFEST);
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
    expect(fake.manifestFetches).toBe(fetchesBefore + 1);
  });

  it('recovers when the manifest was an HTML 404 or the network failed', async () => {
    fake.manifestAnswer = () => new Response('<!doctype html><h1>Not found</h1>', { status: 404 });
    forgetRemote('darkweb');
    await expectFailure(loadRemoteRoutes('darkweb'));

    fake.manifestAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    forgetRemote('darkweb');
    await expectFailure(loadRemoteRoutes('darkweb'));

    fake.manifestAnswer = () => json(MANIFEST);
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
  });

  it('recovers when the remote entry failed or the module threw', async () => {
    fake.manifestAnswer = () => json(MANIFEST);
    fake.entryFails = true;
    forgetRemote('darkweb');
    await expectFailure(loadRemoteRoutes('darkweb'));
    fake.entryFails = false;
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);

    fake.moduleThrows = true;
    forgetRemote('darkweb');
    await expectFailure(loadRemoteRoutes('darkweb'), 'threw while evaluating');
    fake.moduleThrows = false;
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
  });

  it('keeps a failure until Retry: no new request while the fallback shows', async () => {
    fake.manifestAnswer = () => json(GATEWAY_404, 404);
    forgetRemote('darkweb');
    const failed = loadRemoteRoutes('darkweb');
    await expectFailure(failed);
    const fetches = fake.manifestFetches;
    expect(loadRemoteRoutes('darkweb')).toBe(failed);
    expect(fake.manifestFetches).toBe(fetches);
  });
});

describe('loadAssistantPanel (issue 12: the chat panel, loaded when it first opens)', () => {
  it("loads the assistant's ./panel once, and again after forgetRemote (Retry)", async () => {
    forgetRemote('assistant');
    const first = loadAssistantPanel();
    await expect(first).resolves.toBe(panelModule);
    expect(loadAssistantPanel()).toBe(first);
    forgetRemote('assistant');
    expect(loadAssistantPanel()).not.toBe(first);
  });

  it('fails when the module has no AssistantPanel, until Retry', async () => {
    fake.panelExposed = false;
    forgetRemote('assistant');
    await expectFailure(loadAssistantPanel(), 'Remote assistant exposes no panel');
    fake.panelExposed = true;
    forgetRemote('assistant');
    await expect(loadAssistantPanel()).resolves.toBe(panelModule);
  });
});
