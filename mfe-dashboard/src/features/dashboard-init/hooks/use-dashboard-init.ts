import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import { selectCurrentUser, sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import type { AppDispatch } from '@lifeguard/shared/store/make-store';
import { useAppStore } from '@lifeguard/shared/store/hooks';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { dataFailure, InitFailure } from '../utils/init-failure';
import { withRetries } from '../utils/retry';

/** Loads what the dashboard needs before it shows; rejects with the RTK Query error of a failed call. */
export type LoadDashboardData = (dispatch: AppDispatch) => Promise<unknown>;

export type DashboardInit =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string; retry: () => void };

/**
 * The dashboard initializer (spec 001 §2, §4 "Dashboard initialization", §5): signs in from the
 * session when the store has no user yet, then runs `load`; on an exception it retries up to 3
 * times, 1 s × attempt apart, and then reports the §5 message with a retry. When the session is
 * gone (no user, or a call answers 401/403) it does not retry: the stale user is cleared and the
 * user sent to login with 'Please log in to access your dashboard.'. `load` should be stable.
 */
export function useDashboardInit(load: LoadDashboardData): DashboardInit {
  const store = useAppStore();
  const navigate = useNavigate();
  const toast = useToast();
  const [run, setRun] = useState(0);
  // The router's navigate may change with the location; the initialization must not restart for it.
  const latest = useRef({ navigate, toast });
  useEffect(() => {
    latest.current = { navigate, toast };
  });
  const [state, setState] = useState<{ status: 'loading' | 'ready' } | { status: 'error'; message: string }>({
    status: 'loading',
  });

  useEffect(() => {
    let current = true;
    const initialize = async () => {
      if (!selectCurrentUser(store.getState())) {
        const session = await store.dispatch(
          sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        if (session.error) throw new InitFailure('user');
        if (!session.data) throw new InitFailure('not_authenticated');
      }
      await load(store.dispatch).catch((error: unknown) => {
        throw dataFailure(error);
      });
    };
    const shouldRetry = (error: unknown) =>
      current && !(error instanceof InitFailure && error.kind === 'not_authenticated');

    setState({ status: 'loading' });
    withRetries(initialize, { shouldRetry }).then(
      () => current && setState({ status: 'ready' }),
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof InitFailure ? error : new InitFailure('unexpected');
        if (failure.kind !== 'not_authenticated') {
          setState({ status: 'error', message: failure.message });
          return;
        }
        store.dispatch(sessionUserChanged(null));
        latest.current.toast.warning(failure.message);
        latest.current.navigate(hrefs.login(hrefs.dashboard()), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [load, run, store]);

  const retry = useCallback(() => setRun((n) => n + 1), []);
  return state.status === 'error' ? { ...state, retry } : state;
}
