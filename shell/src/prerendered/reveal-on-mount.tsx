import { useLayoutEffect } from 'react';
import { serverRenderTakenOver } from '@lifeguard/shared/app-state/app-slice';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { revealApp } from './take-over';

/**
 * Marks the moment the app's first screen, or its error, has mounted: the prerendered screen, if
 * any, gives way to it before the next paint (take-over.ts), and a view the server rendered with
 * its data loads as usual from then on (issue 31).
 */
export function RevealOnMount() {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    revealApp();
    dispatch(serverRenderTakenOver());
  }, [dispatch]);
  return null;
}
