import { useEffect, useRef } from 'react';

/**
 * Calls `callback` once, `delayMs` after `active` becomes true; cancelled when `active` turns
 * false or the component unmounts. The latest callback is used, so callers need not memoise it.
 */
export function useTimeout(callback: () => void, delayMs: number, active: boolean): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
