import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DetailSchema } from '../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { signedInUserId } from '../../plugins/session.js';
import { THREAT_VERDICTS, UNINSTALL_REASONS } from './repository.js';

const Details = Type.Optional(Type.String({ maxLength: 2000 }));
const Success = Type.Object({ status: Type.Literal('success') });

const UninstallBody = Type.Object(
  { reason: Type.Enum(UNINSTALL_REASONS), details: Details },
  { additionalProperties: false },
);

const ThreatBody = Type.Object(
  {
    threat_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    verdict: Type.Enum(THREAT_VERDICTS),
    details: Details,
  },
  { additionalProperties: false },
);

/** The feedback forms' endpoints (spec 001 §2 /uninstall and /threat-feedback; issue 4 contract). */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /feedback/api/uninstall/ `{reason, details?}` (details up to 2000 characters): 201
   * `{status: 'success'}`. Signed out too, as the extension opens the form after its removal.
   */
  app.post(
    '/feedback/api/uninstall/',
    { schema: { body: UninstallBody, response: { 201: Success, 400: ApiErrorSchema } } },
    async (request, reply) => {
      const current = await request.currentSession();
      await app.feedback.uninstall(current?.user.id ?? null, request.body);
      return reply.code(201).send({ status: 'success' as const });
    },
  );

  /**
   * POST /feedback/api/threat/ `{threat_id?, verdict, details?}`: 201 `{status: 'success'}`.
   * Needs a session, checked before CSRF and input (401 `{detail}`).
   */
  app.post(
    '/feedback/api/threat/',
    {
      onRequest: async (request) => void (await signedInUserId(request)),
      schema: { body: ThreatBody, response: { 201: Success, 400: ApiErrorSchema, 401: DetailSchema } },
    },
    async (request, reply) => {
      const { threat_id: threatId, verdict, details } = request.body;
      await app.feedback.threat(await signedInUserId(request), { threatId, verdict, details });
      return reply.code(201).send({ status: 'success' as const });
    },
  );
};

export default feedbackRoutes;
