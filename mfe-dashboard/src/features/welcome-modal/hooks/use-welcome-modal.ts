import { useCallback, useEffect, useState } from 'react';
import { clearWelcomeModalRequest, isWelcomeModalRequested } from '@lifeguard/shared/session/welcome-modal';

/** The welcome modal opens this long after the dashboard has loaded, ms (spec 001 §4, §9). */
export const WELCOME_MODAL_DELAY_MS = 500;
/** Its closing animation, ms (spec 001 §9). */
export const WELCOME_MODAL_CLOSE_MS = 300;

/**
 * Whether the welcome modal is open (spec 001 §4 "Welcome modal"): it opens 500 ms after mount
 * when the session flag 'showWelcomeModal' is set; `close` clears the flag, so it greets once.
 */
export function useWelcomeModal() {
  const [requested] = useState(isWelcomeModalRequested);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!requested) return undefined;
    const timer = setTimeout(() => setOpen(true), WELCOME_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requested]);

  const close = useCallback(() => {
    clearWelcomeModalRequest();
    setOpen(false);
  }, []);

  return { open, close };
}
