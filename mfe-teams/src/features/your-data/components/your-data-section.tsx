import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@lifeguard/shared/router/router';
import type { User } from '@lifeguard/shared/session/user';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { cardSurface, stack } from '@lifeguard/shared/ui/card';
import { StyledButtonRow } from '../../../components/button-row';
import { useDownloadData } from '../hooks/use-download-data';
import { REAUTH_FAILED, REAUTH_PARAM } from '../utils/reauthentication';
import { DeleteAccountModal } from './delete-account-modal';

export type YourDataSectionProps = { user: Pick<User, 'hasUsablePassword'> };

const StyledSection = styled.section`
  ${stack('md')}
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Your data, on the profile page (issue 13 "Your data"): 'Download my data' saves the JSON export,
 * 'Delete my account' opens the confirmation. Back from signing in with Google again (the query
 * REAUTH_PARAM), the confirmation opens by itself, with the provider's error if there was one.
 */
export function YourDataSection({ user }: YourDataSectionProps) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState(() => params.has(REAUTH_PARAM));
  const returnError = params.has(REAUTH_PARAM) && params.has('error') ? REAUTH_FAILED : null;
  const { download, downloading, error, clearError } = useDownloadData();

  const handleClose = () => {
    setConfirming(false);
    if (params.has(REAUTH_PARAM)) setParams({}, { replace: true });
  };

  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>Your data</h2>
      <p>Download a copy of everything Lifeguard holds about you, or delete your account and all of it.</p>
      {error ? (
        <Alert variant="danger" onClose={clearError}>
          {error}
        </Alert>
      ) : null}
      <StyledButtonRow>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {downloading ? 'Preparing your data...' : 'Download my data'}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </StyledButtonRow>
      <DeleteAccountModal
        open={confirming}
        onClose={handleClose}
        hasUsablePassword={user.hasUsablePassword}
        returnError={returnError}
      />
    </StyledSection>
  );
}
