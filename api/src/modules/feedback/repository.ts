import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { threatFeedback, uninstallFeedback } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    feedback: FeedbackRepository;
  }
}

/** Why the browser extension was removed (the /uninstall form of spec 001 §2). */
export const UNINSTALL_REASONS = [
  'not_useful',
  'too_many_alerts',
  'slowed_browser',
  'privacy_concerns',
  'switching_product',
  'other',
] as const;
export type UninstallReason = (typeof UNINSTALL_REASONS)[number];

/** A user's verdict on a threat we showed or missed (the /threat-feedback form of spec 001 §2). */
export const THREAT_VERDICTS = ['correct', 'false_positive', 'missed_threat'] as const;
export type ThreatVerdict = (typeof THREAT_VERDICTS)[number];

/** Stores the answers of the feedback forms. */
export function createFeedbackRepository(db: Database) {
  return {
    /** `userId` is null when the form was sent signed out (the extension opens it after removal). */
    async uninstall(userId: number | null, answer: { reason: UninstallReason; details?: string }) {
      await db
        .insert(uninstallFeedback)
        .values({ userId, reason: answer.reason, details: answer.details ?? '' });
    },
    async threat(userId: number, answer: { threatId?: string; verdict: ThreatVerdict; details?: string }) {
      const { threatId = null, verdict, details = '' } = answer;
      await db.insert(threatFeedback).values({ userId, threatId, verdict, details });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

/** Domain plugin decorating `app.feedback`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('feedback', createFeedbackRepository(app.db));
  },
  { name: 'feedback', dependencies: ['db'] },
);
