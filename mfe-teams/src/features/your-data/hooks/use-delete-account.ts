import { api } from '@lifeguard/shared/api/api-slice';
import { normalizeError, type NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { useDeleteAccountMutation } from '../api/delete-account';

/** Said on the sign-in page after the account is gone. */
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/**
 * 'Delete my account' (issue 13 "Your data"): `deleteAccount(password?)` sends the password
 * again, or nothing for a fresh Google sign-in. On success the session is gone on the server, so
 * the client forgets the user and every cached answer, says so in a toast and opens the sign-in
 * page (which has no message of its own for this). A refusal is returned, for the form to show.
 */
export function useDeleteAccount() {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const handleDelete = async (password?: string): Promise<NormalizedError | null> => {
    try {
      await deleteAccount(password === undefined ? {} : { password }).unwrap();
    } catch (caught) {
      return normalizeError(caught);
    }
    // Signed out first: the sign-in page's guard sends a signed-in user to the dashboard.
    dispatch(sessionUserChanged(null));
    dispatch(api.util.resetApiState());
    toast.success(ACCOUNT_DELETED);
    navigate(hrefs.login(), { replace: true });
    return null;
  };

  return { handleDelete, deleting: isLoading };
}
