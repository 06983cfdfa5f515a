import type { UrlCheck } from '../../../../scam-signs/url-signs.js';
import type { FoundLink } from '../links.js';
import { bullets } from '../speak.js';
import type { Toolbox } from '../toolbox.js';
import { CAPABILITIES, readMore, type FoundArticle } from './common.js';

/** "Is this link safe?": each link (or sender's domain) checked by check_url, never opened. */
export async function checkLinks(links: readonly FoundLink[], tools: Toolbox): Promise<string[]> {
  const paragraphs: string[] = [];
  for (const link of links) {
    const check = await tools.call<UrlCheck>('check_url', { url: link.url });
    const name = link.fromEmail
      ? `The sender's address ends in ${new URL(link.url).hostname}.`
      : `${link.url}:`;
    if (!check) {
      paragraphs.push(`${name} I couldn't read that as a web address.`);
      continue;
    }
    const signs = check.signs.map((s) => s.explanation);
    paragraphs.push([`${name} ${check.summary}`, ...(signs.length ? [bullets(signs)] : [])].join('\n'));
  }
  paragraphs.push(
    'I only read the address; I never open the link. Even a clean-looking link can be a trap if you did not expect it: type the address of your bank or shop yourself instead.',
  );
  return paragraphs;
}

export const askForLink = () => [
  "Paste the link (or the sender's email address) here and I'll check it for you. I read the address only, never open it, and tell you which website it really goes to and any warning signs.",
];

/** A family online-safety question: the best of our articles (search_safety_articles). */
export async function safetyQuestion(message: string, tools: Toolbox): Promise<string[]> {
  const found = await tools.call<{ articles: FoundArticle[] }>('search_safety_articles', {
    query: message.slice(0, 200),
  });
  const best = found?.articles[0];
  if (!best) {
    return [
      "I can't answer that yet: I didn't find it in our safety guides, and I'd rather not guess about your safety.",
      CAPABILITIES,
    ];
  }
  return [best.summary, best.excerpt, readMore(best) ?? ''];
}

export const greeting = () => [
  `Hello! I'm Lifeguard's security assistant. ${CAPABILITIES} What would you like to know?`,
];

export const needsThreat = () => [
  "I can answer that about a specific threat. Open Explain on a threat in your Activity timeline, then ask me again, or paste the link or sender's address here and I'll check it.",
];

export const outOfScope = () => [
  "I can't answer that yet. I'm Lifeguard's security assistant, and I stick to your family's online safety.",
  CAPABILITIES,
];
