import { createPortal } from 'react-dom';
import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { fullscreenOverlay } from '@lifeguard/shared/ui/card';
import { CONFETTI_MS } from '../hooks/use-celebration';

const PIECES = 48;
const COLOURS: (keyof DefaultTheme['progress'])[] = ['amber', 'green', 'blue', 'yellow'];

const fall = keyframes`
  from { transform: translateY(-10vh) rotate(0deg); opacity: 1; }
  to { transform: translateY(110vh) rotate(720deg); opacity: 0.6; }
`;

const StyledField = styled.div`
  ${fullscreenOverlay}
  overflow: hidden;
  pointer-events: none;
`;

const StyledPiece = styled.span<{ $colour: keyof DefaultTheme['progress'] }>`
  position: absolute;
  top: 0;
  width: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $colour }) => theme.progress[$colour]};
  animation: ${fall} ${CONFETTI_MS}ms ease-in forwards;
`;

/**
 * Falling confetti for the celebration (spec 001 §4, §9), pure CSS: pieces spread evenly across
 * the width with staggered starts, all landed within 3 s. Decorative, hidden from screen readers;
 * the caller leaves it out when the user prefers reduced motion.
 */
export function Confetti() {
  return createPortal(
    <StyledField aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, index) => (
        <StyledPiece
          key={index}
          $colour={COLOURS[index % COLOURS.length] ?? 'blue'}
          style={{
            left: `${((index * 37) % 100) + 0.5}%`,
            animationDelay: `${(index % 8) * 60}ms`,
            animationDuration: `${CONFETTI_MS - (index % 8) * 60}ms`,
          }}
        />
      ))}
    </StyledField>,
    document.body,
  );
}
