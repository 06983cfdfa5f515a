import type { InputHTMLAttributes, Ref } from 'react';
import { TextInput } from '@lifeguard/shared/ui/text-input';

export type CodeFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'autoFocus'
> & {
  label: string;
  /** What to type, under the label; describes the input. */
  hint: string;
  /** Why the last code was refused; describes the input too and marks it invalid. */
  error: string | null;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A one-time code input outside formik: the step keeps its value and selects it after a refusal
 * (through `ref`), so the user can retype at once. Hint and error are linked by aria-describedby.
 */
export function CodeField(props: CodeFieldProps) {
  return <TextInput {...props} name="code" type="text" spellCheck={false} autoCapitalize="off" />;
}
