import { useParams } from '@lifeguard/shared/router/router';
import { AdminPage } from '../components/admin-page';
import { AdminScanContent } from '../features/admin-scan/components/admin-scan';

/** The path's scan id as a positive integer, else null (the server answers 400 past its range). */
function scanIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/**
 * /admin/scans/{id} (spec 001 §2, the link on scan rows; issue 13): the read-only admin page of a
 * stored scan, for superusers only.
 */
export function AdminScanPage() {
  const { id } = useParams();
  return (
    <AdminPage title="Scan result (admin)" intro="A read-only summary of a stored dark web scan.">
      <AdminScanContent scanId={scanIdOf(id)} />
    </AdminPage>
  );
}
