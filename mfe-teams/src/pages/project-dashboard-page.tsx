import { AdminPage } from '../components/admin-page';
import { ProjectDashboardContent } from '../features/project-dashboard/components/project-dashboard';

/**
 * /project-dashboard, where the server's /dashboard/ leads (spec 001 §2, §6; issue 13): the
 * Project Dashboard, for superusers only.
 */
export function ProjectDashboardPage() {
  return (
    <AdminPage title="Project Dashboard" intro="How Lifeguard is used: accounts, scans and threats.">
      <ProjectDashboardContent />
    </AdminPage>
  );
}
