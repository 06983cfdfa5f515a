import { useId } from 'react';
import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { AvatarEditor } from './avatar-editor';
import { ProfileForm } from './profile-form';

export type ProfileDetailsProps = { user: User };

const StyledSection = styled.section`
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The profile's photo and names (issue 13 "Account pages", spec 001 §2 Profile). */
export function ProfileDetails({ user }: ProfileDetailsProps) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>Your details</h2>
      <AvatarEditor user={user} />
      <ProfileForm user={user} />
    </StyledSection>
  );
}
