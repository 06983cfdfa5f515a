import type { SupportRequest } from '../api/get-support-requests';
import { SupportRequestRow } from './support-request-row';

export type SupportRequestsTableProps = { requests: SupportRequest[]; labelledBy: string };

/** The Support requests page's table (issue 33 item 2): one row per request, newest first. */
export function SupportRequestsTable({ requests, labelledBy }: SupportRequestsTableProps) {
  return (
    <table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Received</th>
          <th scope="col">Topic</th>
          <th scope="col">From</th>
          <th scope="col">Message</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <SupportRequestRow key={request.id} request={request} />
        ))}
      </tbody>
    </table>
  );
}
