import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open state of the off-canvas sidebar on small screens (spec 001 §2 "collapses on small screens
 * with a toggle button"). Escape closes it and puts focus back on the toggle, so keyboard users
 * are not left on a hidden link.
 */
export function useSidebarToggle() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return { open, toggle, close, toggleRef };
}
