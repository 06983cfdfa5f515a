import type { ReactNode } from 'react';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import type { User } from '@lifeguard/shared/session/user';

/** Shown when the pending login ended before its second step was done (issue 16 §6). */
export const SIGN_IN_TIMED_OUT_MESSAGE = 'Your sign-in timed out. Please sign in again.';

/**
 * What a screen hands the second step of a login (allauth's `mfa_authenticate`, issue 16 §6):
 * the pending flow, and where to go on. `onAuthenticated` gets the now signed-in user;
 * `onCancelled` runs once the pending login is dropped; `onExpired` when the server no longer
 * knows it (401), so the user must sign in again.
 */
export type SecondStepProps = {
  flow: Flow;
  onAuthenticated: (user: User) => void;
  onCancelled: () => void;
  onExpired: () => void;
};

/**
 * Draws the second step. The sign-in features take it as a prop, and the remote's routes pass
 * the two-factor feature's step, so features stay apart (STYLE "features never import each other").
 */
export type RenderSecondStep = (props: SecondStepProps) => ReactNode;
