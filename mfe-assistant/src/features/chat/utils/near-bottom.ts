import { SCROLL_BOTTOM_THRESHOLD_PX } from '@lifeguard/contracts/agents';

/**
 * Whether a scrolled element is within `threshold` px (default 100, spec 001 §9) of its bottom:
 * only then does new content keep it scrolled down, so a user reading back is not pulled away.
 */
export function isNearBottom(
  { scrollHeight, scrollTop, clientHeight }: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
  threshold: number = SCROLL_BOTTOM_THRESHOLD_PX,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold;
}
