import { PRIORITIES } from '@lifeguard/contracts/security-tasks';
import type { CreatedActionItem } from '@lifeguard/contracts/schemas/agents';
import { Text } from '@lifeguard/contracts/schemas/text';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { defineTool } from './define.js';

/**
 * create_action_item: adds a concrete step the agent recommends to the user's action items
 * (spec 001 §3 "Action item"; GET /security-tasks/api/action-items/), kind
 * `agent_recommendation`, once per title (security-tasks `recommend`). Its output is the
 * {@link CreatedActionItem} the execution reports in `output.action_items_created`.
 */
export const createActionItemTool = (app: FastifyInstance) =>
  defineTool({
    name: 'create_action_item',
    description:
      'Adds one concrete step to your action items on the dashboard, e.g. "Change your Adobe password".',
    createsActionItem: true,
    input: Type.Object(
      {
        title: Text({
          minLength: 3,
          maxLength: 120,
          description: 'A short instruction, e.g. "Change your Adobe password".',
        }),
        description: Text({
          minLength: 1,
          maxLength: 1000,
          prose: true,
          description: 'Why and how, in plain words.',
        }),
        priority: Type.Optional(
          Type.Enum(PRIORITIES, { description: 'high, medium or low (default medium).' }),
        ),
      },
      { additionalProperties: false },
    ),
    async execute({ title, description, priority = 'medium' }, { userId }): Promise<CreatedActionItem> {
      const { row, created } = await app.securityTasks.recommend(userId, {
        title: title.trim(),
        description: description.trim(),
        priority,
      });
      const message = created
        ? `Added to your action items: ${row.title}`
        : `Already in your action items: ${row.title}`;
      return { action_item_id: row.id, message };
    },
  });
