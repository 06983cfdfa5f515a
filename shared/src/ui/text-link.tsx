import { Link } from '@lifeguard/shared/router/router';
import styled from 'styled-components';

/** An in-app router link in the theme's link colour. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;
