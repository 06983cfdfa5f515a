import styled from 'styled-components';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { useGetProjectDashboardQuery, type ProjectDashboard } from '../api/get-project-dashboard';
import { daySeries, daySummary, typeSeries, typeSummary } from '../utils/chart-data';
import { ChartPanel } from './chart-panel';
import { RecentUsers } from './recent-users';
import { TotalsCards } from './totals-cards';

const StyledCharts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.widths.narrow}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const SIGNUPS = 'Sign-ups per day';
const SCANS = 'Scans per day';
const THREATS = 'Threats by type';

type DayChartProps = { title: string; valueLabel: string; days: ProjectDashboard['signups_per_day'] };

/** A line chart of a count per day over 30 days, by date, with its summary (issue 13). */
function DayChart({ title, valueLabel, days }: DayChartProps) {
  return (
    <ChartPanel
      kind="line"
      title={title}
      labelHeading="Date"
      valueLabel={valueLabel}
      series={daySeries(days)}
      summary={daySummary(title, days)}
    />
  );
}

/**
 * The Project Dashboard's content (spec 001 §2, §6; issue 13): the totals, the charts of
 * sign-ups and scans per day over 30 days and threats by type, and the recent users. A
 * placeholder while loading, the refusal on 403, else an error with Try Again.
 */
export function ProjectDashboardContent() {
  const query = useGetProjectDashboardQuery();
  const { data, error } = query;
  if (query.isLoading) return <Skeleton count={3} label="Loading the Project Dashboard..." />;
  if (hasStatus(error, 403)) return <NoAccess />;
  if (!data) {
    return (
      <LoadError
        title="Unable to load the Project Dashboard."
        message="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <>
      <TotalsCards totals={data.totals} />
      <StyledCharts>
        <DayChart title={SIGNUPS} valueLabel="Sign-ups" days={data.signups_per_day} />
        <DayChart title={SCANS} valueLabel="Scans" days={data.scans_per_day} />
        <ChartPanel
          kind="bar"
          title={THREATS}
          labelHeading="Type"
          valueLabel="Threats"
          series={typeSeries(data.threats_by_type)}
          summary={typeSummary(THREATS, data.threats_by_type)}
        />
      </StyledCharts>
      <RecentUsers users={data.recent_users} />
    </>
  );
}
