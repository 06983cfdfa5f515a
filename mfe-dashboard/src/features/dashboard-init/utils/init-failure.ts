/** Why the dashboard could not start (spec 001 §5 "Dashboard initialization failure messages"). */
export type InitFailureKind = 'not_authenticated' | 'user' | 'no_team' | 'data' | 'unexpected';

/**
 * The messages of spec 001 §5 for the failures that can happen here. 'You need to create a team
 * first.' is no error to retry: the user must have a team to use the dashboard (spec 001 §5).
 */
export const INIT_FAILURE_MESSAGES: Record<InitFailureKind, string> = {
  not_authenticated: 'Please log in to access your dashboard.',
  user: 'Unable to load user or team data.',
  no_team: 'You need to create a team first.',
  data: 'Unable to load dashboard data. Please try again.',
  unexpected: 'Unable to load your dashboard data. Please refresh the page and try again.',
};

/** A failed step of the dashboard initialization. */
export class InitFailure extends Error {
  constructor(readonly kind: InitFailureKind) {
    super(INIT_FAILURE_MESSAGES[kind]);
    this.name = 'InitFailure';
  }
}

function httpStatus(error: unknown): number | string | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/**
 * Classifies a failure of the dashboard's data calls: 401/403 means the session is gone, any
 * other RTK Query error (HTTP or FETCH_ERROR) a data failure, anything else a bug.
 */
export function dataFailure(error: unknown): InitFailure {
  const status = httpStatus(error);
  if (status === 401 || status === 403) return new InitFailure('not_authenticated');
  return new InitFailure(status === undefined ? 'unexpected' : 'data');
}

/**
 * Classifies a failure of the team list (spec 001 §5): 401/403 means the session is gone, anything
 * else is 'Unable to load user or team data.'.
 */
export function teamFailure(error: unknown): InitFailure {
  const status = httpStatus(error);
  return new InitFailure(status === 401 || status === 403 ? 'not_authenticated' : 'user');
}
