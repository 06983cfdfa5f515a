import { useEffect, useRef } from 'react';
import { externalHrefs } from '@lifeguard/shared/routes/routes';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { externalNavigation } from '../../../lib/navigate-external';

/**
 * Mobile mode with a session already open (spec 000 §4): straight on to the server's mobile
 * redirect page, which hands the session to the app. Once, even under StrictMode's double effect.
 */
export function MobileHandOff() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    externalNavigation.navigateExternal(externalHrefs.mobileAuthRedirect);
  }, []);
  return (
    <NarrowLayout title="Connect Mobile App">
      <Spinner size="lg" text="Redirecting..." />
    </NarrowLayout>
  );
}
