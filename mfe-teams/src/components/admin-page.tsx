import type { ReactNode } from 'react';
import styled from 'styled-components';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { stack } from '@lifeguard/shared/ui/card';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { NoAccess } from './no-access';

export type AdminPageProps = {
  title: string;
  /** A line under the title, for superusers only. */
  intro?: string;
  children: ReactNode;
};

const StyledPage = styled.div`
  ${stack('xl')}
  max-width: ${({ theme }) => theme.widths.wide};
  margin: 0 auto;
  > header {
    margin-bottom: 0;
  }
`;

/**
 * A superuser page (spec 001 §2, §6; issue 13) inside the shell's page layout: its title, then
 * its content for a superuser, or {@link NoAccess} for anyone else, without calling the server
 * (which refuses with 403 too, and each page shows that answer the same way).
 */
export function AdminPage({ title, intro, children }: AdminPageProps) {
  const isSuperuser = useAppSelector(selectCurrentUser)?.isSuperuser ?? false;
  return (
    <StyledPage>
      <PageHeader title={title}>{isSuperuser && intro ? <p>{intro}</p> : null}</PageHeader>
      {isSuperuser ? children : <NoAccess />}
    </StyledPage>
  );
}
