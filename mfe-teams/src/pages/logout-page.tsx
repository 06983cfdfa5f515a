import { SignOutPrompt } from '../features/logout/components/sign-out-prompt';

/** /accounts/logout/ Sign out (spec 001 §2, issue 13): the confirmation before signing out. */
export function LogoutPage() {
  return <SignOutPrompt />;
}
