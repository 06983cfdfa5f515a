import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { AccountSection } from '../../../components/account-section';
import { StyledRowList } from '../../../components/list-styles';
import { ReauthenticationDialog } from '../../../components/reauthentication-dialog';
import { useGetProviderAccountsQuery } from '../api/get-provider-accounts';
import { useConnectGoogle } from '../hooks/use-connect-google';
import { useDisconnectAccount } from '../hooks/use-disconnect-account';
import { ConnectErrorAlert } from './connect-error-alert';
import { ProviderAccountRow } from './provider-account-row';

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * 'Connected accounts' on the profile (issue 16 §4): the third-party accounts the user signs in
 * with, each with Disconnect (the server refuses the last way to sign in, and that message
 * shows), and 'Connect Google', with the reason when a connect came back failed.
 */
export function ConnectedAccountsSection() {
  const query = useGetProviderAccountsQuery();
  const disconnecting = useDisconnectAccount();
  const google = useConnectGoogle();
  const error = disconnecting.error ?? google.error;

  return (
    <AccountSection
      title="Connected accounts"
      description="Accounts of other services you can sign in with, besides your email address."
    >
      <ConnectErrorAlert />
      {error ? (
        <Alert
          variant="danger"
          onClose={() => {
            disconnecting.clearError();
            google.clearError();
          }}
        >
          {error}
        </Alert>
      ) : null}
      {query.isLoading ? (
        <Skeleton label="Loading connected accounts..." />
      ) : !query.data ? (
        <LoadError
          title="Unable to load your connected accounts."
          message="Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <StyledEmpty>No accounts are connected.</StyledEmpty>
      ) : (
        <StyledRowList aria-label="Connected accounts">
          {query.data.map((account) => (
            <ProviderAccountRow
              key={`${account.provider.id}:${account.uid}`}
              account={account}
              busy={disconnecting.busy === account.uid}
              onDisconnect={(chosen) => void disconnecting.disconnect(chosen)}
            />
          ))}
        </StyledRowList>
      )}
      <div>
        <Button variant="secondary" busy={google.leaving} onClick={google.connect}>
          Connect Google
        </Button>
      </div>
      <ReauthenticationDialog {...disconnecting.dialog} />
    </AccountSection>
  );
}
