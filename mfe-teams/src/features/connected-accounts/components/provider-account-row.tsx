import type { ProviderAccount } from '@lifeguard/contracts/schemas/allauth-account';
import { Button } from '@lifeguard/shared/ui/button';
import { StyledRowActions, StyledRowSubject } from '../../../components/list-styles';

export type ProviderAccountRowProps = {
  account: ProviderAccount;
  busy: boolean;
  onDisconnect: (account: ProviderAccount) => void;
};

/** One connected account (issue 16 §4): the provider's name, the account as it shows it, Disconnect. */
export function ProviderAccountRow({ account, busy, onDisconnect }: ProviderAccountRowProps) {
  const { provider, display } = account;
  return (
    <li>
      <StyledRowSubject>
        <strong>{provider.name}</strong>
        <span>{display}</span>
      </StyledRowSubject>
      <StyledRowActions>
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`Disconnect ${provider.name} account ${display}`}
          onClick={() => onDisconnect(account)}
        >
          Disconnect
        </Button>
      </StyledRowActions>
    </li>
  );
}
