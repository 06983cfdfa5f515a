import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { useCopy } from '../hooks/use-copy';

export type CopyButtonProps = {
  text: string;
  /** The button's accessible name, e.g. 'Copy key'; it shows 'Copy'. */
  label: string;
};

const StyledWrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 'Copy' for a secret on screen (issue 16 §6), saying in a status beside it whether it worked. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { copy, message } = useCopy();
  return (
    <StyledWrap>
      <Button variant="secondary" aria-label={label} onClick={() => void copy(text)}>
        Copy
      </Button>
      <span role="status">{message}</span>
    </StyledWrap>
  );
}
