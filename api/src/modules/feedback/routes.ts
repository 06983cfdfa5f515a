import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import {
  FeedbackAcceptedSchema,
  ThreatFeedbackRequestSchema,
  UninstallFeedbackRequestSchema,
} from '@lifeguard/contracts/schemas/feedback';
import fp from 'fastify-plugin';

/** The feedback forms' endpoints (spec 001 §2 /uninstall and /threat-feedback). */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /feedback/api/uninstall/ `{reason, details?}` (details up to 2000 characters): stores
   * why the extension was removed; 201 `{status: 'success'}`. Signed out too, as the extension
   * opens the form after its removal; the answer is tied to the user when there is a session.
   */
  app.post(
    '/feedback/api/uninstall/',
    {
      schema: {
        body: UninstallFeedbackRequestSchema,
        response: { 201: FeedbackAcceptedSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const current = await request.currentSession();
      await app.feedback.uninstall(current?.user.id ?? null, request.body);
      return reply.code(201).send({ status: 'success' as const });
    },
  );

  /**
   * POST /feedback/api/threat/ `{threat_id?, verdict, details?}`: stores the user's verdict on
   * a threat; 201 `{status: 'success'}`.
   * Needs a session: allauth's 401 before CSRF and input are looked at.
   */
  app.post(
    '/feedback/api/threat/',
    {
      onRequest: app.authenticate,
      schema: {
        body: ThreatFeedbackRequestSchema,
        response: { 201: FeedbackAcceptedSchema, 400: ApiErrorSchema, 401: UnauthenticatedSchema },
      },
    },
    async (request, reply) => {
      await app.feedback.threat(request.auth.user.id, request.body);
      return reply.code(201).send({ status: 'success' as const });
    },
  );
};

export default fp(feedbackRoutes, { name: 'feedback-routes', encapsulate: true });
