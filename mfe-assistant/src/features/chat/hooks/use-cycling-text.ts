import { useEffect, useState } from 'react';
import { LOADING_TEXT_INTERVAL_MS } from '@lifeguard/contracts/agents';

/** One of `texts`, the next one every 2 s (LOADING_TEXT_INTERVAL_MS, spec 001 §9), round and round. */
export function useCyclingText(texts: readonly string[]): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => current + 1), LOADING_TEXT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return texts[index % texts.length] ?? '';
}
