import { useState } from 'react';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { AccountSection } from '../../../components/account-section';
import { StyledRowList } from '../../../components/list-styles';
import { ReauthenticationDialog } from '../../../components/reauthentication-dialog';
import { useGetEmailAddressesQuery } from '../api/get-email-addresses';
import { useEmailActions } from '../hooks/use-email-actions';
import { AddEmailForm } from './add-email-form';
import { EmailAddressRow } from './email-address-row';

/**
 * 'Email addresses' on the profile (issue 16 §3): every address of the account with its state,
 * making one primary, sending its verification link again, removing one (confirmed first), and
 * adding one. A change the server wants a fresh sign-in for asks 'Confirm it's you' first.
 */
export function EmailAddressesSection() {
  const query = useGetEmailAddressesQuery();
  const actions = useEmailActions();
  // The address stays while the dialog closes, so its closing animation keeps the text.
  const [removal, setRemoval] = useState({ email: '', open: false, error: null as string | null });

  const handleConfirmRemove = async () => {
    setRemoval((current) => ({ ...current, error: null }));
    const outcome = await actions.remove(removal.email);
    setRemoval((current) =>
      outcome.status === 'failed'
        ? { ...current, error: outcome.error.message }
        : { ...current, open: false },
    );
  };

  return (
    <AccountSection
      title="Email addresses"
      description="You sign in with your primary address and we write to it. Add another in case you lose access to it."
    >
      {actions.error ? (
        <Alert variant="danger" onClose={actions.clearError}>
          {actions.error}
        </Alert>
      ) : null}
      {query.isLoading ? (
        <Skeleton label="Loading email addresses..." />
      ) : query.data ? (
        <StyledRowList aria-label="Email addresses">
          {query.data.map((address) => (
            <EmailAddressRow
              key={address.email}
              address={address}
              busy={actions.busy === address.email}
              onMakePrimary={(email) => void actions.makePrimary(email)}
              onSendVerification={(email) => void actions.sendVerification(email)}
              onRemove={(email) => setRemoval({ email, open: true, error: null })}
            />
          ))}
        </StyledRowList>
      ) : (
        <LoadError
          title="Unable to load your email addresses."
          message="Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      <AddEmailForm onAdd={actions.add} />
      <ConfirmDialog
        open={removal.open}
        title="Remove this email address?"
        confirmLabel="Remove"
        busy={removal.open && actions.busy === removal.email}
        error={removal.error}
        onConfirm={() => void handleConfirmRemove()}
        onClose={() => setRemoval((current) => ({ ...current, open: false }))}
      >
        <p>{removal.email} will no longer belong to your account. You can add it again later.</p>
      </ConfirmDialog>
      <ReauthenticationDialog {...actions.dialog} />
    </AccountSection>
  );
}
