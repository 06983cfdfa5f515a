import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, UNEXPECTED_ERROR_MESSAGE, type FieldError } from '@lifeguard/contracts/errors';

/** Which error shape a route answers in: django-allauth headless, or our own endpoints. */
export type ErrorFamily = 'allauth' | 'api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error shape of this route (default 'api'). */
    errorFamily?: ErrorFamily;
  }
}

/** An answer decided by a handler or hook: thrown, then sent as is by the error handler. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: object,
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** allauth family error (400 input errors, 429, ...). */
export const allauthError = (status: number, errors: FieldError[]) =>
  new HttpProblem(status, { status, errors });

/** Our endpoints' error (spec 000 §8 reads `data.errors[0]`). */
export const apiError = (status: number, errors: FieldError[]) =>
  new HttpProblem(status, { status: 'error', errors });

/** 404 of our endpoints, for an id the user does not own as for one that does not exist. */
export const notFound = (param?: string) =>
  apiError(404, [{ message: 'Not found.', code: 'not_found', ...(param ? { param } : {}) }]);

/**
 * 403 of our endpoints: signed in, but not allowed (a non-superuser on a superuser route, an
 * action refused while impersonating; issue 13). `code` defaults to 'permission_denied'.
 */
export const forbidden = (
  message = 'You do not have permission to perform this action.',
  code = 'permission_denied',
) => apiError(403, [{ message, code }]);

const messages: Record<string, (limit?: number) => [string, string]> = {
  required: () => ['This field is required.', 'required'],
  format: () => ['Enter a valid value.', 'invalid'],
  enum: () => ['Select a valid choice.', 'invalid_choice'],
  const: () => ['Select a valid choice.', 'invalid_choice'],
  maxLength: (n) => [`Ensure this value has at most ${n} characters.`, 'max_length'],
  minLength: (n) =>
    n === 1
      ? ['This field is required.', 'required']
      : [`Ensure this value has at least ${n} characters.`, 'min_length'],
  maxItems: (n) => [`Ensure this list has at most ${n} items.`, 'max_length'],
  minItems: (n) => [`Ensure this list has at least ${n} items.`, 'min_length'],
};

function toFieldError(v: FastifySchemaValidationError): FieldError {
  const params = v.params as { missingProperty?: string; limit?: number; format?: string };
  const path = v.instancePath.split('/').filter(Boolean);
  if (params.missingProperty) path.push(params.missingProperty);
  const [message, code] =
    v.keyword === 'format' && params.format === 'email'
      ? ['Enter a valid email address.', 'invalid']
      : (messages[v.keyword]?.(params.limit) ?? ['Enter a valid value.', 'invalid']);
  return { message, code, param: path.length ? path.join('.') : undefined };
}

// Fastify's own request errors whose messages are fixed text; any other error's message may
// quote what the client sent (a parser's excerpt, a plugin's detail), so it is never echoed.
const FIXED_MESSAGES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
]);

const GENERIC_MESSAGES: Record<number, string> = {
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'Request body is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests.',
};

/** The message of a client error, without any value the client submitted (issue 15 item 2). */
function clientErrorMessage(error: FastifyError, status: number) {
  if (error.code && FIXED_MESSAGES.has(error.code)) return error.message;
  return GENERIC_MESSAGES[status] ?? 'Invalid request.';
}

function familyBody(family: ErrorFamily, status: number, errors: FieldError[]) {
  return family === 'allauth' ? { status, errors } : { status: 'error', errors };
}

/**
 * Every error's answer in its route family's shape; a 5xx also names the request in the log
 * (`x-request-id`, issue 33 item 2) so that a support request can point at it.
 */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) {
    if (error.statusCode >= 500) reply.header(REQUEST_ID_HEADER, request.id);
    return reply.code(error.statusCode).send(error.body);
  }
  const family = request.routeOptions.config?.errorFamily ?? 'api';
  if (error.validation) {
    const errors = error.validation.map(toFieldError);
    const items = family === 'api' ? errors.map((e) => ({ ...e, code: 'invalid' })) : errors;
    return reply.code(400).send(familyBody(family, 400, items));
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const code = error.code?.replace(/^FST_ERR_/, '').toLowerCase() ?? 'invalid';
    const message = clientErrorMessage(error, status);
    return reply.code(status).send(familyBody(family, status, [{ message, code }]));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .header(REQUEST_ID_HEADER, request.id)
    .send(familyBody(family, 500, [{ message: UNEXPECTED_ERROR_MESSAGE, code: 'server_error' }]));
}

/**
 * Fastify's `frameworkErrors` option: errors raised before a route is matched (a URL whose
 * percent-encoding is malformed, FST_ERR_BAD_URL) answer 400 in the family's shape instead of
 * Fastify's default body, which quotes the URL. The family follows the path, as no route matched.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const family: ErrorFamily = request.url.startsWith('/_allauth/') ? 'allauth' : 'api';
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const errors = [{ message: 'Invalid request.', code: 'bad_url' }];
  void reply.code(status).send(familyBody(family, status, errors));
}

/**
 * allauth's WebAuthn URLs (headless/mfa/urls.py: auth/webauthn/{authenticate, reauthenticate,
 * login, signup} and account/authenticators/webauthn, for either client), which allauth leaves
 * out while MFA_SUPPORTED_TYPES lacks "webauthn", as ours does.
 */
const WEBAUTHN_PATH =
  /^\/_allauth\/(?:browser|app)\/v1\/(?:auth|account\/authenticators)\/webauthn(?:[/?]|$)/;

/** Django's own 404 page (django/views/defaults.py page_not_found without a 404.html template). */
const DJANGO_NOT_FOUND = `
<!doctype html>
<html lang="en">
<head>
  <title>Not Found</title>
</head>
<body>
  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>
</body>
</html>
`;

/**
 * The answer to a path no route serves: 404 in the family's shape (allauth's under /_allauth/),
 * without Fastify's default body, which quotes the method and URL (issue 15). allauth's WebAuthn
 * paths get what allauth without WebAuthn answers, Django's HTML 404 (issue 30 item 10): allauth's
 * example SPA offers passkeys whatever the configuration says and reads `data` of any JSON answer,
 * so our JSON 404 ended in a TypeError where allauth's page ends in its "not JSON" error.
 */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (WEBAUTHN_PATH.test(request.url)) {
    return reply.code(404).type('text/html; charset=utf-8').send(DJANGO_NOT_FOUND);
  }
  const family: ErrorFamily = request.url.startsWith('/_allauth/') ? 'allauth' : 'api';
  return reply
    .code(404)
    .send(familyBody(family, 404, [{ message: GENERIC_MESSAGES[404]!, code: 'not_found' }]));
}

/** Error handling for every route: problems, schema validation failures, hidden 5xx, unknown paths. */
export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(routeNotFound);
  },
  { name: 'errors' },
);
