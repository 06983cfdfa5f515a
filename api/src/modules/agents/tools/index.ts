import type { FastifyInstance } from 'fastify';
import type { AgentTool } from '../agent.js';
import { createActionItemTool } from './action-items.js';
import { searchSafetyArticlesTool } from './articles.js';
import { checkUrlTool } from './check-url.js';
import { getLatestScanTool, listBreachEntriesTool } from './darkweb.js';
import { getProtectionScoreTool, listIntegrationsTool } from './protection.js';
import { getThreatTool, listThreatsTool } from './threats.js';

/**
 * The agent's tools (issue 12), the same for every provider, in AGENT_TOOL_NAMES order. Each
 * reads or changes only the data of the user its ToolContext names; none takes a user id from
 * its input, and no output holds an unmasked breached value (spec 001 §9).
 */
export function createAgentTools(app: FastifyInstance): AgentTool[] {
  return [
    getThreatTool(app),
    listThreatsTool(app),
    getLatestScanTool(app),
    listBreachEntriesTool(app),
    listIntegrationsTool(app),
    getProtectionScoreTool(app),
    searchSafetyArticlesTool(app),
    checkUrlTool(),
    createActionItemTool(app),
  ];
}
