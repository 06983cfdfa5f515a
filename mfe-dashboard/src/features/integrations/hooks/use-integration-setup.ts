import { useCallback, useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { useNavigate } from '@lifeguard/shared/router/router';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useLazyCheckDarkwebStatusQuery } from '../api/check-darkweb-status';
import type { Integration } from '../api/integration';
import { useUpdateIntegrationMutation } from '../api/update-integration';
import { setUpIntegration, type SetupOutcome } from '../utils/setup-outcome';

/** Analytics events of integration setup (spec 001 §4, §7 "Other"). */
export const setupEvents = {
  completed: 'integration setup completed',
  phoneStarted: 'phone verification started',
} as const;

/**
 * Runs a setup click (spec 001 §4 "Integration setup") and acts on its outcome: success is
 * tracked and toasted (the PATCH refreshes the list); navigate goes to the screen, for phone
 * tracking 'phone verification started' with `setup_source` quick_setup_actions (§4 says
 * "source", but every event's `source` is 'frontend', spec 000 §1); start_scan and
 * install_extension show their message as an info toast and go to the dark web scan or the
 * extension screen; an unknown type toasts 'Unknown integration type'. A failed call is only
 * logged (spec 001 §8 "Errors in setup ... are only logged"), and the button is ready again.
 * `pendingId` is the integration being set up (the client's isLoading, spec 001 §3).
 */
export function useIntegrationSetup() {
  const [checkDarkwebStatus] = useLazyCheckDarkwebStatusQuery();
  const [updateIntegration] = useUpdateIntegrationMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const act = useCallback(
    (integration: Integration, outcome: SetupOutcome) => {
      switch (outcome.kind) {
        case 'success':
          track(setupEvents.completed, { type: integration.type });
          toast.success(`${integration.display_name} is now active.`);
          return;
        case 'navigate':
          if (integration.type === 'phone')
            track(setupEvents.phoneStarted, { setup_source: 'quick_setup_actions' });
          navigate(outcome.to);
          return;
        case 'start_scan':
        case 'install_extension':
          toast.info(outcome.message);
          navigate(outcome.to);
          return;
        case 'unknown':
          toast.error(outcome.message);
      }
    },
    [navigate, toast],
  );

  const setUp = useCallback(
    async (integration: Integration) => {
      setPendingId(integration.id);
      try {
        const outcome = await setUpIntegration(integration.type, {
          hasScanResults: async () => (await checkDarkwebStatus().unwrap()).has_scan_results,
          activate: async () => {
            await updateIntegration({
              id: integration.id,
              is_configured: true,
              is_active: true,
              health_status: 'healthy',
            }).unwrap();
          },
        });
        act(integration, outcome);
      } catch (error) {
        console.error('Integration setup failed', error);
      } finally {
        setPendingId(null);
      }
    },
    [act, checkDarkwebStatus, updateIntegration],
  );

  return { setUp, pendingId };
}
