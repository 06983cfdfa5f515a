import { useEffect, useState } from 'react';
import type { User } from '@lifeguard/shared/session/user';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { useGetSignInMethodQuery } from '../lib/get-sign-in-method';
import { positionOf, type RegistrationRoute } from '../lib/step-machine';
import { draftClaimed, ownsDraft, selectRegistrationDraft } from '../stores/registration-slice';

/**
 * Makes the draft the signed-in user's on entering a step (rule: `ownsDraft`): a user who does
 * not own it gets a fresh draft at this step, whose authMethod is 'oauth' when the session came
 * from a third-party sign-in and 'email' otherwise (e.g. an email registrant in a new tab).
 * Checked once, on entry, so a reset on the way out (to the dashboard) is not claimed again.
 * Returns false until the draft is theirs, so forms never start from someone else's answers.
 */
export function useDraftOwnership(user: User | null, route: RegistrationRoute): boolean {
  const draft = useAppSelector(selectRegistrationDraft);
  const dispatch = useAppDispatch();
  const owned = user !== null && ownsDraft(draft, user.email);
  const [claimOnEntry] = useState(() => user !== null && !owned);
  const email = user?.email;
  const method = useGetSignInMethodQuery(undefined, { skip: !claimOnEntry });

  useEffect(() => {
    if (!claimOnEntry || !email || method.isFetching || method.isUninitialized) return;
    const authMethod = method.data === 'google' ? 'oauth' : 'email';
    dispatch(draftClaimed({ email, position: positionOf(route), authMethod }));
  }, [claimOnEntry, dispatch, email, route, method.data, method.isFetching, method.isUninitialized]);

  return owned || !claimOnEntry;
}
