import { AdminPage } from '../components/admin-page';
import { RemoteRegistryContent } from '../features/remotes/components/remote-registry';

/**
 * /admin/remotes (issue 18, independent deploy and rollback): the remotes the app loads, their
 * versions and whether this browser reaches them; for superusers only.
 */
export function AdminRemotesPage() {
  return (
    <AdminPage
      title="Remotes"
      intro="The remotes the app loads, their versions, and how this browser reaches them."
    >
      <RemoteRegistryContent />
    </AdminPage>
  );
}
