import { Navigate } from '@lifeguard/shared/router/router';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import type { RenderSecondStep } from '../../../lib/second-step';
import { useCallbackState } from '../hooks/use-callback-state';

export type OAuthCallbackScreenProps = {
  /** The second step, when the provider sign-in still waits for it (issue 16 §6). */
  renderSecondStep: RenderSecondStep;
};

/**
 * /auth/callback (spec 000 §2, §4): a spinner until the destination is known, then there; the
 * second step first when the account has one (issue 16 §6 "Google sign-in honours the second step").
 */
export function OAuthCallbackScreen({ renderSecondStep }: OAuthCallbackScreenProps) {
  const state = useCallbackState();
  if (state.name === 'done') {
    return <Navigate to={state.destination.to} state={state.destination.state} replace />;
  }
  return (
    <NarrowLayout title="Signing you in">
      {state.name === 'second-step' ? (
        renderSecondStep(state.step)
      ) : (
        <Spinner size="lg" text="Completing sign-in..." />
      )}
    </NarrowLayout>
  );
}
