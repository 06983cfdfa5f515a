import type { ThreatVerdict, UninstallReason } from '@lifeguard/contracts/feedback';
import type { Database } from '../../db/database.js';
import { threatFeedback, uninstallFeedback } from './schema.js';

/** The answers of the feedback forms. */
export function createFeedbackRepository(db: Database) {
  return {
    /** `userId` is null when the form was sent signed out. */
    async insertUninstall(userId: number | null, reason: UninstallReason, details: string): Promise<void> {
      await db.insert(uninstallFeedback).values({ userId, reason, details });
    },
    /** `threatId` is null when the verdict is about no event in particular (a missed threat). */
    async insertThreat(userId: number, threatId: string | null, verdict: ThreatVerdict, details: string) {
      await db.insert(threatFeedback).values({ userId, threatId, verdict, details });
    },
  };
}
