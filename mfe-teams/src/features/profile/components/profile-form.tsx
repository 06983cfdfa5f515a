import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { SUFFIXES } from '@lifeguard/contracts/onboarding';
import type { User } from '@lifeguard/shared/session/user';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { SelectField } from '@lifeguard/shared/ui/select-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { useSaveProfile } from '../hooks/use-save-profile';
import { profileValuesOf } from '../utils/profile-values';
import { profileSchema } from './profile-schema';

export type ProfileFormProps = { user: User };

/** Registration's suffixes (spec 000 §5), plus one the account already has that is not among them. */
function suffixOptions(current: string) {
  const known: readonly string[] = SUFFIXES;
  const values = current && !known.includes(current) ? [...known, current] : known;
  return [{ value: '', label: 'None' }, ...values.map((value) => ({ value, label: value }))];
}

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The profile's names (issue 13 "Account pages", spec 001 §2 Profile): first, middle and last
 * name and suffix, with Save; the email is shown read-only, as there is no email change flow.
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const { handleSubmit, busy, error, clearError } = useSaveProfile();
  return (
    <Formik initialValues={profileValuesOf(user)} validationSchema={profileSchema} onSubmit={handleSubmit}>
      <Form noValidate aria-label="Profile">
        {error ? (
          <Alert variant="danger" onClose={clearError}>
            {error}
          </Alert>
        ) : null}
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="middleName" label="Middle name (optional)" autoComplete="additional-name" />
        <StyledRow>
          <TextField name="lastName" label="Last name" autoComplete="family-name" />
          <SelectField name="suffix" label="Suffix" options={suffixOptions(user.suffix)} />
        </StyledRow>
        <TextField
          name="email"
          label="Email"
          type="email"
          readOnly
          hint="To change it, add an address under Email addresses and make it primary."
        />
        <Button type="submit" busy={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </Form>
    </Formik>
  );
}
