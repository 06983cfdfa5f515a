import type { Flow } from '@lifeguard/contracts/schemas/errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `data.flows` of allauth's 401 AuthenticationResponse, or `undefined` for any other body. */
function flowsOf(body: unknown): unknown[] | undefined {
  if (!isRecord(body) || body.status !== 401 || !isRecord(body.data)) return undefined;
  return Array.isArray(body.data.flows) ? body.data.flows : undefined;
}

/**
 * The allauth flow under way, or `null` (issue 16 §6): the flow marked `is_pending: true` in a
 * 401 AuthenticationResponse, e.g. `{id: 'mfa_authenticate', is_pending: true, types: ['totp',
 * 'recovery_codes']}` while a login waits for its second step. Takes the answer body itself or
 * an RTK Query error `{status: 401, data: body}`; anything else (another status, a network
 * failure, a 401 without a pending flow) is `null`.
 */
export function pendingFlowOf(errorOrBody: unknown): Flow | null {
  const candidates = isRecord(errorOrBody) ? [errorOrBody, errorOrBody.data] : [];
  const flows = candidates.map(flowsOf).find(Boolean) ?? [];
  const pending = flows.find((flow) => isRecord(flow) && flow.is_pending === true);
  return isRecord(pending) && typeof pending.id === 'string' ? (pending as Flow) : null;
}

/** Whether `flow` is a login waiting for its second factor (allauth's `mfa_authenticate`). */
export function isSecondStep(flow: Flow | null): flow is Flow {
  return flow?.id === 'mfa_authenticate';
}
