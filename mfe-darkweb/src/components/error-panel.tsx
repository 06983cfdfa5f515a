import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';

export type ErrorPanelProps = {
  /** What failed, in the words of spec 001 §8. */
  title: string;
  /** Why, when known and different from the title. */
  message?: string;
  onRetry: () => void;
  /** Disables Retry while the retried call runs. */
  retrying?: boolean;
};

const StyledActions = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** A failed call's message with a Retry button (spec 001 §8: every error offers Retry). */
export function ErrorPanel({ title, message, onRetry, retrying }: ErrorPanelProps) {
  return (
    <Alert variant="danger" title={title}>
      {message && message !== title ? <p>{message}</p> : null}
      <StyledActions>
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          Retry
        </Button>
      </StyledActions>
    </Alert>
  );
}
