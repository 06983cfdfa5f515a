import styled from 'styled-components';
import { Link } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { cardSurface } from '@lifeguard/shared/ui/card';
import type { ProjectDashboard } from '../api/get-project-dashboard';

export type RecentUsersProps = { users: ProjectDashboard['recent_users'] };

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const StyledSection = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
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
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Joined</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>
                  <Link to={hrefs.impersonate(user.email)}>{user.email}</Link>
                </td>
                <td>{user.display_name}</td>
                <td>
                  <time dateTime={user.date_joined}>{joined.format(new Date(user.date_joined))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StyledSection>
  );
}
