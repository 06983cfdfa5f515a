import { Navigate } from '@lifeguard/shared/router/router';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { useCallbackDestination } from '../hooks/use-callback-destination';

/** /auth/callback (spec 000 §2, §4): a spinner until the destination is known, then there. */
export function OAuthCallbackScreen() {
  const destination = useCallbackDestination();
  if (destination) return <Navigate to={destination.to} state={destination.state} replace />;
  return (
    <NarrowLayout title="Signing you in">
      <Spinner size="lg" text="Completing sign-in..." />
    </NarrowLayout>
  );
}
