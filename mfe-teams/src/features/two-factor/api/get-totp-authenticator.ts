import type {
  TotpAuthenticator,
  TotpAuthenticatorResponse,
  TotpSetup,
} from '@lifeguard/contracts/schemas/allauth-mfa';
import { api } from '@lifeguard/shared/api/api-slice';
import { AUTHENTICATORS_PATH } from './get-authenticators';

/** The app already set up, or what setting one up takes: the key and its `otpauth://` URL. */
export type TotpState =
  | { status: 'active'; authenticator: TotpAuthenticator }
  | { status: 'setup'; secret: string; totpUrl: string };

/**
 * `GET /_allauth/browser/v1/account/authenticators/totp` (issue 16 §6): 200 the active app, or
 * 404 `meta: {secret, totp_url}` when there is none, which is what setup shows (answered here as
 * data). Each call makes a new secret for this session, so the answer is never refetched or kept.
 * 409 when no authenticator may be added (allauth's `unverified_email`).
 */
export const totpAuthenticatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTotpAuthenticator: build.query<TotpState, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const answer = await baseQuery(`${AUTHENTICATORS_PATH}/totp`);
        if (answer.error?.status === 404) {
          const { meta } = answer.error.data as TotpSetup;
          return { data: { status: 'setup', secret: meta.secret, totpUrl: meta.totp_url } };
        }
        if (answer.error) return { error: answer.error };
        return { data: { status: 'active', authenticator: (answer.data as TotpAuthenticatorResponse).data } };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetTotpAuthenticatorQuery } = totpAuthenticatorApi;
