import { useParams, useSearchParams } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { selectIsAuthenticated } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useGetInvitationQuery } from '@lifeguard/shared/teams/get-invitation';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { InvitationActions } from '../features/teams/components/invitation-actions';
import { InvitationSummary } from '../features/teams/components/invitation-summary';
import { SectionCard } from '../components/section-card';
import { TeamPage } from '../features/teams/components/team-page';

/** An unknown invitation or a wrong key (the server's 404), or a link without its key. */
export const INVALID_INVITATION =
  'This invitation link is not valid. Check that you opened the whole link from the email.';

function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status;
}

/** The page's content for the invitation `id` and `key` of the address (see TeamInvitationPage). */
function InvitationContent({ id, invitationKey }: { id: number; invitationKey: string }) {
  const valid = Number.isInteger(id) && id > 0 && invitationKey !== '';
  const signedIn = useAppSelector(selectIsAuthenticated);
  const preview = useGetInvitationQuery({ id, key: invitationKey }, { skip: !valid });

  if (preview.isLoading) return <Spinner text="Loading your invitation..." />;
  if (!valid || hasStatus(preview.error, 404)) {
    return (
      <Alert variant="warning" title="Invitation not found">
        <p>{INVALID_INVITATION}</p>
        <TextLink to={signedIn ? hrefs.dashboard() : hrefs.login()}>
          {signedIn ? 'Go to your dashboard' : 'Sign in'}
        </TextLink>
      </Alert>
    );
  }
  if (preview.error || !preview.data) {
    return (
      <LoadError
        title="Unable to load your invitation."
        message={normalizeError(preview.error).message}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  const invitation = preview.data;
  return (
    <SectionCard title={`Join ${invitation.team_name}`}>
      <InvitationSummary invitation={invitation} />
      {invitation.status === 'pending' ? (
        <InvitationActions invitation={invitation} invitationKey={invitationKey} />
      ) : null}
    </SectionCard>
  );
}

/**
 * /teams/invitation/{id}?key= (issue 13), the page a mailed invitation links to, open to
 * visitors in the page layout: the invitation's preview, then its answers (see
 * InvitationActions); an expired, cancelled or accepted one says so, without Accept.
 */
export function TeamInvitationPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <TeamPage title="Family invitation">
      <InvitationContent id={Number(id)} invitationKey={params.get('key') ?? ''} />
    </TeamPage>
  );
}
