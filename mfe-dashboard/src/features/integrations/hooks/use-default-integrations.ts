import { useEffect } from 'react';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { loadIntegrations } from '../api/load-integrations';

/**
 * Makes sure the user's default integrations exist (spec 001 §3) on a screen opened before the
 * dashboard ever ran, e.g. /integrations/chrome from the extension, so its status has a row to
 * check and turns Active once the extension reports in. A failure is left to the screen's own
 * list query, which shows it with Try Again.
 */
export function useDefaultIntegrations(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    loadIntegrations(dispatch).catch(() => undefined);
  }, [dispatch]);
}
