import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { requiredString } from '@lifeguard/shared/forms/rules';
import { SelectField } from '@lifeguard/shared/ui/select-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { SUFFIXES, type Suffix } from '@lifeguard/contracts/onboarding';
import { StepActions } from '../../../components/step-actions';
import type { PersonalInfo } from '../../../stores/registration-draft';

/**
 * Personal info rules (spec 000 §5): first and last name required (whitespace alone is empty),
 * so a submit with either empty never reaches the server; middle name and suffix optional.
 */
export const personalInfoSchema = yup.object({
  firstName: requiredString(),
  lastName: requiredString(),
  // Formik validates '' as undefined: optional fields must allow it.
  middleName: yup.string(),
  suffix: yup.mixed<Suffix>().oneOf(['', ...SUFFIXES]),
});

const SUFFIX_OPTIONS = [
  { value: '', label: 'None' },
  ...SUFFIXES.map((suffix) => ({ value: suffix, label: suffix })),
];

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

export type PersonalInfoFormProps = {
  initialValues: PersonalInfo;
  busy: boolean;
  onSubmit: (values: PersonalInfo) => Promise<void>;
  /** Back to step 1 with the names as typed; without it, no Back. */
  onBack?: (values: PersonalInfo) => void;
};

/** First, last and middle name and the suffix of step 2, then Back and Continue. */
export function PersonalInfoForm({ initialValues, busy, onSubmit, onBack }: PersonalInfoFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={personalInfoSchema} onSubmit={onSubmit}>
      {({ values }) => (
        <Form noValidate aria-label="Personal info">
          <TextField name="firstName" label="First name" autoComplete="given-name" autoFocus />
          <TextField name="lastName" label="Last name" autoComplete="family-name" />
          <StyledRow>
            <TextField name="middleName" label="Middle name (optional)" autoComplete="additional-name" />
            <SelectField name="suffix" label="Suffix" options={SUFFIX_OPTIONS} />
          </StyledRow>
          <StepActions
            submitLabel={busy ? 'Saving...' : 'Continue'}
            busy={busy}
            onBack={onBack ? () => onBack(values) : undefined}
          />
        </Form>
      )}
    </Formik>
  );
}
