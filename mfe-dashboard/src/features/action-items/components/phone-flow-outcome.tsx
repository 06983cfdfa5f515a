import { Alert } from '@lifeguard/shared/ui/alert';

/** What a phone flow of the panel achieved: a verified number, or a number for the registry. */
export type PhoneFlowOutcome =
  | { kind: 'verified'; phoneNumber: string }
  | { kind: 'registered'; phoneNumber: string; registryUrl: string | null };

export type PhoneFlowOutcomeAlertProps = { outcome: PhoneFlowOutcome; onClose: () => void };

/**
 * The outcome of a phone flow, kept after its item moves to completed. A registration points to
 * the registry's site, where the person finishes (it confirms by email; it has no API).
 */
export function PhoneFlowOutcomeAlert({ outcome, onClose }: PhoneFlowOutcomeAlertProps) {
  if (outcome.kind === 'verified') {
    return (
      <Alert variant="success" title="Phone verified" onClose={onClose}>
        <p>Your phone number {outcome.phoneNumber} is verified.</p>
      </Alert>
    );
  }
  return (
    <Alert variant="success" title="Number saved for the Do Not Call list" onClose={onClose}>
      <p>
        Finish with the National Do Not Call Registry: enter {outcome.phoneNumber} there and confirm the email
        it sends you.
      </p>
      {outcome.registryUrl ? (
        <a href={outcome.registryUrl} target="_blank" rel="noopener noreferrer">
          Open the Do Not Call Registry (opens in a new tab)
        </a>
      ) : null}
    </Alert>
  );
}
