import { init } from '@module-federation/enhanced/runtime';
import { forgetRemote, loadAssistantPanel, loadRemoteRoutes } from '../remote-registry';

const MANIFEST_URL = 'http://localhost/remotes/darkweb/mf-manifest.json';

/** A federation manifest as the darkweb build writes it, reduced to what loading reads. */
const MANIFEST = {
  id: 'darkweb',
  name: 'darkweb',
  metaData: {
    name: 'darkweb',
    globalName: 'darkweb',
    buildInfo: { buildVersion: '0.1.0', buildName: 'mfe-darkweb' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    pluginVersion: '2.9.2',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'darkweb:routes',
      name: 'routes',
      path: './routes',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};

/** The gateway's answer for a build that is missing: Fastify's JSON 404. */
const GATEWAY_404 = {
  message: 'Route GET:/remotes/darkweb/mf-manifest.json not found',
  error: 'Not Found',
  statusCode: 404,
};

/** The assistant's manifest: the same build output, exposing `./panel` instead. */
const ASSISTANT_MANIFEST_URL = 'http://localhost/remotes/assistant/mf-manifest.json';
const ASSISTANT_MANIFEST = {
  ...MANIFEST,
  id: 'assistant',
  name: 'assistant',
  metaData: { ...MANIFEST.metaData, name: 'assistant', globalName: 'assistant' },
  exposes: [{ ...MANIFEST.exposes[0], id: 'assistant:panel', name: 'panel', path: './panel' }],
};

const routesModule = { routes: [{ id: 'dark-web-scan', path: '/dark-web-scan', element: null }] };
const panelModule = { AssistantPanel: () => null };
let panelExposed = true;
let entryFails = false;
let moduleThrows = false;
const container = {
  init: async () => undefined,
  // A container's get(expose) gives the module's factory, which evaluates the module.
  get: (expose: string) => async () => {
    if (moduleThrows) throw new Error('the routes module threw while evaluating');
    if (expose === './panel') return panelExposed ? panelModule : {};
    return routesModule;
  },
};

// The shell's federation instance, with the remote entry script replaced by `container` (jsdom
// runs no scripts); the manifest and its caching are the real runtime's.
init({
  name: 'shell',
  remotes: [],
  plugins: [
    {
      name: 'fake-remote-entry',
      loadEntry: () => {
        if (entryFails) throw new Error('ScriptNetworkError: remoteEntry.js answered 404');
        return container;
      },
    },
  ],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let manifestAnswer: () => Response;
let manifestFetches = 0;
let registryFetches = 0;

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/app/remotes.json')) {
      registryFetches += 1;
      return json([
        { name: 'darkweb', entry: '/remotes/darkweb/mf-manifest.json', version: '0.1.0' },
        { name: 'assistant', entry: '/remotes/assistant/mf-manifest.json', version: '0.1.0' },
      ]);
    }
    if (url === ASSISTANT_MANIFEST_URL) return json(ASSISTANT_MANIFEST);
    if (url === MANIFEST_URL) {
      manifestFetches += 1;
      return manifestAnswer();
    }
    return json(GATEWAY_404, 404);
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

// First: the registry is read once per page, and these tests share one page.
describe('the remotes registry (issue 17: no round trip before the first remote)', () => {
  it('is read from the page when the gateway inlined it, without fetching remotes.json', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="lifeguard-remotes">' +
      JSON.stringify([
        { name: 'darkweb', entry: '/remotes/darkweb/mf-manifest.json', version: '0.1.0' },
        { name: 'assistant', entry: '/remotes/assistant/mf-manifest.json', version: '0.1.0' },
      ]) +
      '</script>' +
      // A server-rendered page also inlines its remote's manifest (issue 31).
      '<script type="application/json" id="lifeguard-manifests">' +
      JSON.stringify({ '/remotes/darkweb/mf-manifest.json': MANIFEST }) +
      '</script>';
    manifestAnswer = () => json(MANIFEST);
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
    expect(registryFetches).toBe(0);
    expect(manifestFetches).toBe(0);

    // The inlined manifest answers once: Retry fetches the build's current one.
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
    expect(manifestFetches).toBe(1);
    forgetRemote('darkweb');
  });
});

/** Issue 15 item 8: Retry (forget, then load again) recovers from any failure, without a reload. */
describe('loadRemoteRoutes after forgetRemote (Retry)', () => {
  it("recovers when the manifest was the gateway's JSON 404", async () => {
    manifestAnswer = () => json(GATEWAY_404, 404);
    await expect(loadRemoteRoutes('darkweb')).rejects.toThrow();
    const fetchesBefore = manifestFetches;

    manifestAnswer = () => json(MANIFEST);
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
    expect(manifestFetches).toBe(fetchesBefore + 1);
  });

  it('recovers when the manifest was an HTML 404 or the network failed', async () => {
    manifestAnswer = () => new Response('<!doctype html><h1>Not found</h1>', { status: 404 });
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).rejects.toThrow();

    manifestAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).rejects.toThrow();

    manifestAnswer = () => json(MANIFEST);
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
  });

  it('recovers when the remote entry failed or the module threw', async () => {
    manifestAnswer = () => json(MANIFEST);
    entryFails = true;
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).rejects.toThrow();
    entryFails = false;
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);

    moduleThrows = true;
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).rejects.toThrow('threw while evaluating');
    moduleThrows = false;
    forgetRemote('darkweb');
    await expect(loadRemoteRoutes('darkweb')).resolves.toBe(routesModule);
  });

  it('keeps a failure until Retry: no new request while the fallback shows', async () => {
    manifestAnswer = () => json(GATEWAY_404, 404);
    forgetRemote('darkweb');
    const failed = loadRemoteRoutes('darkweb');
    await expect(failed).rejects.toThrow();
    const fetches = manifestFetches;
    expect(loadRemoteRoutes('darkweb')).toBe(failed);
    expect(manifestFetches).toBe(fetches);
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
    panelExposed = false;
    forgetRemote('assistant');
    await expect(loadAssistantPanel()).rejects.toThrow('Remote assistant exposes no panel');
    panelExposed = true;
    forgetRemote('assistant');
    await expect(loadAssistantPanel()).resolves.toBe(panelModule);
  });
});
