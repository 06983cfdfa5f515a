import { Text } from '@lifeguard/contracts/schemas/text';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ToolError } from '../agent.js';
import { defineTool } from './define.js';
import { threatFacts, threatLine } from './threat-facts.js';

/** Most threats list_threats answers at once. */
export const MAX_LISTED_THREATS = 20;

/**
 * get_threat: one of the user's threat events by its `threat_id` (spec 001 §3), with its
 * concrete fields and analysis, masked (threat-facts.ts).
 * @throws ToolError when the user has no such threat (another user's included).
 */
export const getThreatTool = (app: FastifyInstance) =>
  defineTool({
    name: 'get_threat',
    description: 'Reads one of your detected threats: its type, sender, link, caller, amount and analysis.',
    input: Type.Object(
      {
        threat_uuid: Text({ maxLength: 36, format: 'uuid', description: "The threat's threat_id (a UUID)." }),
      },
      { additionalProperties: false },
    ),
    async execute({ threat_uuid }, { userId }) {
      const row = await app.threats.get(userId, threat_uuid);
      if (!row) throw new ToolError('No threat with that id was found for this account.');
      return threatFacts(row);
    },
  });

/** list_threats: the user's newest threat events, one line each, and how many there are. */
export const listThreatsTool = (app: FastifyInstance) =>
  defineTool({
    name: 'list_threats',
    description: 'Lists your most recently detected threats, newest first.',
    input: Type.Object(
      {
        limit: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: MAX_LISTED_THREATS,
            description: 'How many, 1–20 (default 10).',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    async execute({ limit = 10 }, { userId }) {
      const { rows, count } = await app.threats.list(userId, { size: limit, offset: 0 });
      return { total: count, threats: rows.map(threatLine) };
    },
  });
