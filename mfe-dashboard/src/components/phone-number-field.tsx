import { TextField } from '@lifeguard/shared/ui/text-field';

export type PhoneNumberFieldProps = {
  /** What number is wanted, e.g. 'Your verified number. ...'. */
  hint: string;
};

/**
 * The number a code is texted to, or registered (spec 000 §7, spec 001 §4, §7): the formik field
 * `phone_number`, labelled 'Phone number', with the phone keyboard and autofill, focused first.
 */
export function PhoneNumberField({ hint }: PhoneNumberFieldProps) {
  return (
    <TextField
      name="phone_number"
      label="Phone number"
      hint={hint}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      autoFocus
    />
  );
}
