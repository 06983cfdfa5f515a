import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { TextLink } from '@lifeguard/shared/ui/text-link';

/** What a family page says to someone who is not a member of it (spec 001 §6; issue 13: 404). */
export const TEAM_NOT_FOUND = "We couldn't find this family, or you are not a member of it.";

/** The family of the address is not one of the user's: the message and the way back. */
export function TeamNotFound() {
  return (
    <Alert variant="warning" title="Family not found">
      <p>{TEAM_NOT_FOUND}</p>
      <TextLink to={hrefs.dashboard()}>Go to your dashboard</TextLink>
    </Alert>
  );
}
