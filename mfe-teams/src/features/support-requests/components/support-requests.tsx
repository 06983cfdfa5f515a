import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { tableSection } from '../../../components/table-section';
import {
  SUPPORT_REQUESTS_PAGE_SIZE,
  useGetSupportRequestsQuery,
  type SupportRequestStatus,
} from '../api/get-support-requests';
import { SupportRequestsTable } from './support-requests-table';

/** The filters, in the order shown: every request, the open ones, the answered ones. */
const FILTERS: { status: SupportRequestStatus | undefined; label: string; empty: string }[] = [
  { status: undefined, label: 'All', empty: 'No support requests yet.' },
  { status: 'open', label: 'Open', empty: 'No open requests.' },
  { status: 'answered', label: 'Answered', empty: 'No answered requests yet.' },
];

const StyledSection = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  ${tableSection}
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0 auto 0 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The Support requests page's content (issue 33 item 2): what people sent through Contact
 * Support, newest first, 20 a page, filtered All, Open or Answered, with Mark answered. A
 * placeholder while loading, the no-access message on the server's 403, else an error with Try
 * Again.
 */
export function SupportRequests() {
  const [filter, setFilter] = useState(FILTERS[0]!);
  const [page, setPage] = useState(1);
  const query = useGetSupportRequestsQuery({ status: filter.status, page });
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / SUPPORT_REQUESTS_PAGE_SIZE));

  let content;
  if (query.isLoading) content = <Skeleton count={2} label="Loading the support requests..." />;
  else if (hasStatus(query.error, 403)) content = <NoAccess />;
  else if (!query.data) {
    content = (
      <LoadError
        title="Unable to load the support requests."
        message="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.results.length === 0) content = <p>{filter.empty}</p>;
  else content = <SupportRequestsTable requests={query.data.results} labelledBy="support-requests-title" />;

  return (
    <StyledSection aria-labelledby="support-requests-title">
      <StyledBar>
        <h2 id="support-requests-title">Support requests</h2>
        <div role="group" aria-label="Show">
          {FILTERS.map((choice) => (
            <Button
              key={choice.label}
              variant={choice === filter ? 'primary' : 'ghost'}
              aria-pressed={choice === filter}
              onClick={() => {
                setFilter(choice);
                setPage(1);
              }}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      </StyledBar>
      {content}
      {pages > 1 ? (
        <StyledBar as="nav" aria-label="Pages">
          <p>{`Page ${page} of ${pages}`}</p>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </StyledBar>
      ) : null}
    </StyledSection>
  );
}
