import { useCallback, useEffect, useState } from 'react';

/** localStorage key remembering the celebration was shown (spec 001 §3 "Local browser flags"). */
export const CELEBRATION_SHOWN_KEY = 'integrationsCelebrationShown';
/** How long the confetti falls, ms (spec 001 §9). */
export const CONFETTI_MS = 3000;

function alreadyShown(): boolean {
  try {
    return localStorage.getItem(CELEBRATION_SHOWN_KEY) === 'true';
  } catch {
    return true;
  }
}

function rememberShown(): void {
  try {
    localStorage.setItem(CELEBRATION_SHOWN_KEY, 'true');
  } catch {
    // Storage refused: the celebration may show again, which is harmless.
  }
}

/**
 * The celebration modal's state (spec 001 §4 "Celebration modal"): it opens once, the first time
 * every integration is active and configured, and is remembered in localStorage at that moment
 * (a reload mid-celebration does not repeat it; without storage it is never shown rather than on
 * every visit). `confetti` is on for the first 3 s.
 */
export function useCelebration(allActive: boolean) {
  const [open, setOpen] = useState(false);
  const [confetti, setConfetti] = useState(false);

  useEffect(() => {
    if (!allActive || alreadyShown()) return;
    rememberShown();
    setOpen(true);
    setConfetti(true);
  }, [allActive]);

  useEffect(() => {
    if (!confetti) return undefined;
    const timer = setTimeout(() => setConfetti(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, [confetti]);

  const close = useCallback(() => setOpen(false), []);
  return { open, confetti, close };
}
