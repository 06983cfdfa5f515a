import { useEffect, useState } from 'react';

/** Setup loading timing (spec 000 §9): +2 % every 80 ms to 100, then a 500 ms pause. */
export const SETUP_TICK_MS = 80;
export const SETUP_STEP_PERCENT = 2;
export const SETUP_PAUSE_MS = 500;

/**
 * The setup progress in percent, growing from 0 to 100; `onDone` runs once, 500 ms after it
 * reaches 100. `onDone` should be stable (memoised): a new one restarts the pause. Reduced motion
 * changes only the animation, never this timing.
 */
export function useSetupProgress(onDone: () => void): number {
  const [progress, setProgress] = useState(0);
  const done = progress >= 100;

  useEffect(() => {
    if (done) {
      const pause = setTimeout(onDone, SETUP_PAUSE_MS);
      return () => clearTimeout(pause);
    }
    const tick = setInterval(() => setProgress((p) => Math.min(100, p + SETUP_STEP_PERCENT)), SETUP_TICK_MS);
    return () => clearInterval(tick);
  }, [done, onDone]);

  return progress;
}
