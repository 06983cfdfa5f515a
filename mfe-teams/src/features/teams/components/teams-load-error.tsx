import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

export type TeamsLoadErrorProps = {
  title: string;
  /** The server's message, from the shared error normaliser. */
  message: string;
  onRetry: () => void;
};

const StyledMessage = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.sm}`};
`;

/** A family call failed: what, the server's message and Try Again. */
export function TeamsLoadError({ title, message, onRetry }: TeamsLoadErrorProps) {
  return (
    <Alert variant="danger" title={title}>
      <StyledMessage>{message}</StyledMessage>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
