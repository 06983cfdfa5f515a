import { Type, type Static } from 'typebox';
import { FEEDBACK_DETAILS_MAX_LENGTH, THREAT_VERDICTS, UNINSTALL_REASONS } from '../feedback.js';
import { Text } from './text.js';

/** The feedback calls under /feedback/api/; both answer 201 {@link FeedbackAcceptedSchema}. */

const Details = Type.Optional(Text({ maxLength: FEEDBACK_DETAILS_MAX_LENGTH, prose: true }));

/** `POST /feedback/api/uninstall/` body; signed out too. */
export const UninstallFeedbackRequestSchema = Type.Object(
  { reason: Type.Enum(UNINSTALL_REASONS), details: Details },
  { additionalProperties: false },
);
export type UninstallFeedbackRequest = Static<typeof UninstallFeedbackRequestSchema>;

/** `POST /feedback/api/threat/` body; `threat_id` the event's uuid, when it is about one. */
export const ThreatFeedbackRequestSchema = Type.Object(
  {
    threat_id: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
    verdict: Type.Enum(THREAT_VERDICTS),
    details: Details,
  },
  { additionalProperties: false },
);
export type ThreatFeedbackRequest = Static<typeof ThreatFeedbackRequestSchema>;

/** 201 of both feedback calls. */
export const FeedbackAcceptedSchema = Type.Object({ status: Type.Literal('success') });
export type FeedbackAccepted = Static<typeof FeedbackAcceptedSchema>;
