import { useId } from 'react';
import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { groupInFours } from '../utils/two-factor-format';
import { CopyButton } from './copy-button';

export type SecretKeyProps = { secret: string };

const StyledKey = styled.div`
  ${stack('xs')}
  align-items: flex-start;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  code {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

/** 'Can't scan? Enter this key' (issue 16 §6): the setup's secret in groups of four, and Copy. */
export function SecretKey({ secret }: SecretKeyProps) {
  const titleId = useId();
  return (
    <StyledKey role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>Can&apos;t scan? Enter this key</h3>
      <code>{groupInFours(secret)}</code>
      <CopyButton text={secret} label="Copy key" />
    </StyledKey>
  );
}
