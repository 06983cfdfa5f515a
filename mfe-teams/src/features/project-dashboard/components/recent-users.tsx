import styled from 'styled-components';
import { Link } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { TableHead } from '@lifeguard/shared/ui/table-head';
import { dateTime, tableSection } from '../../../components/table-section';
import type { ProjectDashboard } from '../api/get-project-dashboard';

/** The table's column headings. */
const COLUMNS = ['Email', 'Name', 'Joined'];

export type RecentUsersProps = { users: ProjectDashboard['recent_users'] };

const StyledSection = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  ${tableSection}
`;

/**
 * The newest accounts (issue 13): email, name and when they joined, newest first. Each email
 * opens Impersonate a User with that user found, where a superuser can act on their behalf.
 */
export function RecentUsers({ users }: RecentUsersProps) {
  return (
    <StyledSection aria-labelledby="recent-users-title">
      <h2 id="recent-users-title">Recent users</h2>
      {users.length === 0 ? (
        <p>No users yet.</p>
      ) : (
        <table>
          <TableHead columns={COLUMNS} />
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>
                  <Link to={hrefs.impersonate(user.email)}>{user.email}</Link>
                </td>
                <td>{user.display_name}</td>
                <td>
                  <time dateTime={user.date_joined}>{dateTime.format(new Date(user.date_joined))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StyledSection>
  );
}
