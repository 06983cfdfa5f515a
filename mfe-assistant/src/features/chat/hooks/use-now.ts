import { useEffect, useState } from 'react';
import { TOOL_TIMER_INTERVAL_MS } from '@lifeguard/contracts/agents';

/**
 * The current time in ms, refreshed every `interval` ms (default 1 s, the tool timer of spec 001
 * §9) while `active`; frozen otherwise.
 */
export function useNow(active: boolean, interval: number = TOOL_TIMER_INTERVAL_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [active, interval]);
  return now;
}
