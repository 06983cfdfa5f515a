import type { AgentProvider, AgentRequest } from '../../agent.js';
import { firstSteps, leakedAccounts, protectionStatus, recentThreats } from './answers/account.js';
import {
  askForLink,
  checkLinks,
  greeting,
  needsThreat,
  outOfScope,
  safetyQuestion,
} from './answers/general.js';
import { answerThreat } from './answers/threat.js';
import { classifyIntent, type Intent } from './intent.js';
import { speak } from './speak.js';
import { createToolbox, type Toolbox } from './toolbox.js';

async function answerFor(intent: Intent, request: AgentRequest, tools: Toolbox): Promise<string[]> {
  switch (intent.kind) {
    case 'explain_threat':
    case 'why_dangerous':
    case 'tell_family':
    case 'scammer_technique':
    case 'threat_steps':
      return request.threatUuid ? answerThreat(intent, request.threatUuid, tools) : needsThreat();
    case 'check_link':
      return checkLinks(intent.links, tools);
    case 'ask_for_link':
      return askForLink();
    case 'leaked_accounts':
      return leakedAccounts(tools);
    case 'first_steps':
      return firstSteps(tools);
    case 'protection_status':
      return protectionStatus(tools);
    case 'recent_threats':
      return recentThreats(tools);
    case 'safety_question':
      return safetyQuestion(request.message, tools);
    case 'needs_threat':
      return needsThreat();
    case 'greeting':
      return greeting();
    case 'out_of_scope':
      return outOfScope();
  }
}

/**
 * The built-in security agent (issue 12, provider 2): the offline default, with no network and
 * no model, deterministic. It classifies the message (intent.ts), runs the matching tools
 * through the run (at most 5, so their progress streams), composes a plain-words answer from
 * their results and its playbook of the 15 threat types (playbooks/), and streams it in
 * pieces. It creates at most 2 action items per answer, and says honestly when it cannot answer.
 */
export function createSecurityAgent(): AgentProvider {
  return {
    name: 'security-agent',
    async answer(request, run) {
      const tools = createToolbox(run);
      const paragraphs = await answerFor(classifyIntent(request), request, tools);
      await speak(run, paragraphs);
    },
  };
}
