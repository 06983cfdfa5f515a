import { SecurityPage } from '../components/security-page';
import { UserSessions } from '../features/user-sessions/components/user-sessions';

/**
 * /accounts/sessions Signed-in devices (issue 16 §5): the user's sessions, reached from the
 * profile's Security section.
 */
export function UserSessionsPage() {
  return (
    <SecurityPage
      title="Signed-in devices"
      intro="The browsers where your account is signed in. Sign out of any you do not recognise, then change your password."
    >
      <UserSessions />
    </SecurityPage>
  );
}
