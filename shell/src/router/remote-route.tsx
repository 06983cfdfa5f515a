import type { RemoteRoutesModule } from '@lifeguard/shared/routes/remote-routes';
import type { RemoteName, RouteName } from '@lifeguard/shared/routes/routes';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { RevealOnMount } from '../prerendered/reveal-on-mount';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { loadRemoteRoutes } from '../remotes/remote-registry';
import { RemoteFallback } from './remote-fallback';

export type RemoteRouteProps = { remote: RemoteName; name: RouteName };

function elementOf({ routes }: RemoteRoutesModule, { remote, name }: RemoteRouteProps) {
  const route = routes.find((candidate) => candidate.id === name);
  if (!route) throw new Error(`Remote ${remote} has no route ${name}`);
  return route.element;
}

/**
 * Renders the route object `name` exposed by `remote` (ARCHITECTURE "Runtime composition")
 * through the shell's one {@link RemoteBoundary}: a remote that cannot load, or throws while
 * rendering, is contained with a Retry. Either, once mounted, replaces a prerendered first screen.
 */
export function RemoteRoute(props: RemoteRouteProps) {
  const { remote } = props;
  return (
    <RemoteBoundary
      remote={remote}
      load={() => loadRemoteRoutes(remote)}
      loading={<Spinner size="lg" padding="xl" />}
      fallback={(error, retry) => (
        <>
          <RemoteFallback remote={remote} error={error} onRetry={retry} />
          <RevealOnMount />
        </>
      )}
    >
      {(module) => (
        <>
          {elementOf(module, props)}
          <RevealOnMount />
        </>
      )}
    </RemoteBoundary>
  );
}
