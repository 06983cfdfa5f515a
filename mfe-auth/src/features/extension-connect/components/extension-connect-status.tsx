import { Alert } from '@lifeguard/shared/ui/alert';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import type { ExtensionConnectState } from '../hooks/use-extension-connect';

export type ExtensionConnectStatusProps = { state: ExtensionConnectState };

/** Progress, then the outcome in green, orange or red (spec 000 §4 "Extension connect outcomes"). */
export function ExtensionConnectStatus({ state }: ExtensionConnectStatusProps) {
  if (state.status === 'idle') return null;
  if (state.status === 'connecting') {
    return <Spinner size="sm" padding="none" textPosition="right" text="Connecting extension..." />;
  }
  return <Alert variant={state.outcome.variant}>{state.outcome.message}</Alert>;
}
