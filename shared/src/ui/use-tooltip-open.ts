import { useEffect, useRef, useState } from 'react';

/** Tooltip defaults of spec 001 §9: show delay and the menu hide delay, ms; distance, px. */
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const TOOLTIP_HIDE_DELAY_MS = 400;
export const TOOLTIP_DISTANCE_PX = 5;

/**
 * When a tooltip shows (spec 001 §9, issue 33 item 4): `TOOLTIP_SHOW_DELAY_MS` after the
 * pointer enters or focus arrives; `TOOLTIP_HIDE_DELAY_MS` after the pointer leaves, which is
 * time to move onto the tooltip, where it stays (WCAG 1.4.13 "hoverable"); at once on blur or
 * Escape. One timer: a pending show and a pending hide cancel each other.
 */
export function useTooltipOpen() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    cancel();
    if (!open) timer.current = setTimeout(() => setOpen(true), TOOLTIP_SHOW_DELAY_MS);
  };
  const hideAfter = (delayMs: number) => {
    cancel();
    if (delayMs === 0) setOpen(false);
    else if (open) timer.current = setTimeout(() => setOpen(false), delayMs);
  };
  const hideSlowly = () => hideAfter(TOOLTIP_HIDE_DELAY_MS);
  const hideNow = () => hideAfter(0);

  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  // Escape dismisses it wherever focus is (WCAG 1.4.13 "dismissible"); the key goes on to others.
  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return {
    open,
    triggerHandlers: {
      onMouseEnter: show,
      onMouseLeave: hideSlowly,
      onFocus: show,
      onBlur: hideNow,
      /** Escape also cancels a show still pending. */
      onKeyDown: (event: { key: string }) => {
        if (event.key === 'Escape') hideNow();
      },
    },
    tooltipHandlers: { onMouseEnter: () => open && cancel(), onMouseLeave: hideSlowly },
  };
}
