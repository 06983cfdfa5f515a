import { CHAT_SUGGESTIONS } from '@lifeguard/contracts/agents';
import type { Intent } from '../intent.js';
import { whenOf } from '../phrases.js';
import { playbookFor } from '../playbooks/playbooks.js';
import type { Playbook, ThreatContext } from '../playbooks/playbook.js';
import { bullets, steps } from '../speak.js';
import { loadThreat } from '../threat-context.js';
import type { Toolbox } from '../toolbox.js';
import { actionItemsSentence, bestArticle, CAPABILITIES, readMore } from './common.js';

type ThreatIntent = 'explain_threat' | 'why_dangerous' | 'tell_family' | 'scammer_technique' | 'threat_steps';

const LEVEL: Record<string, string> = {
  critical: 'a critical',
  high: 'a high-risk',
  medium: 'a medium-risk',
  low: 'a low-risk',
};

const BLOCKED_TYPES = new Set(['url', 'webpage']);

/** The opening line: when, what Lifeguard did, and what it saw, by the threat's own fields. */
function opening(c: ThreatContext, playbook: Playbook): string {
  const { facts } = c;
  const verb = !facts.is_real_threat
    ? 'checked'
    : BLOCKED_TYPES.has(facts.threat_type)
      ? 'blocked'
      : 'flagged';
  const seen = `${whenOf(facts)}, Lifeguard ${verb} ${playbook.seen(c)}`;
  const said = `${seen.charAt(0).toUpperCase()}${seen.slice(1)}`;
  if (!facts.is_real_threat) return `${said} It found no threat here: ${facts.description}.`;
  return `${said} This is ${LEVEL[facts.severity] ?? 'a'} threat: ${playbook.name}.`;
}

/** The warning signs: the analysis findings and the link checker's medium and high signs. */
function warningSigns(c: ThreatContext): string | null {
  const signs = [...c.findings, ...c.signs.filter((s) => s.level !== 'low').map((s) => s.explanation)];
  return signs.length ? `The warning signs Lifeguard found:\n${bullets(signs)}` : null;
}

const suggestionsLine = () =>
  `You can ask me: "${CHAT_SUGGESTIONS[0]}", "${CHAT_SUGGESTIONS[1]}" or "${CHAT_SUGGESTIONS[2]}"`;

async function explain(c: ThreatContext, playbook: Playbook, tools: Toolbox): Promise<string[]> {
  if (!c.facts.is_real_threat) {
    return [
      opening(c, playbook),
      'There is nothing you need to do. Lifeguard keeps checking new messages, links and calls for you.',
    ];
  }
  const created = await tools.createActionItems(playbook.recommend(c), 1);
  const article = await bestArticle(tools, playbook.article);
  return [
    opening(c, playbook),
    playbook.what(c),
    warningSigns(c) ?? '',
    `Why it is dangerous:\n${bullets(playbook.why(c))}`,
    `What to do now:\n${steps(playbook.now(c))}`,
    actionItemsSentence(created) ?? '',
    readMore(article) ?? '',
    suggestionsLine(),
  ];
}

async function answerAbout(kind: ThreatIntent, c: ThreatContext, tools: Toolbox): Promise<string[]> {
  const playbook = playbookFor(c.facts.threat_type);
  const seen = playbook.seen(c);
  switch (kind) {
    case 'explain_threat':
      return explain(c, playbook, tools);
    case 'why_dangerous':
      if (!c.facts.is_real_threat) {
        return [
          `Lifeguard did not find this dangerous. It checked ${seen} Its verdict: ${c.facts.description}.`,
        ];
      }
      return [
        `Lifeguard rates this as ${LEVEL[c.facts.severity] ?? 'a'} threat. It was ${seen} Here is why it is dangerous:`,
        bullets([
          ...c.findings,
          ...c.signs.filter((s) => s.level !== 'low').map((s) => s.explanation),
          ...playbook.why(c),
        ]),
      ];
    case 'tell_family':
      return [
        `This was ${seen} Here is a simple way to put it to a family member:`,
        playbook.family(c),
        'And one rule that covers most scams: anyone who rushes you, asks for secrecy, or wants payment by gift card, wire or crypto is a scammer. Hang up or close the message, and check with someone you trust.',
      ];
    case 'scammer_technique': {
      const article = await bestArticle(tools, playbook.article);
      const signs = c.signs.filter((s) => s.level !== 'low').map((s) => s.explanation);
      return [
        playbook.scammers(c),
        `In your case, it was ${seen}${signs.length ? `\n${bullets(signs)}` : ''}`,
        readMore(article) ?? '',
      ];
    }
    case 'threat_steps': {
      if (!c.facts.is_real_threat) return [`Nothing to do. Lifeguard checked ${seen} It found no threat.`];
      const created = await tools.createActionItems(playbook.recommend(c));
      return [`This was ${seen} What to do now:`, steps(playbook.now(c)), actionItemsSentence(created) ?? ''];
    }
  }
}

/**
 * Answers a question about the threat of the conversation (spec 001 §9 Explain and its three
 * suggestions, and "what should I do"), from get_threat and what check_url or
 * list_breach_entries add; creates the playbook's action items for explanations and steps.
 * Falls back honestly when the threat cannot be read.
 */
export async function answerThreat(
  intent: Extract<Intent, { kind: ThreatIntent }>,
  threatUuid: string,
  tools: Toolbox,
): Promise<string[]> {
  const context = await loadThreat(tools, threatUuid);
  if (!context) {
    return [
      "I can't find that threat in your account, so I can't explain it. It may have been removed, or the link to it is out of date.",
      CAPABILITIES,
    ];
  }
  return answerAbout(intent.kind, context, tools);
}
