import Bowser from 'bowser';

/** What a session without a user agent is called. */
export const UNKNOWN_DEVICE = 'Unknown device';

/** How much of an unrecognised user agent shows. */
const RAW_AGENT_LENGTH = 60;

/**
 * A session's device as people say it (issue 16 §5), from its User-Agent with Bowser:
 * 'Chrome 120 on macOS', 'Safari on iOS'. An agent Bowser does not know shows itself, shortened.
 */
export function deviceName(userAgent: string): string {
  const agent = userAgent.trim();
  if (!agent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(agent);
  if (!browser.name) {
    return agent.length > RAW_AGENT_LENGTH ? `${agent.slice(0, RAW_AGENT_LENGTH - 1)}…` : agent;
  }
  const major = browser.version?.split('.')[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  return os.name ? `${name} on ${os.name}` : name;
}
