import { useFormikField } from '@lifeguard/shared/forms/use-field-control';
import { TextInput, type TextInputProps } from '@lifeguard/shared/ui/text-input';

export type TextFieldProps = Omit<TextInputProps, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
};

/** A labelled text input bound to formik; its error shows once touched (spec 000 §5). */
export function TextField({ name, ...rest }: TextFieldProps) {
  const { field, error } = useFormikField(name);
  return <TextInput {...rest} {...field} error={error} />;
}
