import { normalizeError } from '@lifeguard/shared/errors/normalize-error';

/**
 * Puts a refused call's first error under the form field its `param` names (`fieldOf`), as
 * allauth and our server name them; returns the message for an alert when it names none.
 */
export function fieldRefusal<Field extends string>(
  error: unknown,
  fieldOf: Partial<Record<string, Field>>,
  setFieldError: (field: Field, message: string) => void,
): string | null {
  const { message, param } = normalizeError(error);
  const field = fieldOf[param];
  if (!field) return message;
  setFieldError(field, message);
  return null;
}
