import { useId } from 'react';
import styled from 'styled-components';
import { cardSurface, fullscreenOverlay } from '@lifeguard/shared/ui/card';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { useHeldFocus } from '../hooks/use-held-focus';

/** Overlay texts of spec 001 §4 "Dark web scan". */
export const OVERLAY_TITLE = 'Scanning the Dark Web';
export const OVERLAY_TEXT = 'Please wait while we search for your information in data breaches...';

const StyledBackdrop = styled.div`
  ${fullscreenOverlay}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.scrim};
`;

const StyledDialog = styled.div`
  ${cardSurface}
  width: 100%;
  max-width: ${({ theme }) => theme.widths.narrow};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  h2 {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus {
    outline: none;
  }
`;

/**
 * The blocking overlay shown while a scan runs (spec 001 §4): a modal, busy dialog holding the
 * focus. Escape does not close it: the scan cannot be cancelled, and closing would only hide it.
 */
export function ScanOverlay() {
  const dialog = useHeldFocus<HTMLDivElement>();
  const id = useId();
  return (
    <StyledBackdrop>
      <StyledDialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
      >
        <Spinner size="xl" padding="none" text="" />
        <h2 id={`${id}-title`}>{OVERLAY_TITLE}</h2>
        <p id={`${id}-text`}>{OVERLAY_TEXT}</p>
      </StyledDialog>
    </StyledBackdrop>
  );
}
