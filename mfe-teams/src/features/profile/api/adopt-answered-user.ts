import type { UnknownAction } from '@reduxjs/toolkit';
import type { UserDetail } from '@lifeguard/contracts/schemas/users';
import { sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import { toClientUser } from '@lifeguard/shared/session/user';

/** What adoptAnsweredUser needs of a mutation's `onQueryStarted` lifecycle. */
export type AnsweredUserLifecycle = {
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<{ data: UserDetail }>;
};

/**
 * The session user takes the user a profile call answers (`{status: 'success', user}`), so the
 * frame's user menu shows the new names or avatar at once, without another request (issue 13
 * "Account pages", spec 001 §2 user menu). A refused call leaves it as it was; the caller shows
 * the error.
 */
export async function adoptAnsweredUser({ dispatch, queryFulfilled }: AnsweredUserLifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(sessionUserChanged(toClientUser(data.user)));
  } catch {
    // Refused: nothing to adopt.
  }
}
