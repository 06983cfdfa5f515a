/** Why the dashboard could not start (spec 001 §5 "Dashboard initialization failure messages"). */
export type InitFailureKind = 'not_authenticated' | 'user' | 'data' | 'unexpected';

/**
 * The messages of spec 001 §5 for the failures that can happen here. The fifth, 'You need to
 * create a team first.', belongs to the teams work: no team is required yet.
 */
export const INIT_FAILURE_MESSAGES: Record<InitFailureKind, string> = {
  not_authenticated: 'Please log in to access your dashboard.',
  user: 'Unable to load user or team data.',
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
