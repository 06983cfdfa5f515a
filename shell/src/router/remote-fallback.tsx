import { use, useEffect } from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@lifeguard/shared/routes/routes';
import { Button } from '@lifeguard/shared/ui/button';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { InFrameContext } from './in-frame';

export type RemoteFallbackProps = { remote: RemoteName; error: unknown; onRetry: () => void };

const StyledFallback = styled.main`
  max-width: ${({ theme }) => theme.widths.narrow};
  margin: ${({ theme }) => `${theme.space.xxl} auto`};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  text-align: center;
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  justify-content: center;
  align-items: center;
`;

/**
 * Contained fallback for a remote that failed to load or threw, with a working Retry. Inside the
 * frame (spec 001 §2), whose sidebar or header still navigate, it is part of the frame's main.
 */
export function RemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  const inFrame = use(InFrameContext);
  useEffect(() => {
    console.error(`Remote "${remote}" failed`, error);
  }, [remote, error]);
  return (
    <StyledFallback as={inFrame ? 'div' : 'main'} role="alert">
      <h1>This part of Lifeguard couldn't load</h1>
      <p>Please check your connection and try again. The rest of the app keeps working.</p>
      <StyledActions>
        <Button onClick={onRetry}>Retry</Button>
        <TextLink to={hrefs.dashboard()}>Go to dashboard</TextLink>
      </StyledActions>
    </StyledFallback>
  );
}
