import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

export type IntegrationsErrorBannerProps = { error: unknown; onRetry: () => void };

/** The integration load failure (spec 001 §8): 'Failed to load integrations' plus the error text, and a retry. */
export function IntegrationsErrorBanner({ error, onRetry }: IntegrationsErrorBannerProps) {
  return (
    <Alert variant="danger" title="Failed to load integrations">
      <p>{normalizeError(error).message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
