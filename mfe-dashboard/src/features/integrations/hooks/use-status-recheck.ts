import { useEffect, useRef } from 'react';
import { api } from '@lifeguard/shared/api/api-slice';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { useCheckIntegrationStatusMutation } from '../api/check-integration-status';
import { INTEGRATION_LIST_TAG, useGetIntegrationsQuery } from '../api/get-integrations';
import { isIntegrationComplete } from '../utils/integration-status';

/** Status re-check interval while any integration is incomplete, ms (spec 001 §4, §9). */
export const STATUS_RECHECK_MS = 30_000;

/**
 * Re-checks the integrations' status while any is incomplete (spec 001 §4 "Status is re-checked
 * every 30 s while any integration is incomplete"): POST check_status for each incomplete one,
 * then one refetch of the list and of what is derived from it (the onboarding status), through
 * the list's tag. The first check runs at once, since a check is how the server turns the
 * user's real state (a scan, a verified phone, the extension reporting in) into a status. A
 * round still running when the next is due is not doubled; a failed check (RTK Query mutations
 * resolve with their error) is simply tried again next round.
 */
export function useIntegrationStatusRecheck(): void {
  const { data: integrations } = useGetIntegrationsQuery();
  const [checkStatus] = useCheckIntegrationStatusMutation();
  const dispatch = useAppDispatch();
  const incompleteIds = (integrations ?? []).filter((i) => !isIntegrationComplete(i)).map((i) => i.id);
  const latest = useRef({ incompleteIds, checkStatus });
  useEffect(() => {
    latest.current = { incompleteIds, checkStatus };
  });
  const anyIncomplete = incompleteIds.length > 0;

  useEffect(() => {
    if (!anyIncomplete) return undefined;
    let mounted = true;
    let running = false;
    const recheck = async () => {
      if (running) return;
      running = true;
      const { incompleteIds: ids, checkStatus: check } = latest.current;
      await Promise.all(ids.map((id) => check(id)));
      running = false;
      if (mounted) dispatch(api.util.invalidateTags([INTEGRATION_LIST_TAG]));
    };
    void recheck();
    const timer = setInterval(() => void recheck(), STATUS_RECHECK_MS);
    return () => {
      mounted = false;
      clearInterval(timer);
    };
  }, [anyIncomplete, dispatch]);
}
