import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { cardSurface, fullscreenOverlay } from '@lifeguard/shared/ui/card';

export type ModalProps = {
  /** Shows the dialog; turning false plays the closing animation, then removes it. */
  open: boolean;
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Escape asks to close; the caller sets `open` false. */
  onClose: () => void;
  /** Length of the opening and closing animations, ms. */
  animationMs?: number;
  children: ReactNode;
};

type DialogProps = Omit<ModalProps, 'open'> & { closing: boolean; animationMs: number };

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex="0"]';

const appear = keyframes`from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }`;
const vanish = keyframes`to { opacity: 0; transform: translateY(0.5rem) scale(0.98); }`;

const StyledBackdrop = styled.div`
  ${fullscreenOverlay}
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.scrim};
`;

const StyledDialog = styled.div<{ $closing: boolean; $ms: number }>`
  width: min(${({ theme }) => theme.widths.narrow}, 100%);
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  animation: ${({ $closing, $ms }) => css`
    ${$closing ? vanish : appear} ${$ms}ms ease forwards
  `};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** Keeps Tab inside `ref`, closes on Escape, and gives focus back to where it was on unmount. */
function useDialogFocus(ref: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0] ?? dialog;
      const last = focusable.at(-1) ?? dialog;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', handleKeyDown);
    return () => {
      dialog.removeEventListener('keydown', handleKeyDown);
      previous?.focus?.();
    };
  }, [ref]);
}

function Dialog({ title, onClose, closing, animationMs, children }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, onClose);
  return createPortal(
    <StyledBackdrop>
      <StyledDialog
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $closing={closing}
        $ms={animationMs}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}

/**
 * An accessible modal dialog (WAI-ARIA dialog pattern) over a scrim, rendered into document.body:
 * role dialog, aria-modal, named by its title; focus moves into it, Tab stays inside, Escape
 * calls `onClose`, and focus returns when it goes. It animates in, and when `open` turns false
 * stays `animationMs` (default 300) for its closing animation before it is removed; reduced
 * motion turns the animation off, not the timing.
 */
export function Modal({ open, animationMs = 300, ...dialog }: ModalProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(() => setMounted(false), animationMs);
    return () => clearTimeout(timer);
  }, [open, mounted, animationMs]);
  return mounted ? <Dialog {...dialog} closing={!open} animationMs={animationMs} /> : null;
}
