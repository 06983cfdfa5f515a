import { useMemo } from 'react';
import { useSearchParams } from '@lifeguard/shared/router/router';

/**
 * The three modes of the sign-in screen (spec 000 §2 query parameters): `extension_id` connects
 * the browser extension (an empty id is still extension mode, so the screen can say 'Error: No
 * extension ID provided', spec 000 §5), `mobile=1` connects the mobile app, otherwise `redirect`
 * may name the in-app path to open after sign-in.
 */
export type LoginMode =
  | { kind: 'extension'; extensionId: string }
  | { kind: 'mobile' }
  | { kind: 'standard'; redirect: string | null };

/** Reads the mode from a query string; extension wins over mobile when both are given. */
export function loginModeOf(params: URLSearchParams): LoginMode {
  const extensionId = params.get('extension_id');
  if (extensionId !== null) return { kind: 'extension', extensionId: extensionId.trim() };
  const mobile = params.get('mobile');
  if (mobile !== null && mobile !== '0' && mobile !== 'false') return { kind: 'mobile' };
  return { kind: 'standard', redirect: params.get('redirect') };
}

/** Texts that change with the mode (spec 000 §2 "Sign-in screen"). */
export type LoginCopy = { title: string; submitLabel: string; successMessage: string };

const COPY: Record<LoginMode['kind'], LoginCopy> = {
  standard: { title: 'Welcome Back', submitLabel: 'Login', successMessage: 'Redirecting...' },
  mobile: { title: 'Connect Mobile App', submitLabel: 'Login', successMessage: 'Redirecting...' },
  extension: {
    title: 'Connect Chrome Extension',
    submitLabel: 'Connect Extension',
    successMessage: 'Login successful! Connecting extension...',
  },
};

export function loginCopyOf(mode: LoginMode): LoginCopy {
  return COPY[mode.kind];
}

/** The sign-in mode of the current URL. */
export function useLoginMode(): LoginMode {
  const [params] = useSearchParams();
  return useMemo(() => loginModeOf(params), [params]);
}
