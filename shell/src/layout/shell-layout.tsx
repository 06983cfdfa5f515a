import { Outlet } from '@lifeguard/shared/router/router';
import { ToastArea } from '@lifeguard/shared/ui/toast-area';
import { useSessionIdentity } from '../session/use-session-identity';
import { NavigationIndicator } from './navigation-indicator';

/** The shell around every screen (spec 000 §2): routed screen, navigation bar, toast area. */
export function ShellLayout() {
  useSessionIdentity();
  return (
    <>
      <NavigationIndicator />
      <Outlet />
      <ToastArea />
    </>
  );
}
