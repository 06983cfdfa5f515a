import { normalizeError } from '@lifeguard/shared/errors/normalize-error';

/**
 * Puts a refused call's first error under the form field that its `param`, else its `code`,
 * names in `fieldOf` (e.g. `version_exists` under Version); returns the message for the form's
 * alert when it names none (issue 34: "shows server errors on the field").
 */
export function placeRefusal<Field extends string>(
  error: unknown,
  fieldOf: Partial<Record<string, Field>>,
  setFieldError: (field: Field, message: string) => void,
): string | null {
  const { message, param, code } = normalizeError(error);
  const field = fieldOf[param] ?? fieldOf[String(code)];
  if (!field) return message;
  setFieldError(field, message);
  return null;
}
