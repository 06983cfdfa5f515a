import { useEffect, useState } from 'react';
import type { User } from '@lifeguard/shared/session/user';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { positionOf, type RegistrationRoute } from '../lib/step-machine';
import { draftClaimed, ownsDraft, selectRegistrationDraft } from '../stores/registration-slice';

/**
 * Makes the draft the signed-in user's on entering a step (rule: `ownsDraft`): a user who does
 * not own it gets a fresh third-party draft at this step. Checked once, on entry, so a reset on
 * the way out (to the dashboard) is not claimed again. Returns false until the draft is theirs,
 * so forms never start from someone else's answers.
 */
export function useDraftOwnership(user: User | null, route: RegistrationRoute): boolean {
  const draft = useAppSelector(selectRegistrationDraft);
  const dispatch = useAppDispatch();
  const owned = user !== null && ownsDraft(draft, user.email);
  const [claimOnEntry] = useState(() => user !== null && !owned);
  const email = user?.email;

  useEffect(() => {
    if (claimOnEntry && email) dispatch(draftClaimed({ email, position: positionOf(route) }));
  }, [claimOnEntry, dispatch, email, route]);

  return owned || !claimOnEntry;
}
