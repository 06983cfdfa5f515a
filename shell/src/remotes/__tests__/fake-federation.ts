import { init } from '@module-federation/enhanced/runtime';

/**
 * The shell's federation instance for tests, with the remote entry script replaced by a fake
 * container (jsdom runs no scripts); the manifest, its caching and the hooks are the real
 * runtime's. `fake` steers how the next loads go; `installFakeFetch` answers the requests.
 */

export const MANIFEST_URL = 'http://localhost/remotes/darkweb/mf-manifest.json';

/** A federation manifest as a remote's build writes it, reduced to what loading reads. */
export function manifestOf(name: string, expose = 'routes') {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '0.1.0', buildName: `mfe-${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:${expose}`,
        name: expose,
        path: `./${expose}`,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

export const MANIFEST = manifestOf('darkweb');

/** The gateway's answer for a build that is missing: Fastify's JSON 404. */
export const GATEWAY_404 = {
  message: 'Route GET:/remotes/darkweb/mf-manifest.json not found',
  error: 'Not Found',
  statusCode: 404,
};

/** `/app/remotes.json` as the gateway writes it. */
export const REGISTRY = [
  { name: 'darkweb', entry: '/remotes/darkweb/mf-manifest.json', version: '0.1.0' },
  { name: 'assistant', entry: '/remotes/assistant/mf-manifest.json', version: '0.1.0' },
  { name: 'teams', entry: '/remotes/teams/mf-manifest.json', version: '0.1.0', dev: true },
];

export const routesModule = {
  routes: [{ id: 'dark-web-scan', path: '/dark-web-scan', element: 'Scan screen' }],
};
export const panelModule = { AssistantPanel: () => null };

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const after = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined);

/** How the next loads go: each phase's time (ms, on the fake clock) and what fails. */
export const fake = {
  manifestAnswer: (): Response => json(MANIFEST),
  delays: { manifest: 0, entry: 0, expose: 0 },
  entryFails: false,
  moduleThrows: false,
  panelExposed: true,
  manifestFetches: 0,
  registryFetches: 0,
  entryLoads: 0,
};

/** Back to loads that succeed at once. */
export function resetFake() {
  Object.assign(fake, {
    manifestAnswer: () => json(MANIFEST),
    delays: { manifest: 0, entry: 0, expose: 0 },
    entryFails: false,
    moduleThrows: false,
    panelExposed: true,
  });
}

const container = {
  // The entry phase runs until the container is initialised: the script's time is spent here,
  // since the fake loadEntry below answers before the shell's timing plugin hears of the load.
  init: async () => {
    await after(fake.delays.entry);
  },
  // A container's get(expose) gives the module's factory, which evaluates the module.
  get: (expose: string) => async () => {
    await after(fake.delays.expose);
    if (fake.moduleThrows) throw new Error('the routes module threw while evaluating');
    if (expose === './panel') return fake.panelExposed ? panelModule : {};
    return routesModule;
  },
};

init({
  name: 'shell',
  remotes: [],
  plugins: [
    {
      name: 'fake-remote-entry',
      loadEntry: async () => {
        fake.entryLoads += 1;
        if (fake.entryFails) throw new Error('ScriptNetworkError: remoteEntry.js answered 404');
        return container;
      },
    },
  ],
});

/** Answers the registry and every remote's manifest (darkweb's with `fake.manifestAnswer`). */
export function installFakeFetch() {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/app/remotes.json')) {
      fake.registryFetches += 1;
      return json(REGISTRY);
    }
    const remote = /\/remotes\/(\w+)\/mf-manifest\.json$/.exec(url)?.[1];
    if (remote === 'darkweb') {
      fake.manifestFetches += 1;
      await after(fake.delays.manifest);
      return fake.manifestAnswer();
    }
    if (remote) return json(manifestOf(remote, remote === 'assistant' ? 'panel' : 'routes'));
    return json(GATEWAY_404, 404);
  });
}

/**
 * Waits for `promise` to settle while moving the fake clock on in 10 ms steps (the retries'
 * backoff, the fake phases' delays). @returns what the promise settled with, as `allSettled`.
 */
export async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  let result: PromiseSettledResult<T> | undefined;
  void Promise.allSettled([promise]).then(([outcome]) => (result = outcome));
  for (let step = 0; !result && step < 1_000; step += 1) await jest.advanceTimersByTimeAsync(10);
  if (!result) throw new Error('The load did not settle within 10 s of fake time');
  return result;
}
