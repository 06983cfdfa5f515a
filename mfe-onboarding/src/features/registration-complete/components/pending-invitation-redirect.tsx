import { useEffect } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { clearPendingInvitation } from '@lifeguard/shared/teams/pending-invitation';
import { Spinner } from '@lifeguard/shared/ui/spinner';

export type PendingInvitationRedirectProps = {
  /** The invitation's accept page, under /app (from peekPendingInvitation). */
  to: string;
};

/**
 * Sends a user who began registering from a family invitation back to its accept page (issue 13:
 * "then lands back on the acceptance"), once: the remembered page is forgotten as it is taken.
 */
export function PendingInvitationRedirect({ to }: PendingInvitationRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    clearPendingInvitation();
    navigate(to, { replace: true });
  }, [to, navigate]);
  return <Spinner size="lg" padding="xl" text="Taking you to your invitation..." />;
}
