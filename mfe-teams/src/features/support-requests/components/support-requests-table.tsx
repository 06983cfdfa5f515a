import { TableHead } from '@lifeguard/shared/ui/table-head';
import type { SupportRequest } from '../api/get-support-requests';
import { SupportRequestRow } from './support-request-row';

/** The table's column headings. */
const COLUMNS = ['Reference', 'Received', 'Topic', 'From', 'Message', 'Status'];

export type SupportRequestsTableProps = { requests: SupportRequest[]; labelledBy: string };

/** The Support requests page's table (issue 33 item 2): one row per request, newest first. */
export function SupportRequestsTable({ requests, labelledBy }: SupportRequestsTableProps) {
  return (
    <table aria-labelledby={labelledBy}>
      <TableHead columns={COLUMNS} actions />
      <tbody>
        {requests.map((request) => (
          <SupportRequestRow key={request.id} request={request} />
        ))}
      </tbody>
    </table>
  );
}
