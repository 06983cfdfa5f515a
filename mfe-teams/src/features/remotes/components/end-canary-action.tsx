import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { useEndRemoteCanaryMutation } from '../api/end-remote-canary';
import type { RemoteState } from '../api/get-remote-registry-state';
import { useAction } from '../../../hooks/use-action';

export type EndCanaryActionProps = {
  remote: RemoteState;
  disabled: boolean;
  /** The id of the line saying why it is disabled. */
  describedBy: string | undefined;
};

const StyledProblem = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * End canary (issue 34 item 2): everyone gets the active version again. Nothing is lost by it, so
 * it is not asked first; busy while sent, a refusal shows beside it.
 */
export function EndCanaryAction({ remote, disabled, describedBy }: EndCanaryActionProps) {
  const [endCanary] = useEndRemoteCanaryMutation();
  const action = useAction();
  const handleClick = () =>
    void action.run(
      () => endCanary(remote.name).unwrap(),
      `The canary of ${remote.name} ended: everyone gets ${remote.active_version}.`,
    );
  return (
    <>
      <Button
        variant="secondary"
        busy={action.busy}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={handleClick}
      >
        End canary<span className="visually-hidden">{` of ${remote.name}`}</span>
      </Button>
      {action.error ? <StyledProblem role="alert">{action.error}</StyledProblem> : null}
    </>
  );
}
