import styled from 'styled-components';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useGetFamilyOverviewQuery } from '@lifeguard/shared/teams/get-family-overview';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { ROLE_LABELS } from '../utils/team-rules';
import { SectionCard } from '../../../components/section-card';

export type FamilyOverviewProps = { slug: string };

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  thead th {
    border-top: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  td:nth-child(n + 2),
  th:nth-child(n + 2) {
    text-align: right;
  }
`;

const StyledRole = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The admins' family overview (issue 13): each member's protection score (%) and the count of
 * their open high or critical threats, counts only, never what the threats are.
 */
export function FamilyOverview({ slug }: FamilyOverviewProps) {
  const { data, isLoading, error, refetch } = useGetFamilyOverviewQuery(slug);
  return (
    <SectionCard
      title="Family overview"
      description="How protected each member is. You see counts only, never their threats themselves."
    >
      {isLoading ? (
        <Skeleton count={2} label="Loading the family overview..." />
      ) : error || !data ? (
        <LoadError
          title="Unable to load the family overview."
          message={normalizeError(error).message}
          onRetry={() => void refetch()}
        />
      ) : (
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Protection score</th>
              <th scope="col">Open high or critical threats</th>
            </tr>
          </thead>
          <tbody>
            {data.map((member) => (
              <tr key={member.user_id}>
                <th scope="row">
                  {member.display_name}
                  <StyledRole>{ROLE_LABELS[member.role]}</StyledRole>
                </th>
                <td>{member.protection_score}%</td>
                <td>{member.open_high_threats}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
    </SectionCard>
  );
}
