import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { AccountFacts } from '../features/account/components/account-facts';
import { GreetingHeadline } from '../features/greeting/components/greeting-headline';
import { SidebarLayout } from '../features/layout/components/sidebar-layout';

/**
 * The dashboard (spec 001 §2): the sidebar layout with the greeting (§4) and the user's account
 * facts. The shell's guard only lets signed-in users here; without a user (mid sign-out, or before
 * the session arrives) the page shows a spinner. The protection blocks join with the dashboard issue.
 */
export function DashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <SidebarLayout>
      {user ? (
        <>
          <GreetingHeadline />
          <AccountFacts user={user} />
        </>
      ) : (
        <Spinner size="lg" padding="xl" />
      )}
    </SidebarLayout>
  );
}
