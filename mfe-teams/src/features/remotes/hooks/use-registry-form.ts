import { useCallback, useState } from 'react';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { placeRefusal } from '../utils/place-refusal';

/**
 * The submit of a form of the Remotes page (issue 34): `submit(call, success, setFieldError)`
 * runs `call` (an unwrapped mutation) and resolves true once it went through, with `success`, if
 * any, announced as a toast. A refusal goes under the field its param or code names in
 * `fieldOf`, else to `problem` for the form's alert; the form keeps what was typed.
 */
export function useRegistryForm<Field extends string>(fieldOf: Partial<Record<string, Field>>) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useCallback(
    async (
      call: () => Promise<unknown>,
      success: string | null,
      setFieldError: (field: Field, message: string) => void,
    ): Promise<boolean> => {
      setProblem(null);
      try {
        await call();
        if (success) toast.success(success);
        return true;
      } catch (caught) {
        setProblem(placeRefusal(caught, fieldOf, setFieldError));
        return false;
      }
    },
    [toast, fieldOf],
  );
  return { problem, submit };
}
