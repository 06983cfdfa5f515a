import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { LoadError } from '@lifeguard/shared/ui/load-error';

export type IntegrationsErrorBannerProps = { error: unknown; onRetry: () => void };

/** The integration load failure (spec 001 §8): 'Failed to load integrations' plus the error text, and Try Again. */
export function IntegrationsErrorBanner({ error, onRetry }: IntegrationsErrorBannerProps) {
  return (
    <LoadError
      title="Failed to load integrations"
      message={normalizeError(error).message}
      onRetry={onRetry}
    />
  );
}
