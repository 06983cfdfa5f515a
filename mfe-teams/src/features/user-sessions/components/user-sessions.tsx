import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { AccountSection } from '../../../components/account-section';
import { StyledRowList } from '../../../components/list-styles';
import { useGetUserSessionsQuery } from '../api/get-user-sessions';
import { signedOutOthers, useEndSessions } from '../hooks/use-end-sessions';
import { SessionRow } from './session-row';
import { SignOutOthers } from './sign-out-others';

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * 'Signed-in devices' (issue 16 §5): every session of the user with 'Sign out' on the others,
 * and 'Sign out other devices' for all of them at once; loading, empty and error states.
 */
export function UserSessions() {
  const query = useGetUserSessionsQuery();
  const ending = useEndSessions();
  const [error, setError] = useState<string | null>(null);
  const nowMs = Date.now();

  const handleSignOut = async (id: number, device: string) => {
    setError(null);
    setError(await ending.end([id], `Signed out of ${device}.`));
  };

  if (query.isLoading) return <Skeleton count={2} label="Loading your signed-in devices..." />;
  if (!query.data) {
    return (
      <LoadError
        title="Unable to load your signed-in devices."
        message="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const others = query.data.filter(({ is_current }) => !is_current).map(({ id }) => id);

  return (
    <AccountSection title="Where you are signed in">
      {error ? (
        <Alert variant="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <StyledRowList aria-label="Signed-in devices">
        {query.data.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            nowMs={nowMs}
            busy={ending.busy.includes(session.id)}
            onSignOut={({ id }, device) => void handleSignOut(id, device)}
          />
        ))}
      </StyledRowList>
      {others.length === 0 ? <StyledEmpty>Only this device is signed in.</StyledEmpty> : null}
      <SignOutOthers
        count={others.length}
        busy={ending.busy.length > 0}
        onConfirm={() => ending.end(others, signedOutOthers(others.length))}
      />
    </AccountSection>
  );
}
