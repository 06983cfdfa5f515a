import { useCallback, useSyncExternalStore } from 'react';

const noMedia = () => false;

/**
 * Whether the CSS media `query` matches now, following its changes (e.g. reduced motion, width).
 * A server render (issue 31) has no media: it answers false, the unthrottled, wide default.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, noMedia);
}
