import type { FastifyReply } from 'fastify';

type ApiError = { status: string; message: string; reason: string };

/** Google API errors the stand-in answers, by HTTP status, with Google's own words. */
const API_ERRORS = {
  400: { status: 'INVALID_ARGUMENT', message: 'Invalid argument', reason: 'invalidArgument' },
  401: {
    status: 'UNAUTHENTICATED',
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other ' +
      'valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    reason: 'authError',
  },
  403: {
    status: 'PERMISSION_DENIED',
    message: 'Request had insufficient authentication scopes.',
    reason: 'insufficientPermissions',
  },
  404: { status: 'NOT_FOUND', message: 'Requested entity was not found.', reason: 'notFound' },
} satisfies Record<number, ApiError>;

export type ApiErrorStatus = keyof typeof API_ERRORS;

/**
 * Answers a Google API error (`{error: {code, message, errors: [...], status}}`, as Gmail REST
 * does); `message` replaces the default text (e.g. 'Invalid pageToken'). A 401 also carries
 * Google's `WWW-Authenticate: Bearer` challenge.
 */
export function sendApiError(reply: FastifyReply, code: ApiErrorStatus, message?: string) {
  const error = API_ERRORS[code];
  const text = message ?? error.message;
  if (code === 401) {
    reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
  }
  const errors = [{ message: text, domain: 'global', reason: error.reason }];
  return reply.code(code).send({ error: { code, message: text, errors, status: error.status } });
}

/**
 * Answers an OAuth 2.0 token endpoint error as Google does (`{error, error_description}`):
 * 401 for `invalid_client`, else 400.
 */
export function sendOAuthError(reply: FastifyReply, error: string, description: string) {
  return reply
    .code(error === 'invalid_client' ? 401 : 400)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description });
}
