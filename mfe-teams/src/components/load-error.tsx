import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

export type LoadErrorProps = {
  title: string;
  onRetry: () => void;
  /** Marks Try Again busy while the retry is in flight. */
  retrying?: boolean;
};

const StyledMessage = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.sm}`};
`;

/** A page's data failed to load: a danger alert with its title, 'Please try again.' and Try Again. */
export function LoadError({ title, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert variant="danger" title={title}>
      <StyledMessage>Please try again.</StyledMessage>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
