import {
  AllauthErrorSchema,
  ApiErrorSchema,
  UnauthenticatedSchema,
} from '@lifeguard/contracts/schemas/errors';
import { BearerUnauthorizedSchema } from '@lifeguard/contracts/schemas/tokens';

/**
 * The refusals our signed-in endpoints answer, as response schemas to spread into a route's
 * `response` beside its success (spec 000 §8 error shape; allauth's 401 for a signed-out
 * call). Each variant names which refusals a family of routes can give:
 * - `input`: 400 bad input, 401 signed out;
 * - `owned`: those and 404 for an id the user does not own (or that does not exist);
 * - `guarded`: those and 403 `permission_denied` or `impersonating` (a role, an impersonation);
 * - `forbidden`: 401 signed out and 403 only (superuser tools, a refused impersonation);
 * - `allauthChange`: allauth's refusals of a signed-in, rate-limited change (issue 16), in its
 *   error shape: 400 bad input, 401 signed out, 403 `impersonating`, 429 past the limit;
 * - `bearer`: an endpoint the browser extension calls with its access token, limited per user
 *   (modules/tokens/bearer-limit.ts requireBearerWithin): 400 bad input, 401 `{detail}` without
 *   a valid token, 429 past the limit.
 */
export const refusals = {
  input: { 400: ApiErrorSchema, 401: UnauthenticatedSchema },
  owned: { 400: ApiErrorSchema, 401: UnauthenticatedSchema, 404: ApiErrorSchema },
  guarded: { 400: ApiErrorSchema, 401: UnauthenticatedSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
  forbidden: { 401: UnauthenticatedSchema, 403: ApiErrorSchema },
  allauthChange: {
    400: AllauthErrorSchema,
    401: UnauthenticatedSchema,
    403: AllauthErrorSchema,
    429: AllauthErrorSchema,
  },
  bearer: { 400: ApiErrorSchema, 401: BearerUnauthorizedSchema, 429: ApiErrorSchema },
};
