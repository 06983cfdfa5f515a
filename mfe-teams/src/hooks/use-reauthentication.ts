import { useCallback, useRef, useState } from 'react';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import { normalizeError, type NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { reauthenticationFlows } from '../lib/reauthentication-flows';

/** Said when the server asks again right after the user confirmed it is them. */
export const REAUTHENTICATION_NOT_ACCEPTED = "We could not confirm it's you. Please try again.";

/** How a guarded action ended: done (with its answer), refused, or left when the user cancelled. */
export type GuardedOutcome<T> =
  { status: 'done'; data: T } | { status: 'failed'; error: NormalizedError } | { status: 'cancelled' };

/** Runs an action behind reauthentication: `guard` of {@link useReauthentication}. */
export type Guard = <T>(action: () => Promise<T>) => Promise<GuardedOutcome<T>>;

/** What the dialog needs: whether it is open, the flows to offer, and how it ends. */
export type ReauthenticationDialogState = {
  open: boolean;
  flows: Flow[];
  onConfirmed: () => void;
  onCancel: () => void;
};

/**
 * Sensitive actions behind allauth's reauthentication (issue 16 §6). `guard(action)` runs the
 * action (a call that throws RTK Query's `{status, data}`, e.g. `mutation(arg).unwrap()`); when it
 * answers ReauthenticationRequired, `dialog` opens with the answer's flows, and once the user has
 * confirmed it is them the action runs again, once. Cancelling leaves it undone. Render
 * `<ReauthenticationDialog {...dialog} />` beside the action.
 */
export function useReauthentication() {
  const [state, setState] = useState<{ open: boolean; flows: Flow[] }>({ open: false, flows: [] });
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const guard: Guard = useCallback(async <T>(action: () => Promise<T>): Promise<GuardedOutcome<T>> => {
    const attempt = async (): Promise<GuardedOutcome<T> | Flow[]> => {
      try {
        return { status: 'done', data: await action() };
      } catch (caught) {
        return reauthenticationFlows(caught) ?? { status: 'failed', error: normalizeError(caught) };
      }
    };
    const first = await attempt();
    if (!Array.isArray(first)) return first;
    const confirmed = await new Promise<boolean>((resolve) => {
      settle.current = resolve;
      setState({ open: true, flows: first });
    });
    if (!confirmed) return { status: 'cancelled' };
    const retried = await attempt();
    if (!Array.isArray(retried)) return retried;
    return {
      status: 'failed',
      error: { message: REAUTHENTICATION_NOT_ACCEPTED, code: 401, param: 'general' },
    };
  }, []);

  const close = (confirmed: boolean) => {
    setState((current) => ({ ...current, open: false }));
    settle.current?.(confirmed);
    settle.current = null;
  };

  const dialog: ReauthenticationDialogState = {
    ...state,
    onConfirmed: () => close(true),
    onCancel: () => close(false),
  };
  return { guard, dialog };
}
