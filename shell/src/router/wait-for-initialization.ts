import { selectIsInitialized } from '@lifeguard/shared/app-state/app-slice';
import type { AppStore } from '@lifeguard/shared/store/make-store';

/** Guard polling interval, ms (spec 000 §9). */
export const GUARD_POLL_INTERVAL_MS = 50;

/** Resolves once the app is initialised, checking every 50 ms (spec 000 §2 navigation guard). */
export function waitForInitialization(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (selectIsInitialized(store.getState())) resolve();
      else setTimeout(check, GUARD_POLL_INTERVAL_MS);
    };
    check();
  });
}
