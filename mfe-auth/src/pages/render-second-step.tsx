import { lazy, Suspense } from 'react';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import type { RenderSecondStep } from '../lib/second-step';

// Few sign-ins have a second step: it loads when one does, not with the login screen (issue 17).
const TwoFactorStep = lazy(async () => ({
  default: (await import('../features/two-factor/components/two-factor-step')).TwoFactorStep,
}));

/**
 * The second step every sign-in of this remote shows (issue 16 §6: the login screen in all its
 * modes, and Google sign-in's callback): the two-factor feature's step, with a spinner while it
 * loads.
 */
export const renderSecondStep: RenderSecondStep = (props) => (
  <Suspense fallback={<Spinner size="lg" padding="xl" />}>
    <TwoFactorStep {...props} />
  </Suspense>
);
