/** Generic form messages (spec 000 §5), for formik schemas and plain forms alike. */
export const messages = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  min: (n: number) => `This field must be at least ${n} characters`,
  invalid: 'This field is invalid',
  fieldInvalid: (field: string) => `${field} is not valid.`,
  passwordsMatch: 'Passwords do not match',
  confirmationRequired: 'Confirmation password is required',
} as const;
