import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

export type LoadErrorProps = {
  title: string;
  message: string;
  onRetry: () => void;
  /** Marks Try Again busy while the retry is in flight. */
  retrying?: boolean;
  /** More actions beside Try Again, e.g. Contact Support. */
  children?: ReactNode;
};

const StyledMessage = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.sm}`};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A block's data failed to load: a danger alert with its title, message and Try Again. */
export function LoadError({ title, message, onRetry, retrying, children }: LoadErrorProps) {
  return (
    <Alert variant="danger" title={title}>
      <StyledMessage>{message}</StyledMessage>
      <StyledActions>
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          Try Again
        </Button>
        {children}
      </StyledActions>
    </Alert>
  );
}
