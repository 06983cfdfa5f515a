import {
  DESCRIPTIONS,
  DISPLAY_NAMES,
  REQUIRED_TYPES,
  type IntegrationType,
} from '@lifeguard/contracts/integrations';
import {
  isScoredActive,
  OPTIONAL_WEIGHT,
  protectionScore,
  REQUIRED_WEIGHT,
} from '@lifeguard/contracts/protection-score';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { defineTool } from './define.js';

/** One protection of the user as the agent sees it (spec 001 §3 "Integration"). */
export type ProtectionFacts = {
  type: string;
  display_name: string;
  description: string;
  required: boolean;
  /** Configured and active (spec 001 §4 "Integration status"). */
  active: boolean;
  is_active: boolean;
  is_configured: boolean;
  health_status: string;
  last_synced_at: string | null;
};

/**
 * The user's protections: their integrations plus each required type they have none of yet,
 * inactive, as the dashboard shows it once it has created the defaults (spec 001 §3).
 */
async function protectionsOf(app: FastifyInstance, userId: number): Promise<ProtectionFacts[]> {
  const rows = await app.integrations.list(userId);
  const missing = REQUIRED_TYPES.filter((type) => !rows.some((row) => row.type === type));
  const facts = (type: string, row?: (typeof rows)[number]): ProtectionFacts => {
    const known = type as IntegrationType;
    const state = {
      required: REQUIRED_TYPES.includes(known),
      is_active: row?.isActive ?? false,
      is_configured: row?.isConfigured ?? false,
    };
    return {
      type,
      display_name: DISPLAY_NAMES[known] ?? type,
      description: DESCRIPTIONS[known] ?? '',
      ...state,
      active: isScoredActive(state),
      health_status: row?.healthStatus ?? 'unknown',
      last_synced_at: row?.lastSyncedAt?.toISOString() ?? null,
    };
  };
  return [...rows.map((row) => facts(row.type, row)), ...missing.map((type) => facts(type))];
}

/** list_integrations: the user's protections and whether each is on. */
export const listIntegrationsTool = (app: FastifyInstance) =>
  defineTool({
    name: 'list_integrations',
    description: 'Lists your protections (dark web, web, email, phone, fraud) and whether each is on.',
    input: Type.Object({}, { additionalProperties: false }),
    execute: async (_input, { userId }) => ({ integrations: await protectionsOf(app, userId) }),
  });

/**
 * get_protection_score: the dashboard's protection score (spec 001 §9: required protections
 * weigh 40, others 20; the rounded percent of the active weight), what is on and off, and the
 * protection that would raise it most.
 */
export const getProtectionScoreTool = (app: FastifyInstance) =>
  defineTool({
    name: 'get_protection_score',
    description: 'Computes your protection score (0–100) and which protections would raise it.',
    input: Type.Object({}, { additionalProperties: false }),
    async execute(_input, { userId }) {
      const protections = await protectionsOf(app, userId);
      const line = (p: ProtectionFacts) => ({
        type: p.type,
        display_name: p.display_name,
        required: p.required,
      });
      const off = protections.filter((p) => !p.active);
      const next = off.find((p) => p.required) ?? off[0];
      return {
        score: protectionScore(protections),
        active: protections.filter((p) => p.active).map(line),
        inactive: off.map(line),
        weights: { required: REQUIRED_WEIGHT, optional: OPTIONAL_WEIGHT },
        next_step: next ? `Turn on ${next.display_name}` : null,
        score_after_next_step: next
          ? protectionScore(
              protections.map((p) => (p === next ? { ...p, is_active: true, is_configured: true } : p)),
            )
          : null,
      };
    },
  });
