import type { RegisterEmailRequest, RegistrationAnswer } from '@lifeguard/contracts/schemas/registration';
import { api } from '@lifeguard/shared/api/api-slice';
import { registrationPost } from '../../../lib/registration-call';

/**
 * `POST /users/api/register/email/` `{email}` → `{status: 'success', user}`: creates the account
 * and signs the visitor in (spec 000 §4 "Registration" 1, §7). A taken email answers 400 with
 * the error code 'email_taken'.
 */
export const registerEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerEmail: build.mutation<RegistrationAnswer, RegisterEmailRequest>({
      queryFn: registrationPost('/users/api/register/email/', ({ email }: RegisterEmailRequest) => ({
        email,
      })),
    }),
  }),
});

export const { useRegisterEmailMutation } = registerEmailApi;
