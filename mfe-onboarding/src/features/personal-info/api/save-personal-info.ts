import type { PersonalInfoRequest, RegistrationAnswer } from '@lifeguard/contracts/schemas/registration';
import { api } from '@lifeguard/shared/api/api-slice';
import { registrationPost } from '../../../lib/registration-call';

/**
 * `POST /users/api/register/personal-info/` `{first_name, last_name, middle_name, suffix}`
 * (`suffix` '' is none) → `{status: 'success', user}` with the names saved (spec 000 §4
 * "Registration" 2, §7).
 */
export const savePersonalInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePersonalInfo: build.mutation<RegistrationAnswer, PersonalInfoRequest>({
      queryFn: registrationPost('/users/api/register/personal-info/', (names: PersonalInfoRequest) => names),
    }),
  }),
});

export const { useSavePersonalInfoMutation } = savePersonalInfoApi;
