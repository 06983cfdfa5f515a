import { useEffect } from 'react';
import { useLocation } from '@lifeguard/shared/router/router';

/**
 * Scrolls smoothly to the top after each move between registration steps (spec 000 §4
 * "Registration" 5); instantly for people who ask the OS for reduced motion.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, [pathname]);
}
