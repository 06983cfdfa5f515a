import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus into the panel when it opens and back where it was when it closes, so keyboard
 * and screen-reader users follow the panel that an event elsewhere opened (WAI-ARIA APG).
 * Focus moves in on a layout effect, before the content's own effects run: the assistant then
 * moves it on to its message input, and the control that opened the panel is still the one to
 * go back to. It goes back in a passive effect's cleanup, after React's commit, which restores
 * the focus it found before the commit.
 */
export function usePanelFocus(open: boolean, panelRef: RefObject<HTMLElement | null>) {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.focus();
  }, [open, panelRef]);
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    return () => {
      const target = returnTo.current;
      const active = document.activeElement;
      // Hidden, the panel loses focus to the page: give it back, unless the user moved on.
      if (target?.isConnected && (active === document.body || panel.contains(active))) target.focus();
    };
  }, [open, panelRef]);
}
