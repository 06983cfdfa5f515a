import { useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on the returned ref's element while it is mounted (a blocking overlay
 * with nothing to press), then gives focus back to whatever had it before.
 */
export function useHeldFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus();
    const handleFocusIn = (event: FocusEvent) => {
      if (!element.contains(event.target as Node)) element.focus();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') event.preventDefault();
    };
    document.addEventListener('focusin', handleFocusIn);
    element.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('focusin', handleFocusIn);
      element.removeEventListener('keydown', handleKeyDown);
      previous?.focus();
    };
  }, []);
  return ref;
}
