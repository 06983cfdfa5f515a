import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

export type SummaryErrorProps = { onRetry: () => void; retrying: boolean };

/** The first-time summary's failure (spec 001 §8): 'Unable to load your scan results' with Try Again. */
export function SummaryError({ onRetry, retrying }: SummaryErrorProps) {
  return (
    <Alert variant="danger" title="Unable to load your scan results">
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        Try Again
      </Button>
    </Alert>
  );
}
