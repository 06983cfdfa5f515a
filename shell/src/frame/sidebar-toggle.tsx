import type { Ref } from 'react';
import styled from 'styled-components';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';

export type SidebarToggleProps = {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** Id of the sidebar it shows and hides. */
  controls: string;
  onToggle: () => void;
};

const StyledToggle = styled.button<{ $open: boolean }>`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme, $open }) => ($open ? `calc(${theme.sidebarWidth} + ${theme.space.sm})` : theme.space.sm)};
  z-index: ${({ theme }) => theme.zIndex.sidebar + 1};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
  @media (width >= ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

/**
 * Shows or hides the sidebar on small screens (spec 001 §2); hidden from wider screens. An icon
 * button: its name says what it does, and so does its tooltip (issue 33 item 4).
 */
export function SidebarToggle({ ref, open, controls, onToggle }: SidebarToggleProps) {
  const label = open ? 'Close menu' : 'Open menu';
  return (
    <Tooltip content={label} placement="right">
      <StyledToggle
        ref={ref}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={controls}
        $open={open}
        onClick={onToggle}
      >
        <span aria-hidden="true">{open ? '×' : '☰'}</span>
      </StyledToggle>
    </Tooltip>
  );
}
