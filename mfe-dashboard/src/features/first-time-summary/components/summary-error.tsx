import { LoadError } from '@lifeguard/shared/ui/load-error';

export type SummaryErrorProps = { onRetry: () => void; retrying: boolean };

/** The first-time summary's failure (spec 001 §8): 'Unable to load your scan results' with Try Again. */
export function SummaryError({ onRetry, retrying }: SummaryErrorProps) {
  return <LoadError title="Unable to load your scan results" onRetry={onRetry} retrying={retrying} />;
}
