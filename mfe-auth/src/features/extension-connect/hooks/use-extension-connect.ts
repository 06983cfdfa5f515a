import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { useCallback, useState } from 'react';
import { useGetExtensionTokensMutation } from '../api/get-extension-tokens';
import { sendAuthTokens, type ExtensionOutcome } from '../api/send-auth-tokens';

/** Texts of spec 000 §5 and §8 for the steps before the extension is reached. */
export const tokenMessages = {
  noExtensionId: 'Error: No extension ID provided',
  failed: (status: number | string) => `Failed to get tokens: ${status}`,
  missing: 'Tokens not provided by server',
};

export type ExtensionConnectState =
  { status: 'idle' } | { status: 'connecting' } | { status: 'done'; outcome: ExtensionOutcome };

const danger = (message: string): ExtensionConnectState => ({
  status: 'done',
  outcome: { variant: 'danger', message },
});

/**
 * The failed token call as the catalogue words it: the HTTP status; a 2xx that is not JSON
 * counts as tokens missing; a network failure has no status and reads 'network error'.
 */
function tokenFailure(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) return tokenMessages.failed('network error');
  if (typeof error.status === 'number') return tokenMessages.failed(error.status);
  if (error.status === 'PARSING_ERROR') {
    const ok = error.originalStatus >= 200 && error.originalStatus < 300;
    return ok ? tokenMessages.missing : tokenMessages.failed(error.originalStatus);
  }
  return tokenMessages.failed('network error');
}

/**
 * Connects the browser extension (spec 000 §4): checks the id, fetches tokens from
 * GET /api/extension-auth-tokens/, then sends them with {@link sendAuthTokens}. `connect` never
 * throws; `state` ends in a success, warning or danger outcome.
 */
export function useExtensionConnect(extensionId: string) {
  const [getTokens, { reset }] = useGetExtensionTokensMutation();
  const [state, setState] = useState<ExtensionConnectState>({ status: 'idle' });

  const connect = useCallback(async () => {
    if (!extensionId) {
      setState(danger(tokenMessages.noExtensionId));
      return;
    }
    setState({ status: 'connecting' });
    const result = await getTokens();
    // The tokens are credentials: drop them from the store once read.
    reset();
    if (result.error) {
      setState(danger(tokenFailure(result.error)));
      return;
    }
    const { access_token: accessToken, refresh_token: refreshToken } = result.data ?? {};
    if (!accessToken || !refreshToken) {
      setState(danger(tokenMessages.missing));
      return;
    }
    const outcome = await sendAuthTokens(extensionId, { accessToken, refreshToken });
    setState({ status: 'done', outcome });
  }, [extensionId, getTokens, reset]);

  return { state, connect };
}
