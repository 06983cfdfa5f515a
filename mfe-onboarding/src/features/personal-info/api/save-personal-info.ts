import { api } from '@lifeguard/shared/api/api-slice';
import { registrationPost, type RegistrationAnswer } from '../../../lib/registration-call';

/** Step 2 payload (spec 000 §7); `suffix` '' is none. */
export type SavePersonalInfoRequest = {
  first_name: string;
  last_name: string;
  middle_name: string;
  suffix: string;
};

/**
 * `POST /users/api/register/personal-info/` → `{status: 'success', user}` with the names saved
 * (spec 000 §4 "Registration" 2, §7).
 */
export const savePersonalInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePersonalInfo: build.mutation<RegistrationAnswer, SavePersonalInfoRequest>({
      queryFn: registrationPost(
        '/users/api/register/personal-info/',
        (names: SavePersonalInfoRequest) => names,
      ),
    }),
  }),
});

export const { useSavePersonalInfoMutation } = savePersonalInfoApi;
