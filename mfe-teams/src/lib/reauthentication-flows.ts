import type { ReauthenticationRequired } from '@lifeguard/contracts/schemas/allauth-account';
import type { Flow } from '@lifeguard/contracts/schemas/errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The flows of allauth's ReauthenticationRequired answer (a 401 whose `meta.is_authenticated` is
 * true: signed in, but the action needs a recent sign-in; issue 16 §6), from an RTK Query error
 * `{status, data}`; null for any other error, a signed-out 401 included.
 */
export function reauthenticationFlows(error: unknown): Flow[] | null {
  if (!isRecord(error) || error.status !== 401 || !isRecord(error.data)) return null;
  const { meta, data } = error.data as Partial<ReauthenticationRequired>;
  if (meta?.is_authenticated !== true || !Array.isArray(data?.flows)) return null;
  return data.flows;
}
