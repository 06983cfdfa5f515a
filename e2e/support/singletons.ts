/**
 * How many copies of each singleton a page runs (issue 34 item 5), read in the page two ways:
 * from the Module Federation runtime's share scope (`globalThis.__FEDERATION__`, as
 * @module-federation/runtime-core 2.9 keeps it), and from what each copy does when it runs
 * (a React renderer registers with the DevTools hook, React Router writes its version on
 * `window`, styled-components adds its style sheet, a react-redux Provider holds a store).
 */
import type { Page } from '@playwright/test';

/** One version of a share key in the share scope. */
export type ScopeVersion = {
  version: string;
  /** The runtime loaded it (its `lib` is set): some instance's code runs this copy. */
  loaded: boolean;
  /** The federation instance whose own module this is (its `get` is the scope entry's), else null. */
  providedBy: string | null;
  /** The instances that resolved the key to this version (the runtime's `useIn`). */
  useIn: string[];
};

/** A share key as the page's federation instances see it. */
export type ShareKeyReport = {
  /** Distinct version maps the instances read the key from: 1 when they share one scope. */
  scopes: number;
  versions: ScopeVersion[];
};

/** What the page's copies reported as they ran (see {@link installCopyProbe}). */
export type CopyReport = {
  /** Each React renderer that registered, as `<package>@<version>`. */
  renderers: string[];
  /** Each React Router version written to `window.__reactRouterVersion`, one per copy run. */
  routerVersions: string[];
  /** The styled-components style sheets in the document, by `data-styled-version`. */
  styleSheets: string[];
  /** Distinct Redux stores the react-redux Providers of the React tree hold. */
  stores: number;
  /** Distinct react-redux contexts those Providers provide. */
  storeContexts: number;
};

type Probe = { renderers: string[]; routerVersions: string[]; roots: Set<{ current: unknown }> };

/**
 * Before any script of the page runs: a stand-in React DevTools hook, which each react-dom copy
 * registers its renderer with and reports its commits to, and a setter counting the writes of
 * `window.__reactRouterVersion`, which each React Router copy makes when its module runs.
 */
export async function installCopyProbe(page: Page) {
  await page.addInitScript(() => {
    const probe: Probe = { renderers: [], routerVersions: [], roots: new Set() };
    Object.defineProperty(window, '__lifeguardCopyProbe', { value: probe });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        checkDCE: () => undefined,
        inject: ({ rendererPackageName, version }: { rendererPackageName: string; version: string }) =>
          probe.renderers.push(`${rendererPackageName}@${version}`),
        onCommitFiberRoot: (_renderer: number, root: { current: unknown }) => probe.roots.add(root),
      },
    });
    Object.defineProperty(window, '__reactRouterVersion', {
      get: () => probe.routerVersions.at(-1),
      set: (version: string) => probe.routerVersions.push(version),
    });
  });
}

/** What {@link installCopyProbe} recorded so far, and the stores of the React tree now. */
export function readCopies(page: Page): Promise<CopyReport> {
  return page.evaluate(() => {
    type Fiber = {
      type: unknown;
      memoizedProps?: { value?: { store?: unknown } };
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const isStore = (value: unknown) =>
      typeof value === 'object' && value !== null && 'getState' in value && 'dispatch' in value;
    const probe = (window as unknown as { __lifeguardCopyProbe: Probe }).__lifeguardCopyProbe;
    const stores = new Set<unknown>();
    const contexts = new Set<unknown>();
    for (const root of probe.roots) {
      const pending = [root.current as Fiber | null];
      for (let fiber = pending.pop(); fiber !== undefined; fiber = pending.pop()) {
        if (!fiber) continue;
        const store = fiber.memoizedProps?.value?.store;
        if (isStore(store)) {
          stores.add(store);
          contexts.add(fiber.type);
        }
        pending.push(fiber.child, fiber.sibling);
      }
    }
    return {
      renderers: [...probe.renderers],
      routerVersions: [...probe.routerVersions],
      styleSheets: [...document.querySelectorAll('style[data-styled]')].map(
        (sheet) => sheet.getAttribute('data-styled-version') ?? '',
      ),
      stores: stores.size,
      storeContexts: contexts.size,
    };
  });
}

/** The names of the page's federation instances, the host's first. */
export function federationInstances(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } })
      .__FEDERATION__;
    return (federation?.__INSTANCES__ ?? []).map(({ name }) => name);
  });
}

/** Each of `keys` in the share scope 'default' of the page's federation instances. */
export function readShareScope(page: Page, keys: string[]): Promise<Record<string, ShareKeyReport>> {
  return page.evaluate((keys) => {
    type Shared = { version: string; get: unknown; loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Instance = {
      name: string;
      options: { shared: Record<string, Shared[] | undefined> };
      shareScopeMap: Record<string, Record<string, Record<string, Shared> | undefined> | undefined>;
    };
    const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const instances = federation?.__INSTANCES__ ?? [];
    const report = (key: string) => {
      const maps = new Set(instances.map((instance) => instance.shareScopeMap.default?.[key]));
      maps.delete(undefined);
      const versions = [...maps].flatMap((map) => Object.values(map ?? {}));
      return {
        scopes: maps.size,
        versions: versions.map((shared) => ({
          version: shared.version,
          loaded: Boolean(shared.loaded) || typeof shared.lib === 'function',
          providedBy:
            instances.find(({ options }) => options.shared[key]?.some(({ get }) => get === shared.get))
              ?.name ?? null,
          useIn: [...(shared.useIn ?? [])],
        })),
      };
    };
    return Object.fromEntries(keys.map((key) => [key, report(key)]));
  }, keys);
}
