import { Form, Formik } from 'formik';
import { Button } from '@lifeguard/shared/ui/button';
import { RadioGroupField } from '@lifeguard/shared/ui/radio-group-field';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { DEVICE_TYPE_OPTIONS } from '../utils/device-types';
import { phoneNumberSchema, type PhoneNumberValues } from '../utils/phone-rules';

export type PhoneNumberFormProps = {
  initialValues: PhoneNumberValues;
  busy: boolean;
  onSubmit: (values: PhoneNumberValues) => Promise<void>;
};

/** The number to text a code to and the kind of phone it is (spec 000 §7 send-verification). */
export function PhoneNumberForm({ initialValues, busy, onSubmit }: PhoneNumberFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={phoneNumberSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Send a code">
        <PhoneNumberField hint="US numbers by default; include +country code otherwise" />
        <RadioGroupField name="device_type" legend="Type of phone" options={DEVICE_TYPE_OPTIONS} />
        <Button type="submit" busy={busy}>
          {busy ? 'Sending...' : 'Send code'}
        </Button>
      </Form>
    </Formik>
  );
}
