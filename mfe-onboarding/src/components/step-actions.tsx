import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';

const StyledActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export type StepActionsProps = {
  /** The submit button's text, e.g. 'Next'. */
  submitLabel: string;
  busy?: boolean;
  /** Back to the step before (spec 000 §4 "Registration" 2); without it, no Back. */
  onBack?: () => void;
};

/**
 * The buttons under a registration step's form: Back on the left (disabled while the step's call
 * runs) and the submit on the right; the submit alone fills the row.
 */
export function StepActions({ submitLabel, busy = false, onBack }: StepActionsProps) {
  const submit = (
    <Button type="submit" busy={busy} fullWidth={!onBack}>
      {submitLabel}
    </Button>
  );
  if (!onBack) return submit;
  return (
    <StyledActions>
      <Button variant="secondary" disabled={busy} onClick={onBack}>
        Back
      </Button>
      {submit}
    </StyledActions>
  );
}
