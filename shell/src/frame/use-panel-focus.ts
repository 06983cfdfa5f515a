import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus into the panel when it opens and back where it was when it closes, so keyboard
 * and screen-reader users follow the panel that an event elsewhere opened (WAI-ARIA APG).
 */
export function usePanelFocus(open: boolean, panelRef: RefObject<HTMLElement | null>) {
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.focus();
    return () => {
      const target = returnTo.current;
      const active = document.activeElement;
      // Hidden, the panel loses focus to the page: give it back, unless the user moved on.
      if (target?.isConnected && (active === document.body || panel.contains(active))) target.focus();
    };
  }, [open, panelRef]);
}
