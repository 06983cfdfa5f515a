import { Type, type Static } from 'typebox';
import { isMailboxAddress } from './mailbox-dir.js';
import { KNOWN_SCOPES, type StandInClient } from './registration.js';
import type { ConsentRequest } from './tokens.js';

const param = (maxLength = 2048) => Type.Optional(Type.String({ maxLength }));

/** Google's authorization request parameters the stand-in reads (others are ignored). */
export const AuthorizationQuery = Type.Object({
  client_id: param(256),
  redirect_uri: param(),
  response_type: param(64),
  scope: param(),
  state: param(),
  login_hint: param(254),
  code_challenge: param(128),
  code_challenge_method: param(16),
  access_type: param(16),
  prompt: param(64),
  include_granted_scopes: param(8),
});

/** Why a request is refused, as Google's error page says it: `Error <status>: <code>`. */
export type AuthorizationRefusal = { status: number; code: string; detail: string };

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * Checks an authorization request as Google does, client and redirect URI first (exactly the
 * registered `<origin>/integrations/gmail/callback/`), then response_type=code, known scopes,
 * the account (login_hint, which the stand-in requires: it has no accounts to choose from) and
 * an S256 PKCE challenge when one is given.
 * @returns the request to ask consent for, or why it is refused
 */
export function checkAuthorizationRequest(
  query: Static<typeof AuthorizationQuery>,
  client: StandInClient,
): ConsentRequest | AuthorizationRefusal {
  const refuse = (code: string, detail: string, status = 400) => ({ status, code, detail });
  if (query.client_id !== client.clientId) {
    return refuse('invalid_client', 'The OAuth client was not found.', 401);
  }
  if (query.redirect_uri !== client.redirectUri) {
    return refuse(
      'redirect_uri_mismatch',
      'The redirect URI in the request does not match the ones registered.',
    );
  }
  if (query.response_type !== 'code') {
    return refuse('unsupported_response_type', 'Only response_type=code is supported.');
  }
  const scopes = (query.scope ?? '').split(/\s+/).filter(Boolean);
  const unknown = scopes.filter((scope) => !(scope in KNOWN_SCOPES));
  if (scopes.length === 0) return refuse('invalid_request', 'Missing required parameter: scope');
  if (unknown.length > 0) {
    return refuse('invalid_scope', `Some requested scopes were invalid. {invalid=[${unknown}]}`);
  }
  const email = query.login_hint?.trim() ?? '';
  if (!isMailboxAddress(email)) {
    return refuse('invalid_request', 'login_hint must be the email address of the account.');
  }
  const challenge = query.code_challenge;
  if (
    challenge !== undefined &&
    (query.code_challenge_method !== 'S256' || !PKCE_CHALLENGE.test(challenge))
  ) {
    return refuse('invalid_request', 'Invalid code_challenge or code_challenge_method (S256 only).');
  }
  return {
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: [...new Set(scopes)].join(' '),
    login_hint: email.toLowerCase(),
    ...(query.state !== undefined && { state: query.state }),
    ...(challenge !== undefined && { code_challenge: challenge }),
  };
}

export const isRefusal = (value: ConsentRequest | AuthorizationRefusal): value is AuthorizationRefusal =>
  'code' in value;
