import { useCallback, useLayoutEffect, useRef } from 'react';
import { isNearBottom } from '../utils/near-bottom';

/**
 * Keeps a scrolled element at its bottom as `content` changes, but only while the user is within
 * 100 px of the bottom (spec 001 §9): someone reading back stays where they are. Give the
 * element `ref` and `onScroll`.
 */
export function useStickToBottom<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  const nearBottom = useRef(true);
  const onScroll = useCallback(() => {
    if (ref.current) nearBottom.current = isNearBottom(ref.current);
  }, []);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [content]);
  return { ref, onScroll };
}
