import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { nameWithDetail } from '@lifeguard/shared/ui/name-with-detail';
import { UserAvatar } from './user-avatar';

/** Where the user menu sits: the sidebar's bottom card, or the page header's right end. */
export type UserMenuPlacement = 'sidebar' | 'header';

export type UserMenuTriggerProps = {
  user: User;
  placement: UserMenuPlacement;
  triggerProps: ComponentPropsWithRef<'button'>;
};

const StyledTrigger = styled.button<{ $placement: UserMenuPlacement }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${({ $placement }) =>
    $placement === 'sidebar'
      ? css`
          width: 100%;
        `
      : css`
          border-color: transparent;
          padding: ${({ theme }) => theme.space.xs};
        `}
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledIdentity = styled.span<{ $placement: UserMenuPlacement }>`
  ${nameWithDetail}
  span {
    white-space: nowrap;
  }
  /* The header has no room for the email on a phone: the avatar (and its label) say who it is. */
  @media (width < ${({ theme }) => theme.breakpoints.md}) {
    display: ${({ $placement }) => ($placement === 'header' ? 'none' : 'flex')};
  }
`;

/**
 * The button that opens the user menu (spec 001 §2): avatar or initials, short name and email.
 * Its accessible name always holds the name and email, even where the header hides them.
 */
export function UserMenuTrigger({ user, placement, triggerProps }: UserMenuTriggerProps) {
  return (
    <StyledTrigger
      type="button"
      $placement={placement}
      aria-label={`${user.shortName} ${user.email}`}
      {...triggerProps}
    >
      <UserAvatar user={user} />
      <StyledIdentity $placement={placement}>
        <strong>{user.shortName}</strong>
        <span>{user.email}</span>
      </StyledIdentity>
    </StyledTrigger>
  );
}
