import { useRouteError } from '@lifeguard/shared/router/router';
import { useEffect } from 'react';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { Button } from '@lifeguard/shared/ui/button';
import { RevealOnMount } from '../prerendered/reveal-on-mount';

/** Last-resort error screen of the shell's router, offering a reload. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);
  return (
    <NarrowLayout title="Something went wrong">
      <p>We couldn't open this page. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
      <RevealOnMount />
    </NarrowLayout>
  );
}
