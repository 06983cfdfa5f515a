import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';

export type RegistryFormProps<Values extends FormikValues> = {
  /** Names the form for assistive technology, e.g. 'Publish a version'. */
  label: string;
  initialValues: Values;
  validate: (values: Values) => Partial<Record<keyof Values, string>>;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** The refusal no field takes (useRegistryForm's `problem`), shown above the submit button. */
  problem: string | null;
  /** The submit button's text, e.g. 'Save'. */
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
};

const StyledForm = styled(Form)`
  ${stack('xs')}
  max-width: ${({ theme }) => theme.widths.medium};
  > button {
    align-self: flex-start;
  }
`;

/**
 * A form of the Remotes page's cards (issue 34 items 2 and 6: Publish a version, Use a
 * development server): its fields in a column, then a refusal no field takes, then the submit
 * button `submitLabel`, busy while the form submits.
 */
export function RegistryForm<Values extends FormikValues>({
  label,
  initialValues,
  validate,
  onSubmit,
  problem,
  submitLabel,
  children,
}: RegistryFormProps<Values>) {
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-label={label}>
          {children}
          {problem ? <Alert variant="danger">{problem}</Alert> : null}
          <Button type="submit" busy={isSubmitting}>
            {submitLabel}
          </Button>
        </StyledForm>
      )}
    </Formik>
  );
}
