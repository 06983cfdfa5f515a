import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { stack } from '@lifeguard/shared/ui/card';
import { PageHeader } from '@lifeguard/shared/ui/page-header';
import { TextLink } from '@lifeguard/shared/ui/text-link';

const StyledPage = styled.div`
  ${stack('lg')}
  > header {
    margin-bottom: 0;
  }
`;

/**
 * A page of the profile's Security section (issue 16): its title, what it is for with a link
 * back to the profile, then its content.
 */
export function SecurityPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <StyledPage>
      <PageHeader title={title}>
        <p>
          {intro} <TextLink to={hrefs.profile()}>Back to your profile</TextLink>
        </p>
      </PageHeader>
      {children}
    </StyledPage>
  );
}
