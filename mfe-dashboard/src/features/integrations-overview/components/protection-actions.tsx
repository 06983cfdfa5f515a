import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import type { OverviewIntegration, ProtectionEntry } from '../utils/protection-entries';

/** A control under way or last used: turn on, turn off, or check now. */
export type ProtectionControlName = 'turn_on' | 'turn_off' | 'check';

/** What the overview does with a protection; the page wires them to the server. */
export type ProtectionActionHandlers<I extends OverviewIntegration> = {
  /** Runs its setup (spec 001 §4 "Integration setup"). */
  onSetUp: (integration: I) => void;
  onTurnOn: (integration: I) => void;
  /** Resolves true once it is off, which closes the confirmation. */
  onTurnOff: (integration: I) => Promise<boolean>;
  onCheckNow: (integration: I) => void;
  /** Forgets the outcome of the integration's last control. */
  onDismissFeedback: (id: number) => void;
  /** The integration whose setup is running. */
  setupPendingId: number | null;
  /** The control under way. */
  pending: { id: number; control: ProtectionControlName } | null;
  /** The outcome of the integration's last control: a sentence or the server's refusal. */
  feedbackOf: (id: number) => { control: ProtectionControlName; ok: boolean; message: string } | null;
};

export type ProtectionActionsProps<I extends OverviewIntegration> = {
  entry: ProtectionEntry<I> & { integration: I };
  actions: ProtectionActionHandlers<I>;
};

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A protection's buttons, each named after it for screen readers: 'Set up', 'Turn off' (after a
 * confirmation) or 'Turn on', and 'Check now'. Turn on and Turn off are one button whose words
 * change, so focus stays on it when the protection flips.
 */
export function ProtectionActions<I extends OverviewIntegration>({
  entry,
  actions,
}: ProtectionActionsProps<I>) {
  const { integration, controls, name } = entry;
  const [confirming, setConfirming] = useState(false);
  const busy = (control: ProtectionControlName) =>
    actions.pending?.id === integration.id && actions.pending.control === control;
  const feedback = actions.feedbackOf(integration.id);
  const refusal = feedback && !feedback.ok && feedback.control === 'turn_off' ? feedback.message : null;

  const handleTurnOffClick = () => {
    actions.onDismissFeedback(integration.id);
    setConfirming(true);
  };
  const handleConfirm = async () => {
    if (await actions.onTurnOff(integration)) setConfirming(false);
  };

  return (
    <StyledActions>
      {controls.setUp ? (
        <Button
          busy={actions.setupPendingId === integration.id}
          aria-label={`Set up ${name}`}
          onClick={() => actions.onSetUp(integration)}
        >
          Set up
        </Button>
      ) : null}
      {controls.turnOff || controls.turnOn ? (
        <Button
          variant="secondary"
          busy={busy('turn_on')}
          aria-label={`${controls.turnOff ? 'Turn off' : 'Turn on'} ${name}`}
          onClick={controls.turnOff ? handleTurnOffClick : () => actions.onTurnOn(integration)}
        >
          {controls.turnOff ? 'Turn off' : 'Turn on'}
        </Button>
      ) : null}
      {controls.checkNow ? (
        <Button
          variant="ghost"
          busy={busy('check')}
          aria-label={`Check ${name} now`}
          onClick={() => actions.onCheckNow(integration)}
        >
          Check now
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Turn off ${name}?`}
        confirmLabel="Turn off"
        busy={busy('turn_off')}
        error={confirming ? refusal : null}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      >
        <p>{name} stops protecting you until you turn it on again.</p>
      </ConfirmDialog>
    </StyledActions>
  );
}
