/** The panel's error and fallback texts, word for word (spec 001 §8). */
export const CHAT_ERRORS = {
  /** The agent message added when a threat explanation cannot be started. */
  explainFailure:
    'I apologize, but I encountered an error while trying to explain this threat. Please try again or contact support if the issue persists.',
  /** Put before the agent's own error message. */
  agentErrorPrefix: 'I encountered an error: ',
  executeFailed: 'Failed to execute agent',
  executionDetailsFailed: 'Failed to fetch execution details',
  statusCheckFailed: 'Failed to check execution status',
  historyFailed: 'Failed to fetch execution history',
  feedbackFailed: 'Failed to submit feedback',
  explainFailed: 'Failed to execute threat explanation',
  toolFailed: 'Tool execution failed',
  noResponse: 'No response received',
} as const;

/**
 * What the panel says while it waits for the first words of an answer, one after another every
 * `LOADING_TEXT_INTERVAL_MS` (spec 001 §9); the wording is ours ("not shown").
 */
export const LOADING_TEXTS = {
  explain: [
    'Looking at this threat…',
    'Checking your protections…',
    'Reading what we found…',
    'Putting it in plain words…',
  ],
  ask: [
    'Looking into your question…',
    'Checking your protections…',
    'Reading your security details…',
    'Putting it in plain words…',
  ],
} as const;

/** The general entry's greeting and example questions (issue 12, 'Ask Lifeguard'). */
export const ASK_GREETING = {
  title: "Hi, I'm Lifeguard's security assistant.",
  text: 'Ask me about your accounts, messages and links, and what to do about them. For example:',
  examples: ['Which of my accounts leaked?', 'What should I do first?', 'Is this link safe?'],
} as const;

/** Longest threat title the first message repeats, in characters (far under the 4,000 limit). */
const TITLE_MAX_CHARS = 200;

/** The first user message of a threat explanation: it names the threat (spec 001 §4, §5). */
export const explainMessage = (title: string) => `Explain this threat: ${title.slice(0, TITLE_MAX_CHARS)}`;
