import { AdminPage } from '../components/admin-page';
import { ImpersonateForm } from '../features/impersonation/components/impersonate-form';
import { ImpersonationAudit } from '../features/impersonation/components/impersonation-audit';

/**
 * /support, where the server's /support/ leads (spec 001 §2, §6; issue 13): Impersonate a User,
 * then the recent impersonations; for superusers only.
 */
export function ImpersonatePage() {
  return (
    <AdminPage
      title="Impersonate a User"
      intro="Act as a user to help them, for at most 1 hour. Every start, stop and change you make is recorded."
    >
      <ImpersonateForm />
      <ImpersonationAudit />
    </AdminPage>
  );
}
