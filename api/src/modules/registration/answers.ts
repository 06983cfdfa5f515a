import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DetailSchema } from '../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { UserSchema } from '../users/present.js';

/** Responses of every registration call: 200 `{status: 'success', user}` or our errors. */
export const RegistrationResponses = {
  200: Type.Object({ status: Type.Literal('success'), user: UserSchema }),
  400: ApiErrorSchema,
  401: DetailSchema,
};

/**
 * A preValidation hook trimming the named string fields of the body, so that formats, limits
 * and "required" judge what is stored (spec 000 §5: whitespace-only counts as empty).
 */
export const trimFields =
  (...names: string[]) =>
  async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null) return;
    for (const name of names) {
      const value = body[name];
      if (typeof value === 'string') body[name] = value.trim();
    }
  };
