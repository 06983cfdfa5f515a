import styled from 'styled-components';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { RECOVERY_CODES_FILE, recoveryCodesFileUrl } from '../utils/two-factor-format';
import { CopyButton } from './copy-button';

export type RecoveryCodeListProps = { codes: string[] };

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.space.xxl} * 3), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  list-style: none;
  font-family: ui-monospace, monospace;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** A file download that looks like a secondary button. */
const StyledDownload = styled.a`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/**
 * The unused recovery codes (issue 16 §6), one per line, with 'Download' (a .txt file) and
 * 'Copy' (all of them, a line each), so they can be kept somewhere safe.
 */
export function RecoveryCodeList({ codes }: RecoveryCodeListProps) {
  return (
    <>
      <StyledCodes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledCodes>
      <StyledActions>
        <StyledDownload href={recoveryCodesFileUrl(codes)} download={RECOVERY_CODES_FILE}>
          Download
        </StyledDownload>
        <CopyButton text={codes.join('\n')} label="Copy codes" />
      </StyledActions>
    </>
  );
}
