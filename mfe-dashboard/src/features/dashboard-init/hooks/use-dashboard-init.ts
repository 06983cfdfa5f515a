import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import { selectCurrentUser, sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import type { AppDispatch } from '@lifeguard/shared/store/make-store';
import { selectServerRenderedRoute } from '@lifeguard/shared/app-state/app-slice';
import type { RootState } from '@lifeguard/shared/store/root-reducer';
import { useAppStore } from '@lifeguard/shared/store/hooks';
import { getTeamsApi } from '@lifeguard/shared/teams/get-teams';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { dataFailure, InitFailure, teamFailure } from '../utils/init-failure';
import { withRetries } from '../utils/retry';

/** Loads what the dashboard needs before it shows; rejects with the RTK Query error of a failed call. */
export type LoadDashboardData = (dispatch: AppDispatch) => Promise<unknown>;

/** Whether the store already holds what a {@link LoadDashboardData} would load. */
export type DashboardDataLoaded = (state: RootState) => boolean;

export type DashboardInit =
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'no_team'; message: string }
  | { status: 'error'; message: string; retry: () => void };

type InitState = Exclude<DashboardInit, { status: 'error' }> | { status: 'error'; message: string };

/**
 * Whether the page was server-rendered for the dashboard (issue 31) with what the initializer
 * would load: the user, at least one family, and what `loaded` says `load` would.
 */
function readyFromServer(state: RootState, loaded: DashboardDataLoaded): boolean {
  if (selectServerRenderedRoute(state) !== 'dashboard' || !selectCurrentUser(state)) return false;
  return !!getTeamsApi.endpoints.getTeams.select()(state).data?.length && loaded(state);
}

/**
 * The dashboard initializer (spec 001 §2, §4 "Dashboard initialization", §5): signs in from the
 * session when the store has no user yet, then loads the user's families (GET /teams/api/teams/)
 * while `load` runs; on an exception it retries up to 3 times, 1 s × attempt apart, and then
 * reports the §5 message with a retry ('Unable to load user or team data.' when the user or the
 * families cannot be loaded). A user with no family gets 'no_team' ('You need to create a team
 * first.'), without retries: the user must have a team to use the dashboard. When the session is
 * gone (no user, or a call answers 401/403) it does not retry: the stale user is cleared and the
 * user sent to login with 'Please log in to access your dashboard.'. `load` should be stable.
 * On a page the server rendered with all of that (issue 31), the first run is ready at once and
 * asks nothing: the server has just loaded it, and the server's own render decided the same.
 */
export function useDashboardInit(load: LoadDashboardData, loaded: DashboardDataLoaded): DashboardInit {
  const store = useAppStore();
  const navigate = useNavigate();
  const toast = useToast();
  const [run, setRun] = useState(0);
  // The router's navigate may change with the location; the initialization must not restart for it.
  const latest = useRef({ navigate, toast });
  useEffect(() => {
    latest.current = { navigate, toast };
  });
  const [serverRendered] = useState(() => readyFromServer(store.getState(), loaded));
  const [state, setState] = useState<InitState>(() =>
    serverRendered ? { status: 'ready' } : { status: 'loading' },
  );

  useEffect(() => {
    if (serverRendered && run === 0) return;
    let current = true;
    const initialize = async () => {
      if (!selectCurrentUser(store.getState())) {
        const session = await store.dispatch(
          sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        if (session.error) throw new InitFailure('user');
        if (!session.data) throw new InitFailure('not_authenticated');
      }
      // The families and the dashboard's data load together; a family failure speaks first.
      const [teams, dataError] = await Promise.all([
        store.dispatch(
          getTeamsApi.endpoints.getTeams.initiate(undefined, { forceRefetch: true, subscribe: false }),
        ),
        load(store.dispatch).then(
          () => null,
          (error: unknown) => dataFailure(error),
        ),
      ]);
      if (teams.error) throw teamFailure(teams.error);
      if (!teams.data?.length) throw new InitFailure('no_team');
      if (dataError) throw dataError;
    };
    const shouldRetry = (error: unknown) =>
      current &&
      !(error instanceof InitFailure && (error.kind === 'not_authenticated' || error.kind === 'no_team'));

    setState({ status: 'loading' });
    withRetries(initialize, { shouldRetry }).then(
      () => current && setState({ status: 'ready' }),
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof InitFailure ? error : new InitFailure('unexpected');
        if (failure.kind === 'no_team') {
          setState({ status: 'no_team', message: failure.message });
          return;
        }
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
  }, [load, run, serverRendered, store]);

  const retry = useCallback(() => setRun((n) => n + 1), []);
  return state.status === 'error' ? { ...state, retry } : state;
}
