import { Button } from '@lifeguard/shared/ui/button';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { AccountSection } from '../../../components/account-section';
import { useGetRecoveryCodesQuery } from '../api/get-recovery-codes';
import { RecoveryCodeList } from './recovery-code-list';

export type NewRecoveryCodesProps = {
  /** 'I've saved my codes': back to the settings, now on. */
  onDone: () => void;
};

/**
 * Right after the authenticator app is turned on (issue 16 §6): its first recovery codes, to be
 * saved before going on.
 */
export function NewRecoveryCodes({ onDone }: NewRecoveryCodesProps) {
  const query = useGetRecoveryCodesQuery();
  return (
    <AccountSection
      title="Save your recovery codes"
      description="Two-factor authentication is on. If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe, such as a password manager."
    >
      {query.isLoading ? (
        <Skeleton label="Loading your recovery codes..." />
      ) : query.data ? (
        <RecoveryCodeList codes={query.data.unused_codes} />
      ) : (
        <LoadError
          title="Unable to load your recovery codes."
          message="Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      <div>
        <Button onClick={onDone}>I&apos;ve saved my codes</Button>
      </div>
    </AccountSection>
  );
}
