import { Suspense, use, useState } from 'react';
import type { RemoteName, RouteName } from '@lifeguard/shared/routes/routes';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { RevealOnMount } from '../prerendered/reveal-on-mount';
import { forgetRemote, loadRemoteRoutes } from '../remotes/remote-registry';
import { RemoteFallback } from './remote-fallback';
import { ErrorBoundary } from '../layout/error-boundary';

export type RemoteRouteProps = { remote: RemoteName; name: RouteName };

function RemoteElement({ remote, name }: RemoteRouteProps) {
  const module = use(loadRemoteRoutes(remote));
  const route = module.routes.find((candidate) => candidate.id === name);
  if (!route) throw new Error(`Remote ${remote} has no route ${name}`);
  return (
    <>
      {route.element}
      <RevealOnMount />
    </>
  );
}

/**
 * Renders the route object `name` exposed by `remote` (ARCHITECTURE "Runtime composition"). A
 * remote that cannot load, or throws while rendering, is contained here with a Retry; the shell
 * and every other remote keep working. Either, once mounted, replaces a prerendered first screen.
 */
export function RemoteRoute({ remote, name }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => (
        <>
          <RemoteFallback
            remote={remote}
            error={error}
            onRetry={() => {
              forgetRemote(remote);
              setAttempt((n) => n + 1);
            }}
          />
          <RevealOnMount />
        </>
      )}
    >
      <Suspense fallback={<Spinner size="lg" padding="xl" />}>
        <RemoteElement remote={remote} name={name} />
      </Suspense>
    </ErrorBoundary>
  );
}
