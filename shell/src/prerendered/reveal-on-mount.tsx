import { useLayoutEffect } from 'react';
import { revealApp } from './take-over';

/**
 * Marks the moment the app's first screen, or its error, has mounted: the prerendered screen, if
 * any, gives way to it before the next paint (take-over.ts).
 */
export function RevealOnMount() {
  useLayoutEffect(revealApp, []);
  return null;
}
