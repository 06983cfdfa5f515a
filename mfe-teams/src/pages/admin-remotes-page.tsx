import { AdminPage } from '../components/admin-page';
import { RemoteRegistryContent } from '../features/remotes/components/remote-registry';

/**
 * /admin/remotes (issue 18; issue 34, the live remote registry): each remote's active version,
 * canary and versions with the last hour's loads, what this browser loads and reaches; Roll back,
 * Activate, Canary, Publish a version, the audit, and this browser's development server; for
 * superusers only.
 */
export function AdminRemotesPage() {
  return (
    <AdminPage
      title="Remotes"
      intro="The parts of the app and the versions people load. Publish a version, try it on a share of users, make it active, or roll back."
    >
      <RemoteRegistryContent />
    </AdminPage>
  );
}
