import { explainMessage } from './chat-texts';

/** How many recent questions the greeting offers again. */
export const RECENT_QUESTIONS_SHOWN = 3;

/**
 * The newest distinct questions the user asked (newest first, at most {@link
 * RECENT_QUESTIONS_SHOWN}), from their executions: explanations are left out, since they belong
 * to a threat of the timeline, not to a general conversation.
 */
export function recentQuestions(executions: readonly { message: string }[]): string[] {
  const explainPrefix = explainMessage('');
  const seen = new Set<string>();
  for (const { message } of executions) {
    const question = message.trim();
    if (question.startsWith(explainPrefix) || seen.has(question)) continue;
    seen.add(question);
    if (seen.size === RECENT_QUESTIONS_SHOWN) break;
  }
  return [...seen];
}
