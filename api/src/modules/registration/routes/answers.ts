import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { RegistrationAnswerSchema } from '@lifeguard/contracts/schemas/registration';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../../plugins/errors.js';
import type { StepOutcome } from '../service.js';

/** Responses of every registration call: 200 `{status: 'success', user}` or our errors. */
export const RegistrationResponses = {
  200: RegistrationAnswerSchema,
  400: ApiErrorSchema,
  401: UnauthenticatedSchema,
};

/**
 * The HTTP answer of a step's outcome: 200 `{status: 'success', user}`.
 * @throws 400 with one error per broken rule.
 */
export function registrationAnswer(app: FastifyInstance, outcome: StepOutcome) {
  if (outcome.errors) throw apiError(400, outcome.errors);
  return { status: 'success' as const, user: app.users.present(outcome.user) };
}
