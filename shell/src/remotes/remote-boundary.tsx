import { Suspense, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { RemoteName } from '@lifeguard/shared/routes/routes';
import { ErrorBoundary } from '../layout/error-boundary';
import { forgetRemote } from './remote-registry';
import { track } from './tracked';

export type RemoteBoundaryProps<Module> = {
  remote: RemoteName;
  /** The remote's module (remote-registry.ts caches it); called once a mount, while rendering. */
  load: () => Promise<Module>;
  /** What shows while the module loads, and while a lazy part of what it renders loads. */
  loading: ReactNode;
  /** What shows when it cannot load or throws; `retry` forgets the remote and loads it anew. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** What renders with the loaded module. */
  children: (module: Module) => ReactNode;
};

type LoadedProps<Module> = Pick<RemoteBoundaryProps<Module>, 'load' | 'loading' | 'children'>;

/** `children(module)` once `load()` has ended (at once when it already has); throws its failure. */
function Loaded<Module>({ load, loading, children }: LoadedProps<Module>) {
  const [pending] = useState(() => track(load()));
  const { status } = pending;
  const [, settled] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (status === 'pending') pending.then(settled, settled);
  }, [pending, status]);
  if (pending.status === 'rejected') throw pending.reason;
  return pending.status === 'fulfilled' ? children(pending.value) : loading;
}

/**
 * The one way the shell shows a remote (ARCHITECTURE "Runtime composition"), for a route and the
 * assistant panel alike: `loading` while its module loads (a route's loader has usually loaded
 * it, so it renders at once), then `children(module)`; a lazy page of the remote suspends into
 * `loading` here too, so a new route never keeps the previous screen on show. A module that cannot load, or a remote
 * that throws while rendering, is contained here as `fallback`, so the shell and every other
 * remote keep working; its retry drops the cached load and mounts the remote again.
 */
export function RemoteBoundary<Module>({ remote, fallback, ...loaded }: RemoteBoundaryProps<Module>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary key={attempt} fallback={(error) => fallback(error, retry)}>
      <Suspense fallback={loaded.loading}>
        <Loaded {...loaded} />
      </Suspense>
    </ErrorBoundary>
  );
}
