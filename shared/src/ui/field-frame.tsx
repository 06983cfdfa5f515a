import type { ReactNode } from 'react';
import { StyledError, StyledField, StyledHint, StyledLabel } from '@lifeguard/shared/ui/field-styles';

/** What a control inside a {@link FieldFrame} spreads onto itself: its id and error wiring. */
export type FieldWiring = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  $invalid: boolean;
};

/**
 * The id and aria wiring of the control of frame `id`: described by the frame's hint when it has
 * one (`hasHint`) and by its error line while `invalid`.
 */
export function fieldWiring(id: string, invalid: boolean, hasHint: boolean): FieldWiring {
  const describedBy = [hasHint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy || undefined,
    $invalid: invalid,
  };
}

export type FieldFrameProps = {
  id: string;
  label: string;
  error: string | null;
  /** A short help text under the label, e.g. the expected format. */
  hint?: string;
  children: ReactNode;
};

/** Label, optional hint, the control, and the error line below it, always reserved (see StyledError). */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      {children}
      <StyledError id={`${id}-error`}>{error}</StyledError>
    </StyledField>
  );
}
