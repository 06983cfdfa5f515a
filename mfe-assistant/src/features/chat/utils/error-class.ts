/** The error classes the chat analytics report (spec 001 §8). */
export type ChatErrorClass =
  'network' | 'authentication' | 'validation' | 'streaming' | 'tool_execution' | 'execution' | 'unknown';

/**
 * The class of a failed call (an RTK Query error `{status}` or anything thrown) (spec 001 §8):
 * 401 and 403 are authentication, 400 validation, no answer at all (`FETCH_ERROR`,
 * `TIMEOUT_ERROR`) network; anything else is `otherwise`, the class of what the call was for
 * (`execution` for the run's calls).
 */
export function errorClassOf(error: unknown, otherwise: ChatErrorClass = 'unknown'): ChatErrorClass {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 401 || status === 403) return 'authentication';
  if (status === 400) return 'validation';
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'network';
  return otherwise;
}
