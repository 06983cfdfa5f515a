import type { AgentRequest } from '../../agent.js';
import { linksIn, type FoundLink } from './links.js';

/** What a message asks the built-in agent (issue 12). */
export type Intent =
  /** About the threat of the conversation: the Explain, the three suggestions (spec 001 §9), steps. */
  | { kind: 'explain_threat' | 'why_dangerous' | 'tell_family' | 'scammer_technique' | 'threat_steps' }
  | { kind: 'check_link'; links: FoundLink[] }
  | { kind: 'ask_for_link' }
  | { kind: 'leaked_accounts' | 'first_steps' | 'protection_status' | 'recent_threats' }
  | { kind: 'safety_question' }
  /** A threat question without a threat to answer it about. */
  | { kind: 'needs_threat' }
  | { kind: 'greeting' }
  | { kind: 'out_of_scope' };

const has = (text: string, ...patterns: RegExp[]) => patterns.every((p) => p.test(text));

const GREETING =
  /^(hi|hello|hey|hiya|thanks|thank you|thx|ok|okay|great|cool|good (morning|afternoon|evening))\b/;
const WHY_DANGEROUS =
  /\bwhy\b.*\b(dangerous|danger|risky|risk|bad|harmful|threat|flagged|blocked|suspicious|considered|scam)\b/;
const IS_IT = /\bis (it|this|that) (really )?(dangerous|safe|real|a scam|legit\w*|fake|bad)\b/;
const FAMILY =
  /\b(family|mom|mum|mother|dad|father|parents?|grand\w*|kids?|children|child|son|daughter|wife|husband|partner|relatives?|member)\b/;
const TELL = /\b(tell|explain|say|warn|talk|teach|share)\b/;
const HOW_SCAMMERS =
  /\bhow\b.*\b(scammers?|criminals?|fraudsters?|hackers?|crooks|they|attackers?)\b.*\b(use|work|do|trick|operate|get|pull|run)\b/;
const TECHNIQUE = /\b(technique|how does (this|it|the scam) work|how (this|the) scam works)\b/;
const WHAT_TO_DO =
  /\b(what (should|do|can|must) (i|we) do|next steps?|what now|now what|how (do|can|should) (i|we) (fix|protect|stop|secure|deal|handle|respond))\b/;
const EXPLAIN =
  /\b(explain|what is (this|it)|what's (this|it)|tell me (more|about)|what happened|what does (this|it) mean|more details?)\b/;
const LEAKED = /\b(leak\w*|breach\w*|dark ?web|exposed|pwned|compromised|stolen|hacked)\b/;
const PROTECTION = /\b(protection|protected|score|integrations?|covered|coverage|am i (safe|secure))\b/;
const FIRST = /\b(first|start|begin|priorit\w*|most important|top|to-?do|where do i)\b/;
const DO = /\b(do|should|fix|steps?|action)\b/;
const LINK_WORDS = /\b(link|url|website|site|web address|address)\b/;
const SAFE_WORDS = /\b(safe|legit\w*|real|trust\w*|scam|dangerous|check|genuine|fake)\b/;
const RECENT =
  /\b((recent|latest|last|new|any)\b.*\b(threats?|alerts?|attacks?|scams?|blocked|detected|warnings?)|what (did|have) (you|lifeguard) (block|blocked|catch|caught|detect|detected|find|found))\b/;
/** Someone describing a scam that reached them or a relative: "she got a call from the IRS…". */
const SCAM_STORY =
  /\b((got|received|gets|getting|had) (a |an |this |some )?(phone call|call|text|message|email|voicemail|letter)|(called|texted|emailed|messaged|rang) (me|her|him|us|them|my)|saying (they|he|she) (are|is|were|was)|claim(s|ed|ing)? to be|pretend\w* to be)\b|\b(irs|social security|medicare|police|sheriff|bank|amazon|microsoft|apple|grandson|granddaughter)\b.*\b(owes?|owed|pay|payment|gift ?cards?|arrest\w*|suspend\w*|refund|bail|wire)\b/;
/** An account someone took over: "someone hacked my facebook". */
const TAKEN_OVER =
  /\b(hacked|hijacked|taken over|took over|broke into|got into|locked (me|him|her|us) out of)\b.*\b(my|our|his|her|their)\b.*\b(account|facebook|instagram|tiktok|email|gmail|whatsapp|snapchat|phone|profile)\b|\b(account|facebook|instagram|tiktok|email|gmail|whatsapp|snapchat|profile)\b.*\b(was|got|has been|is|been) (hacked|hijacked|taken over)\b/;
const SAFETY =
  /\b(scam\w*|phish\w*|fraud\w*|passwords?|passphrases?|password manager|2fa|two[- ]?(factor|step)|mfa|hack\w*|virus\w*|malware|ransomware|identity|credit|romance|dating|gift ?cards?|child\w*|kids?|privacy|private|social media|facebook|instagram|tiktok|texts?|sms|calls?|caller|robocalls?|spam\w*|security|secure|safe\w*|protect\w*|wi-?fi|updates?|antivirus|extension|browser|emails?|accounts?|online|grandparents?|elderly|tech support|pop-?ups?)\b/;
/** A question about Lifeguard itself, which the help centre's guides answer (issue 33 item 1). */
const LIFEGUARD_HELP =
  /\b(lifeguard|invit\w*|famil(y|ies)|members?|teams?|authenticator|recovery codes?|gmail|verif\w*|download|export|delete|install\w*)\b/;

/**
 * Classifies a message (lowercased; deterministic, no model): a short greeting; a message with
 * a link or email address → check it; with a threat in the conversation, the Explain
 * (`threatExplanation`), the three suggestions of spec 001 §9 and "what should I do"; then
 * leaked accounts, protection score, first steps, a link question without the link, recent
 * threats, and any other family online-safety question (a scam someone describes first of all)
 * or question about Lifeguard (the help centre's guides); anything else is out of scope.
 */
export function classifyIntent(request: AgentRequest): Intent {
  const text = request.message.toLowerCase().replace(/\s+/g, ' ').trim();
  const threat = request.threatUuid !== null;
  if (request.threatExplanation && threat) return { kind: 'explain_threat' };
  if (GREETING.test(text) && text.split(' ').length <= 4) return { kind: 'greeting' };
  const links = linksIn(request.message);
  if (links.length) return { kind: 'check_link', links };

  const about =
    has(text, WHY_DANGEROUS) || has(text, IS_IT)
      ? 'why_dangerous'
      : has(text, TELL, FAMILY)
        ? 'tell_family'
        : has(text, HOW_SCAMMERS) || has(text, TECHNIQUE)
          ? 'scammer_technique'
          : has(text, EXPLAIN)
            ? 'explain_threat'
            : null;
  if (threat && about) return { kind: about };
  if (threat && has(text, WHAT_TO_DO)) return { kind: 'threat_steps' };

  // A scam someone describes, or an account taken over, is a safety question (our guides),
  // even when it says "what do I do" or "hacked".
  if (has(text, SCAM_STORY) || has(text, TAKEN_OVER)) return { kind: 'safety_question' };
  if (has(text, LEAKED)) return { kind: 'leaked_accounts' };
  if (has(text, PROTECTION)) return { kind: 'protection_status' };
  if (has(text, FIRST, DO) || has(text, WHAT_TO_DO)) return { kind: 'first_steps' };
  if (has(text, LINK_WORDS, SAFE_WORDS)) return { kind: 'ask_for_link' };
  // "How do scammers use this technique?" needs a threat; "… use gift cards?" is general.
  if (about && /\b(this|it|that)\b/.test(text)) return { kind: 'needs_threat' };
  if (has(text, RECENT)) return { kind: 'recent_threats' };
  if (threat) return { kind: 'threat_steps' };
  if (has(text, SAFETY)) return { kind: 'safety_question' };
  if (about) return { kind: 'needs_threat' };
  if (has(text, LIFEGUARD_HELP)) return { kind: 'safety_question' };
  return { kind: 'out_of_scope' };
}
