import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { RegistrationAnswer } from '@lifeguard/contracts/schemas/registration';

type BaseQuery = (
  args: FetchArgs,
) =>
  | PromiseLike<{ data?: unknown; error?: FetchBaseQueryError }>
  | { data?: unknown; error?: FetchBaseQueryError };

/**
 * A `queryFn` posting `body(arg)` to `url` under the registration calls' success rule (spec 000
 * §7: success when the answer's status is 'success'). Any other answer is an error carrying its
 * body, so `normalizeError` reads its `errors` (spec 000 §8).
 */
export function registrationPost<Arg>(url: string, body: (arg: Arg) => unknown) {
  return async (arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseQuery) => {
    const result = await baseQuery({ url, method: 'POST', body: body(arg) });
    if (result.error) return { error: result.error };
    const answer = result.data as Partial<RegistrationAnswer> | undefined;
    if (answer?.status === 'success' && answer.user) return { data: answer as RegistrationAnswer };
    const error: FetchBaseQueryError = {
      status: 'CUSTOM_ERROR',
      data: result.data,
      error: 'The registration call did not succeed',
    };
    return { error };
  };
}
