import { supportDiagnosticLines } from '@lifeguard/contracts/support';
import type { SupportDiagnostics } from '@lifeguard/contracts/schemas/support';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { Checkbox } from '@lifeguard/shared/ui/checkbox';

export type DiagnosticsFieldProps = { name: string; diagnostics: SupportDiagnostics };

const StyledDetails = styled.div`
  ${stack('xs')}
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/**
 * "Include diagnostic details" (issue 33 item 2): a checkbox bound to the boolean formik field
 * `name`, described by the list of exactly what it would send, shown whether ticked or not, in
 * the words the support team reads.
 */
export function DiagnosticsField({ name, diagnostics }: DiagnosticsFieldProps) {
  const [field] = useField({ name, type: 'checkbox' });
  const listId = useId();
  const lines = supportDiagnosticLines(diagnostics);
  return (
    <StyledDetails>
      <Checkbox {...field} label="Include diagnostic details" aria-describedby={listId} />
      <div id={listId}>
        <p>{field.checked ? 'We will send:' : 'If ticked, we will send:'}</p>
        <ul aria-label="Diagnostic details">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>Never your passwords or breached data.</p>
      </div>
    </StyledDetails>
  );
}
