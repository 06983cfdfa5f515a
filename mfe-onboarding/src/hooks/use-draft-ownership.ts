import { useEffect, useState } from 'react';
import type { User } from '@lifeguard/shared/session/user';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { useGetSignInMethodQuery } from '../lib/get-sign-in-method';
import { positionOf, type RegistrationRoute } from '../lib/step-machine';
import { draftClaimed, ownsDraft, selectRegistrationDraft } from '../stores/registration-slice';

/** Wait before asking the session again after a failed answer, in ms. */
const CLAIM_RETRY_MS = 1000;

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
  const { data, isError, isFetching, isUninitialized, refetch } = useGetSignInMethodQuery(undefined, {
    skip: !claimOnEntry,
  });

  useEffect(() => {
    if (!claimOnEntry || !email || isFetching || isUninitialized) return;
    // An unanswered question is asked again rather than read as 'email'.
    if (isError) {
      const retry = setTimeout(() => void refetch(), CLAIM_RETRY_MS);
      return () => clearTimeout(retry);
    }
    const authMethod = data === 'google' ? 'oauth' : 'email';
    dispatch(draftClaimed({ email, position: positionOf(route), authMethod }));
  }, [claimOnEntry, dispatch, email, route, data, isError, isFetching, isUninitialized, refetch]);

  return owned || !claimOnEntry;
}
