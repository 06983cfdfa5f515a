import { Suspense, use } from 'react';
import { Outlet, useLocation } from '@lifeguard/shared/router/router';
import { selectIsAuthenticated } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import type { ShellFrame } from '../frame/frame';
import { loadFrame } from './frame-loader';
import { InFrameContext } from './in-frame';
import { routeFrame } from './route-frame';
import { ErrorBoundary } from '../layout/error-boundary';

function FramedOutlet({ frame }: { frame: ShellFrame }) {
  const { Frame } = use(loadFrame());
  return (
    <InFrameContext value>
      <Frame frame={frame}>
        <Outlet />
      </Frame>
    </InFrameContext>
  );
}

/**
 * The layout route of every route with a frame (spec 001 §2 Layout): draws the route table's
 * frame around the routed screen, its code loaded lazily. Navigating between framed routes keeps
 * the frame mounted (sidebar, chat panel). A frame that fails to load leaves the screen bare
 * rather than taking it down.
 */
export function FrameRoute() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const frame = routeFrame(pathname, signedIn);
  if (!frame) return <Outlet />;
  return (
    <ErrorBoundary fallback={<Outlet />}>
      <Suspense fallback={<Spinner size="lg" padding="xl" />}>
        <FramedOutlet frame={frame} />
      </Suspense>
    </ErrorBoundary>
  );
}
