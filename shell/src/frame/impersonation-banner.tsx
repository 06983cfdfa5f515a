import styled, { css } from 'styled-components';
import { fullReload } from '@lifeguard/shared/admin/full-reload';
import { useStopImpersonationMutation } from '@lifeguard/shared/admin/stop-impersonation';
import { hrefs, type RouteFrame } from '@lifeguard/shared/routes/routes';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Button } from '@lifeguard/shared/ui/button';
import { chatPanelMargin, type ChatPanelMarginProps } from './main-area';

export type ImpersonationBannerProps = { frame: Exclude<RouteFrame, 'none'>; panelOpen: boolean };

const endTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** Beside the fixed sidebar from md up; below it, clear of the fixed menu toggle. */
const besideSidebar = css`
  @media (width >= ${({ theme }) => theme.breakpoints.md}) {
    margin-left: ${({ theme }) => theme.sidebarWidth};
  }
  @media (width < ${({ theme }) => theme.breakpoints.md}) {
    padding-left: ${({ theme }) => `calc(${theme.space.xl} + ${theme.space.md})`};
  }
`;

const StyledBanner = styled.section<ChatPanelMarginProps & { $frame: ImpersonationBannerProps['frame'] }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 2px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};
  ${({ $frame }) => ($frame === 'sidebar' ? besideSidebar : null)}
  ${chatPanelMargin}
  p {
    margin: 0;
  }
`;

const StyledError = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * The impersonation banner (issue 13, spec 001 §6) at the top of both frames while a superuser
 * acts as the signed-in user (`user.impersonation`): who is impersonated, by whom and until when,
 * and Stop, which ends it (DELETE /api/admin/impersonation/) and reloads the app fully at
 * /app/support, in the superuser's own session. Nothing is drawn otherwise.
 */
export function ImpersonationBanner({ frame, panelOpen }: ImpersonationBannerProps) {
  const user = useAppSelector(selectCurrentUser);
  const [stopImpersonation, { isLoading, isError, isSuccess }] = useStopImpersonationMutation();
  if (!user?.impersonation) return null;
  const { impersonatorName, impersonatorEmail, endsAt } = user.impersonation;

  const handleStop = async () => {
    const result = await stopImpersonation();
    if (!result.error) fullReload.to(hrefs.impersonate());
  };

  return (
    <StyledBanner aria-label="Impersonation" $frame={frame} $panelOpen={panelOpen}>
      <p>
        You are signed in as <strong>{user.displayName}</strong> ({user.email}), impersonated by{' '}
        {impersonatorName || impersonatorEmail}. Ends at {endTime.format(new Date(endsAt))}.
      </p>
      <Button variant="secondary" busy={isLoading || isSuccess} onClick={handleStop}>
        Stop
      </Button>
      {isError ? (
        <StyledError role="alert">Could not stop impersonating. Please try again.</StyledError>
      ) : null}
    </StyledBanner>
  );
}
