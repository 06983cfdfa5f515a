import { TwoFactorStep } from '../features/two-factor/components/two-factor-step';
import type { RenderSecondStep } from '../lib/second-step';

/**
 * The second step every sign-in of this remote shows (issue 16 §6: the login screen in all its
 * modes, and Google sign-in's callback): the two-factor feature's step.
 */
export const renderSecondStep: RenderSecondStep = (props) => <TwoFactorStep {...props} />;
