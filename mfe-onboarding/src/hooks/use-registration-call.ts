import { useCallback } from 'react';
import type { RegistrationAnswer } from '@lifeguard/contracts/schemas/registration';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import { toClientUser } from '@lifeguard/shared/session/user';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { registrationErrorChanged } from '../stores/registration-slice';

/**
 * Runs a registration call of steps 1–2 (spec 000 §4 "Registration" 2, §8 "Registration calls"):
 * on success the session user becomes the answer's user and the answer is returned; on failure
 * the normalised error goes to the draft, for the step's red banner, and the result is `null`
 * so the step does not advance.
 */
export function useRegistrationCall() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (call: () => Promise<RegistrationAnswer>): Promise<RegistrationAnswer | null> => {
      dispatch(registrationErrorChanged(null));
      try {
        const answer = await call();
        dispatch(sessionUserChanged(toClientUser(answer.user)));
        return answer;
      } catch (error) {
        dispatch(registrationErrorChanged(normalizeError(error)));
        return null;
      }
    },
    [dispatch],
  );
}
