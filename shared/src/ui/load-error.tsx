import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

export type LoadErrorProps = {
  /** What could not be loaded, in the spec's words (spec 001 §8), e.g. 'Unable to Load Threats'. */
  title?: string;
  /** Why, or what to do; left out when it only repeats the title. */
  message?: string;
  onRetry: () => void;
  /** The retry button's label: Try Again, or the dark web scan page's Retry (spec 001 §8 "Scan page"). */
  retryLabel?: 'Try Again' | 'Retry';
  /** Marks the retry button busy while the retry is in flight. */
  retrying?: boolean;
  /** More actions beside Try Again, e.g. Contact Support. */
  children?: ReactNode;
};

const StyledMessage = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * Data failed to load: a danger alert (announced) with its title, its message and a retry
 * button, then any further actions. The button reads Try Again, as the spec's error views do
 * (spec 001 §8 "Threat timeline error view", "Dashboard load failure"), except on the dark web
 * scan page, whose errors "offer Retry" (spec 001 §7 "Dark web scan", §8 "Scan page").
 */
export function LoadError({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  retrying,
  children,
}: LoadErrorProps) {
  return (
    <Alert variant="danger" title={title}>
      {message && message !== title ? <StyledMessage>{message}</StyledMessage> : null}
      <StyledActions>
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
        {children}
      </StyledActions>
    </Alert>
  );
}
