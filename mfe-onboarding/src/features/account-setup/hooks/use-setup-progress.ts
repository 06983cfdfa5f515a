import { useEffect, useRef, useState } from 'react';

/** Setup loading timing (spec 000 §9): +2 % every 80 ms to 100, then a 500 ms pause. */
export const SETUP_TICK_MS = 80;
export const SETUP_STEP_PERCENT = 2;
export const SETUP_PAUSE_MS = 500;

/**
 * The setup progress in percent, growing from 0 to 100; `onDone` runs once, 500 ms after it
 * reaches 100. `onDone` should be stable (memoised): a new one before the pause ends restarts
 * it; one after, while the next screen loads (finishing clears the draft, which makes a new one),
 * is never called, so setup never finishes twice. Reduced motion changes only the animation,
 * never this timing.
 */
export function useSetupProgress(onDone: () => void): number {
  const [progress, setProgress] = useState(0);
  const finished = useRef(false);
  const done = progress >= 100;

  useEffect(() => {
    if (done) {
      const pause = setTimeout(() => {
        if (finished.current) return;
        finished.current = true;
        onDone();
      }, SETUP_PAUSE_MS);
      return () => clearTimeout(pause);
    }
    const tick = setInterval(() => setProgress((p) => Math.min(100, p + SETUP_STEP_PERCENT)), SETUP_TICK_MS);
    return () => clearInterval(tick);
  }, [done, onDone]);

  return progress;
}
