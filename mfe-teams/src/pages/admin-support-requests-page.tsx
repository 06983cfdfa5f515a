import { AdminPage } from '../components/admin-page';
import { SupportRequests } from '../features/support-requests/components/support-requests';

/**
 * /admin/support-requests (issue 33 item 2): what people sent through Contact Support, with
 * Mark answered once someone has replied by mail; for superusers only.
 */
export function AdminSupportRequestsPage() {
  return (
    <AdminPage
      title="Support requests"
      intro="What people sent through Contact Support. Reply by email, then mark the request answered."
    >
      <SupportRequests />
    </AdminPage>
  );
}
