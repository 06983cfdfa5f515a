import { Link } from '@lifeguard/shared/router/router';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import styled from 'styled-components';

/** An in-app router link in the theme's link colour. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:focus-visible {
    ${focusRing()}
  }
`;
