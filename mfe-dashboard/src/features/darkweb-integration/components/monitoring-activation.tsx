import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

/** Spec 001 §8 "Dark web setup". */
export const DARKWEB_NEEDS_SCAN = 'Please complete a dark web scan to activate monitoring.';

export type MonitoringActivationProps = {
  /** The integration is configured and active. */
  complete: boolean;
  /** Whether the user has a stored scan; undefined while not known. */
  hasScans: boolean | undefined;
  /** Activates monitoring; absent when there is no integration to activate. */
  onActivate?: () => void;
  activating: boolean;
};

/**
 * How dark web monitoring turns on (spec 001 §4 "Integration setup"): it activates only once a
 * scan exists, so with a scan an inactive integration offers 'Activate monitoring', and without
 * one the user is asked to complete a scan first.
 */
export function MonitoringActivation({
  complete,
  hasScans,
  onActivate,
  activating,
}: MonitoringActivationProps) {
  if (complete) return <p>Monitoring is on. Run a new scan any time to check for new breaches.</p>;
  if (hasScans === undefined) return null;
  if (hasScans && onActivate) {
    return (
      <Button busy={activating} onClick={onActivate}>
        {activating ? 'Activating...' : 'Activate monitoring'}
      </Button>
    );
  }
  return <Alert variant="info">{DARKWEB_NEEDS_SCAN}</Alert>;
}
