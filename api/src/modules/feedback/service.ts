import type { ThreatFeedbackRequest, UninstallFeedbackRequest } from '@lifeguard/contracts/schemas/feedback';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { createFeedbackRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    feedback: Feedback;
  }
}

/** The feedback forms of spec 001 §2 (/uninstall, /threat-feedback): stored for the team to read. */
export function createFeedback(db: Database) {
  const answers = createFeedbackRepository(db);
  return {
    /**
     * Why the extension was removed; `userId` null when sent signed out (the extension opens
     * the form after its removal).
     */
    uninstall: (userId: number | null, { reason, details = '' }: UninstallFeedbackRequest) =>
      answers.insertUninstall(userId, reason, details),
    /** A user's verdict on a threat we showed or missed. */
    threat: (userId: number, { threat_id: threatId, verdict, details = '' }: ThreatFeedbackRequest) =>
      answers.insertThreat(userId, threatId ?? null, verdict, details),
  };
}

export type Feedback = ReturnType<typeof createFeedback>;

/** Domain plugin decorating `app.feedback`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('feedback', createFeedback(app.db));
  },
  { name: 'feedback', dependencies: ['db'] },
);
