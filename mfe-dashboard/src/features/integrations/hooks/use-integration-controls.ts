import { useState } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { relativeTime } from '../../../lib/relative-time';
import type { Integration } from '../api/integration';
import { useSyncIntegrationMutation } from '../../../lib/sync-integration';
import { useUpdateIntegrationStatusMutation } from '../api/update-integration-status';

/** A control of the integrations overview: turn on, turn off, or check now. */
export type IntegrationControl = 'turn_on' | 'turn_off' | 'check';

/** What the last control of an integration did: a sentence, or the server's refusal. */
export type ControlFeedback = { control: IntegrationControl; ok: boolean; message: string };

const DONE: Record<Exclude<IntegrationControl, 'check'>, (name: string) => string> = {
  turn_on: (name) => `${name} is turned on.`,
  turn_off: (name) => `${name} is turned off.`,
};

/**
 * The overview's controls of one integration (spec 001 §7): `turnOn` and `turnOff` POST
 * update_status `{status: 'active' | 'inactive'}`, `checkNow` POST sync/ and says when it was
 * checked from the answer's `last_synced_at`. Each resolves true when the server agreed.
 * `pending` is the control under way; `feedbackOf(id)` the outcome of the integration's last
 * control, a refusal carrying the server's normalised message (spec 000 §8), e.g. 403
 * `impersonating` turning off while a superuser acts as the user, 429 on too many checks;
 * `dismiss(id)` forgets it.
 */
export function useIntegrationControls() {
  const [updateStatus] = useUpdateIntegrationStatusMutation();
  const [checkNow] = useSyncIntegrationMutation();
  const [pending, setPending] = useState<{ id: number; control: IntegrationControl } | null>(null);
  const [feedback, setFeedback] = useState<Record<number, ControlFeedback>>({});

  const run = async (integration: Integration, control: IntegrationControl): Promise<boolean> => {
    const { id, display_name: name } = integration;
    setPending({ id, control });
    const say = (ok: boolean, message: string) =>
      setFeedback((all) => ({ ...all, [id]: { control, ok, message } }));
    try {
      if (control === 'check') {
        const checked = await checkNow(id).unwrap();
        const when = checked.last_synced_at ? relativeTime(checked.last_synced_at).toLowerCase() : 'now';
        say(true, `${name} checked ${when}.`);
      } else {
        await updateStatus({ id, status: control === 'turn_on' ? 'active' : 'inactive' }).unwrap();
        say(true, DONE[control](name));
      }
      return true;
    } catch (error) {
      say(false, normalizeError(error).message);
      return false;
    } finally {
      setPending(null);
    }
  };

  return {
    turnOn: (integration: Integration) => run(integration, 'turn_on'),
    turnOff: (integration: Integration) => run(integration, 'turn_off'),
    checkNow: (integration: Integration) => run(integration, 'check'),
    pending,
    feedbackOf: (id: number): ControlFeedback | null => feedback[id] ?? null,
    dismiss: (id: number) => setFeedback(({ [id]: _dismissed, ...rest }) => rest),
  };
}
